"""The fragments of a report, as the findings name them: fragments.csv holds each
fragment's Souper text once, and a findings row names the fragment by hash and the
value by name. Parsed on first use, since a report of a full corpus has far more
fragments than the groups that are ever reduced."""

from __future__ import annotations

from auditor.ir.fragment import Fragment
from auditor.readers.souper import parse_text
from auditor.reports.model import Report


class ReportFragments:
    """The fragments of a report, read back from fragments.csv on first use."""

    def __init__(self, report: Report) -> None:
        table = report.fragments
        self.texts = dict(zip(table["fragment"], table["souper"], strict=True))
        self.occurrences = {str(k): int(v) for k, v in zip(table["fragment"], table["occurrences"], strict=True)}
        self.parsed: dict[str, Fragment | None] = {}
        self.problems: list[str] = []

    def get(self, digest: str) -> Fragment | None:
        if digest not in self.parsed:
            text = self.texts.get(digest)
            read = parse_text(str(text), f"fragments.csv:{digest}") if text else None
            found = read.fragments[0] if read is not None and len(read.fragments) == 1 else None
            if found is None:
                self.problems.append(f"fragment {digest}: no readable Souper text in fragments.csv")
            self.parsed[digest] = found
        return self.parsed[digest]


def value_index(fragment: Fragment, value: str) -> int | None:
    """The index of `%name` in `fragment`; None when the fragment has no such value
    (a findings row that does not match its fragment text is skipped, not fatal)."""
    name = value.removeprefix("%")
    return fragment.names.index(name) if name in fragment.names else None

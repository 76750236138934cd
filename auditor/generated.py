"""Generated blocks inside hand-written Markdown files: the text between a begin and
an end marker line is made by a program (benchmarks/RESULTS.md's tables,
docs/oracles.md's stage and budget tables); everything else is written by hand.

Example: `replace_block(text, "stages", table)` puts `table` between
`<!-- stages begin (generated: edit outside these markers) -->` and
`<!-- stages end -->`.
"""

from __future__ import annotations


def begin_marker(name: str) -> str:
    return f"<!-- {name} begin (generated: edit outside these markers) -->"


def end_marker(name: str) -> str:
    return f"<!-- {name} end -->"


def replace_block(text: str, name: str, block: str) -> str:
    """`text` with what lies between `name`'s begin and end marker lines replaced by
    `block`; everything before the begin marker and after the end marker is kept as it
    is. ValueError if the markers are missing or out of order."""
    begin, end = begin_marker(name), end_marker(name)
    head, found, rest = text.partition(begin)
    if not found or end not in rest:
        raise ValueError(f"no `{begin}` … `{end}` block")
    return head + begin + "\n" + block + end + rest.split(end, 1)[1]

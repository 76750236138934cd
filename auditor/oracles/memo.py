"""What the searches of one session share (`Session.memo`): typed slots, each
declared next to the code that fills it, instead of ad-hoc tuple keys.

Example::

    HULLS: Slot[tuple[int, int, bool], ConstantRange] = Slot("hulls")
    session.memo.put(HULLS, (index, shift, signed), hull)
    session.memo.get(HULLS, (index, shift, signed))      # the hull, or None
    session.memo.once(COLUMN, index, lambda: compute())  # computed once per session
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar, cast

K = TypeVar("K")
V = TypeVar("V")


@dataclass(frozen=True, eq=False)
class Slot(Generic[K, V]):
    """A kind of memoized result: values of type V under keys of type K. Two slots
    never share entries, whatever their names (identity, not the name, tells them
    apart); the name is for reading."""

    name: str


class Memo:
    """The session's memo: for each slot, its entries. A stored None is an entry
    (`once` does not compute it again); `get` cannot tell it from a missing one."""

    def __init__(self) -> None:
        self._entries: dict[Slot[object, object], dict[object, object]] = {}

    def _of(self, slot: Slot[K, V]) -> dict[K, V]:
        return cast(dict[K, V], self._entries.setdefault(cast(Slot[object, object], slot), {}))

    def get(self, slot: Slot[K, V], key: K) -> V | None:
        """The entry of `slot` under `key`, or None."""
        return self._of(slot).get(key)

    def has(self, slot: Slot[K, V], key: K) -> bool:
        """Whether `slot` has an entry under `key` (None included)."""
        return key in self._of(slot)

    def put(self, slot: Slot[K, V], key: K, value: V) -> V:
        """Store `value` under `key` in `slot`; returns it."""
        self._of(slot)[key] = value
        return value

    def once(self, slot: Slot[K, V], key: K, make: Callable[[], V]) -> V:
        """The entry under `key`, made by `make()` and stored the first time."""
        entries = self._of(slot)
        if key not in entries:
            entries[key] = make()
        return entries[key]

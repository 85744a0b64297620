"""A bounded, thread-safe memo of pure results (analyses, proofs) across requests.

Every value kept here is a pure function of its key (the texts, the lexicon): a hit returns
the very result a fresh computation would, so the memo changes timing only, never output.
The memo is bounded by an estimate of the bytes its values hold (least recently used
entries go first), never holds a value bigger than a sixteenth of its budget, and keys a
lexicon by identity through a weak reference, so it never keeps a lexicon alive and a
lexicon built later at the same address never sees another one's results.
"""

from __future__ import annotations

import threading
import weakref
from collections import OrderedDict
from collections.abc import Hashable
from typing import Any, Generic, TypeVar

V = TypeVar("V")

__all__ = ["BoundedMemo"]


class BoundedMemo(Generic[V]):
    """A least-recently-used map from (lexicon, key) to values, bounded in bytes."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        """The most bytes (as estimated by the callers' costs) the memo holds."""
        self._lock = threading.Lock()
        self._entries: OrderedDict[tuple[int, Hashable], tuple[Any, V, int]] = OrderedDict()
        self._held = 0

    @property
    def held(self) -> int:
        """The estimated bytes held now."""
        return self._held

    def get(self, owner: object, key: Hashable) -> V | None:
        """The value stored for ``key`` under ``owner`` (a lexicon), or None."""
        slot = (id(owner), key)
        with self._lock:
            entry = self._entries.get(slot)
            if entry is None:
                return None
            if entry[0]() is not owner:  # that lexicon is gone: another one has its address
                self._drop(slot)
                return None
            self._entries.move_to_end(slot)
            return entry[1]

    def put(self, owner: object, key: Hashable, value: V, cost: int) -> None:
        """Keep ``value`` for ``key`` under ``owner`` unless it costs over 1/16 of the budget."""
        if cost > self.budget // 16:
            return
        slot = (id(owner), key)
        ref = weakref.ref(owner)
        with self._lock:
            if slot in self._entries:
                self._drop(slot)
            self._entries[slot] = (ref, value, cost)
            self._held += cost
            while self._held > self.budget:
                self._drop(next(iter(self._entries)))

    def _drop(self, slot: tuple[int, Hashable]) -> None:
        _, _, cost = self._entries.pop(slot)
        self._held -= cost

    def cache_clear(self) -> None:
        """Forget everything (benchmarks measure the cold path with it)."""
        with self._lock:
            self._entries.clear()
            self._held = 0

    def __len__(self) -> int:
        return len(self._entries)

"""Results of pure functions of immutable objects, remembered by the objects' identity.

The scorer lowers the same properties for several jobs of one response (soundness, the proof, each
mutant, vacuity) and prints the same monitors; the expression trees hash themselves anew on every
call, so a cache keyed by their value would cost what it saves. Keyed by identity, the objects are
kept alive with the result (so an id is never reused while its entry stands) and checked on a hit.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class IdentityMemo(Generic[T]):
    def __init__(self, size: int = 8192):
        self.size = size
        self._entries: OrderedDict[tuple, tuple[tuple, T]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, objects: tuple, extra: tuple, make: Callable[[], T]) -> T:
        """``make()`` for ``objects`` (by identity) and ``extra`` (by value), computed once while remembered."""
        key = (tuple(map(id, objects)), extra)
        with self._lock:
            hit = self._entries.get(key)
            if hit is not None and all(a is b for a, b in zip(hit[0], objects)):
                self._entries.move_to_end(key)
                return hit[1]
        value = make()
        with self._lock:
            self._entries[key] = (objects, value)
            while len(self._entries) > self.size:
                self._entries.popitem(last=False)
        return value

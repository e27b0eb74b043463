"""Calls a compiled entry point with raw addresses in a few microseconds.

`runtime.EntryPoint` checks every argument against the manifest in Python;
this path is for entry points whose IR the package wrote itself (so their
signature is known): scalars first, then input tensors, then outputs, every
tensor C-contiguous. The memref descriptors of all tensors live in one buffer
per thread and shape, filled once; a call writes only the addresses. Extents and positions are still
checked, by the entry point itself (it returns a status and writes nothing
when they are wrong: docs/Manifest.md, "Status").
"""

from __future__ import annotations

import ctypes
import threading
from typing import Sequence

from .runtime import entry_status_message


class FastEntry:
    def __init__(self, artifact, name: str):
        spec = artifact[name].spec
        args = spec["args"] + spec["outputs"]
        kinds = [a["kind"] for a in args]
        scalars = kinds.count("scalar")
        if kinds != ["scalar"] * scalars + ["tensor"] * (len(kinds) - scalars):
            raise ValueError(f"{name}: scalars must come before tensors")
        self.name = name
        self.library_path = artifact.path
        self.ranks = [len(a["shape"]) for a in args[scalars:]]
        words = sum(3 + 2 * r for r in self.ranks)
        self._buffer_type = ctypes.c_int64 * words
        self._offsets = []
        offset = 0
        for rank in self.ranks:
            self._offsets.append(offset)
            offset += 8 * (3 + 2 * rank)
        self._fn = getattr(artifact.library, spec["symbol"])
        self._fn.restype = ctypes.c_int32
        self._fn.argtypes = ([ctypes.c_int64] * scalars
                             + [ctypes.c_void_p] * len(self.ranks))

    def for_shapes(self, shapes: Sequence[Sequence[int]]) -> "ShapedCall":
        return ShapedCall(self, shapes)


class ShapedCall:
    """An entry point with every tensor's shape fixed: a call writes the
    addresses into descriptors that are otherwise ready. Each thread gets
    its own descriptor buffer (made once), so the pointer arguments are
    fixed too."""

    def __init__(self, entry: FastEntry, shapes: Sequence[Sequence[int]]):
        self.entry = entry
        words = []
        self._slots = []
        for shape in shapes:
            stride, strides = 1, []
            for extent in reversed(shape):
                strides.append(stride)
                stride *= extent
            self._slots.append(len(words))
            words += (0, 0, 0, *shape, *reversed(strides))
        self._words = words
        self._local = threading.local()

    def _thread_state(self):
        buffer = self.entry._buffer_type(*self._words)
        base = ctypes.addressof(buffer)
        state = (buffer, [base + o for o in self.entry._offsets])
        self._local.state = state
        return state

    def __call__(self, scalars: Sequence[int], addresses: Sequence[int]) -> None:
        state = getattr(self._local, "state", None) or self._thread_state()
        buffer, pointers = state
        for slot, address in zip(self._slots, addresses):
            buffer[slot] = buffer[slot + 1] = address
        status = self.entry._fn(*scalars, *pointers)
        if status:
            raise ValueError(f"{self.entry.name}: {entry_status_message(status)}")

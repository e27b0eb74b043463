"""Loads artifacts made by `rope-compile` (shared library + JSON manifest) and
calls their entry points on numpy arrays through ctypes.

Tensors travel as MLIR memref descriptors; outputs are allocated here (or
passed in) and given after the inputs, as the manifest's calling convention
says. The manifest (docs/Manifest.md) must equal the copy embedded in the
library, and every call is checked against it before it happens: element
types, static extents, equal sizes wherever the manifest puts one symbol
(the extents the compiled code needs equal), writable outputs and scalars in
their C type's range. A wrong call raises ValueError instead of touching
memory.
"""

from __future__ import annotations

import ctypes
import functools
import operator
import pathlib
from typing import Dict, List, Optional, Sequence, Tuple

import numpy as np

from . import manifest as manifest_file

EMBEDDED_SYMBOL = "_rope_mlir_manifest"

from .dtypes import ACCEPTED_DTYPES, NUMPY_DTYPES, bf16_to_f32, f32_to_bf16  # noqa: F401
from .tensors import empty_output

SCALARS = {"f32": ctypes.c_float, "f64": ctypes.c_double, "i32": ctypes.c_int32,
           "i64": ctypes.c_int64, "index": ctypes.c_int64}
INTEGER_BITS = {"i32": 32, "i64": 64, "index": 64}


@functools.lru_cache(maxsize=None)
def _descriptor_type(rank: int):
    fields = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p),
              ("offset", ctypes.c_int64)]
    if rank:
        fields += [("sizes", ctypes.c_int64 * rank), ("strides", ctypes.c_int64 * rank)]
    return type(f"MemRef{rank}D", (ctypes.Structure,), {"_fields_": fields})


def _descriptor(array: np.ndarray):
    desc = _descriptor_type(array.ndim)()
    desc.allocated = desc.aligned = array.ctypes.data
    desc.offset = 0
    for axis in range(array.ndim):
        desc.sizes[axis] = array.shape[axis]
        desc.strides[axis] = array.strides[axis] // array.itemsize
    return desc


def _scalar(what: str, value, element: str):
    """The ctypes value of a scalar argument; ValueError where ctypes would
    wrap or round it silently."""
    if element in INTEGER_BITS:
        if isinstance(value, (bool, np.bool_)):
            raise ValueError(f"{what}: expected an integer ({element}), got {value!r}")
        try:
            integer = operator.index(value)
        except TypeError:
            raise ValueError(f"{what}: expected an integer ({element}), "
                             f"got {type(value).__name__}") from None
        bits = INTEGER_BITS[element]
        low, high = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
        if not low <= integer <= high:
            raise ValueError(f"{what}: {integer} is outside the range of "
                             f"{element} [{low}, {high}]")
        return SCALARS[element](integer)
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise ValueError(f"{what}: expected a number ({element}), got {value!r}") from None
    if element == "f32" and np.isfinite(number) and abs(number) > np.finfo(np.float32).max:
        raise ValueError(f"{what}: {number} is outside the range of f32")
    return SCALARS[element](number)


class _Extents:
    """Binds each symbol of the manifest's shapes to the first size seen for
    it and refuses a different one: equal symbols are extents the compiled
    code needs equal."""

    def __init__(self):
        self.sizes: Dict[str, Tuple[int, str, int]] = {}

    def check(self, what: str, array: np.ndarray, spec: dict) -> None:
        shape = spec["shape"]
        if array.ndim != len(shape) or any(
                isinstance(want, int) and want != got for want, got in zip(shape, array.shape)):
            raise ValueError(f"{what}: expected shape {shape}, got {list(array.shape)}")
        for axis, (want, got) in enumerate(zip(shape, array.shape)):
            if isinstance(want, int):
                continue
            size, other, other_axis = self.sizes.setdefault(want, (got, what, axis))
            if size != got:
                raise ValueError(
                    f"{what} extent {axis} is {got} but {other} extent {other_axis} "
                    f"is {size}: the compiled code needs them equal (both are "
                    f"{want} in the manifest)")

    def shape_of(self, what: str, spec: dict) -> List[int]:
        unbound = [s for s in spec["shape"] if not isinstance(s, int) and s not in self.sizes]
        if unbound:
            raise ValueError(f"{what}: extents {unbound} follow from no argument; "
                             "pass outputs=")
        return [s if isinstance(s, int) else self.sizes[s][0] for s in spec["shape"]]


# What a compiled entry point returns (docs/Manifest.md, "Status").
SHAPE_MISMATCH, POSITION_OUT_OF_RANGE, TILES_UNAVAILABLE = 1, 2, 3
ENTRY_STATUS = {
    SHAPE_MISMATCH: "the entry point refused its arguments: an extent differs from its "
       "static size or from an extent it must equal, or query heads are not "
       "a multiple of kv heads; nothing was written",
    POSITION_OUT_OF_RANGE: "the entry point refused its arguments: a position lies outside "
       "[0, 2^31) or outside its table; nothing was written",
    TILES_UNAVAILABLE: "the entry point cannot run: its attention kernel computes on AMX tiles "
       "and this CPU lacks AMX-TILE or AMX-BF16, or Linux refused the process "
       "the tile data state (arch_prctl ARCH_REQ_XCOMP_PERM); compile for this "
       "CPU (--target-cpu=host); nothing was written",
}


def entry_status_message(status: int) -> str:
    return ENTRY_STATUS.get(status, f"the entry point returned the unknown status {status}")


class EntryPoint:
    def __init__(self, library: ctypes.CDLL, spec: dict):
        if spec.get("returns") != "status-i32":
            raise ValueError(f"entry point '{spec.get('name')}' does not return a status "
                             "('returns': 'status-i32')")
        self.name = spec["name"]
        self.spec = spec
        self._fn = getattr(library, spec["symbol"])
        self._fn.restype = ctypes.c_int32

    @staticmethod
    def _check_dtype(what: str, array: np.ndarray, spec: dict) -> None:
        accepted = ACCEPTED_DTYPES[spec["element"]]
        if array.dtype not in accepted:
            raise ValueError(f"{what}: expected {spec['element']} "
                             f"({' or '.join(map(str, accepted))}), got {array.dtype}")

    def __call__(self, *args, outputs: Optional[Sequence[np.ndarray]] = None) -> List[np.ndarray]:
        specs = self.spec["args"]
        if len(args) != len(specs):
            raise ValueError(f"{self.name}: expected {len(specs)} arguments, got {len(args)}")
        extents = _Extents()
        keep, c_args = [], []
        for index, (value, spec) in enumerate(zip(args, specs)):
            what = f"{self.name} argument #{index}"
            if spec["kind"] != "tensor":
                c_args.append(_scalar(what, value, spec["element"]))
                continue
            array = np.asarray(value)
            self._check_dtype(what, array, spec)
            extents.check(what, array, spec)
            array = np.ascontiguousarray(array)
            desc = _descriptor(array)
            keep += [array, desc]
            c_args.append(ctypes.byref(desc))
        out_specs = self.spec["outputs"]
        if outputs is None:
            outputs = [empty_output(extents.shape_of(f"{self.name} output #{index}", spec),
                                    NUMPY_DTYPES[spec["element"]])
                       for index, spec in enumerate(out_specs)]
        if len(outputs) != len(out_specs):
            raise ValueError(f"{self.name}: expected {len(out_specs)} outputs")
        for index, (out, spec) in enumerate(zip(outputs, out_specs)):
            what = f"{self.name} output #{index}"
            if not isinstance(out, np.ndarray):
                raise ValueError(f"{what} must be a numpy array")
            self._check_dtype(what, out, spec)
            extents.check(what, out, spec)
            if not out.flags.c_contiguous:
                raise ValueError(f"{what} must be C-contiguous")
            if not out.flags.writeable:
                raise ValueError(f"{what} is read-only")
            desc = _descriptor(out)
            keep.append(desc)
            c_args.append(ctypes.byref(desc))
        status = self._fn(*c_args)
        if status != 0:
            raise ValueError(f"{self.name}: {entry_status_message(status)}")
        return list(outputs)


def _embedded_manifest(library: ctypes.CDLL, path: pathlib.Path) -> str:
    """The NUL-terminated manifest rope-compile put in the library."""
    try:
        symbol = ctypes.c_char.in_dll(library, EMBEDDED_SYMBOL)
    except ValueError:
        raise ValueError(f"{path} has no embedded manifest (not made by rope-compile?)") from None
    return ctypes.string_at(ctypes.addressof(symbol)).decode("utf-8", "replace")


def _check_calling_convention(manifest: dict, path: pathlib.Path) -> None:
    if manifest.get("calling_convention") != "outputs-after-inputs":
        raise ValueError(f"manifest '{path}' does not pass outputs after inputs")


class Artifact:
    """A compiled library and its manifest (`<library>.json` by default)."""

    def __init__(self, library: str, manifest: Optional[str] = None):
        path = pathlib.Path(library)
        self.path = path
        manifest_path = pathlib.Path(manifest) if manifest else pathlib.Path(str(path) + ".json")
        text = manifest_path.read_text()
        self.manifest = manifest_file.parse(text, manifest_path, target="cpu")
        _check_calling_convention(self.manifest, manifest_path)
        self._library = ctypes.CDLL(str(path.resolve()))
        # The manifest drives every allocation and check: it must be the
        # library's own, byte for byte.
        if text.rstrip() != _embedded_manifest(self._library, path).rstrip():
            raise ValueError(f"manifest '{manifest_path}' does not match the library it "
                             "describes (stale, edited or for another library)")
        self.entry_points: Dict[str, EntryPoint] = {
            spec["name"]: EntryPoint(self._library, spec)
            for spec in self.manifest["entry_points"]}

    def __getitem__(self, name: str) -> EntryPoint:
        return self.entry_points[name]

    @property
    def library(self) -> ctypes.CDLL:
        return self._library

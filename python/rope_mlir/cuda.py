"""rope() on CUDA tensors: our PTX kernels, launched through the CUDA
driver on the caller's stream.

The kernel is the rope IR of kernel_source compiled by `rope-compile
--target=nvptx` for the device's architecture (kept in the kernel cache
with its manifest; the PTX must match the manifest's FNV-1a checksum) and
loaded into the device's primary context, the one torch uses. Launches
follow the manifest (docs/Manifest.md, "GPU kernels"): one block per token,
memrefs as flat (pointer, pointer, 0, elements, 1), then the i64 offset,
batch and sequence length. A GPU kernel returns no status, so everything
it trusts is checked here first: element types, static extents, the
extents q and k share, and every position inside [0, 2^31).

Tensors: torch CUDA tensors (the stream is torch's current one), or any
object with `__cuda_array_interface__` (f32/f16; its `stream`, else the
default stream). The driver is libcuda.so.1, or $ROPE_CUDA_LIBRARY.
"""

from __future__ import annotations

import ctypes
import functools
import os
import pathlib
import threading
from typing import Dict, Tuple

from . import kernel_cache, kernel_source, tensors
from . import manifest as manifest_file
from .reference import POSITION_LIMIT

_CAI_ELEMENTS = {"<f4": "f32", "<f2": "f16"}
_ELEMENT_BYTES = {"f32": 4, "f16": 2, "bf16": 2, "i32": 4, "i64": 8}
_ATTRIBUTE_CC_MAJOR, _ATTRIBUTE_CC_MINOR = 75, 76
_lock = threading.Lock()


class CudaError(RuntimeError):
    pass


def fnv1a64(data: bytes) -> str:
    h = 0xCBF29CE484222325
    for byte in data:
        h = ((h ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return f"{h:016x}"


class _Driver:
    def __init__(self):
        path = os.environ.get("ROPE_CUDA_LIBRARY") or "libcuda.so.1"
        try:
            self.lib = ctypes.CDLL(path)
        except OSError as error:
            raise CudaError(f"no CUDA device: cannot load the CUDA driver ({error})") from None
        self.check("cuInit", self.lib.cuInit(0))
        self.contexts: Dict[int, ctypes.c_void_p] = {}
        self.functions: Dict[Tuple[str, int, str], ctypes.c_void_p] = {}
        self.lib.cuLaunchKernel.argtypes = [
            ctypes.c_void_p, ctypes.c_uint, ctypes.c_uint, ctypes.c_uint, ctypes.c_uint,
            ctypes.c_uint, ctypes.c_uint, ctypes.c_uint, ctypes.c_void_p, ctypes.c_void_p,
            ctypes.c_void_p]

    def check(self, call: str, result: int) -> None:
        if result:
            message = ctypes.c_char_p()
            self.lib.cuGetErrorString(result, ctypes.byref(message))
            text = message.value.decode() if message.value else f"error {result}"
            raise CudaError(f"{call} failed: {text}")

    def bind(self, device: int) -> None:
        """Makes the device's primary context (torch's) current here."""
        context = self.contexts.get(device)
        if context is None:
            handle = ctypes.c_int()
            self.check("cuDeviceGet", self.lib.cuDeviceGet(ctypes.byref(handle), device))
            context = ctypes.c_void_p()
            self.check("cuDevicePrimaryCtxRetain",
                       self.lib.cuDevicePrimaryCtxRetain(ctypes.byref(context), handle))
            self.contexts[device] = context
        self.check("cuCtxSetCurrent", self.lib.cuCtxSetCurrent(context))

    @functools.lru_cache(maxsize=None)
    def chip(self, device: int) -> str:
        major, minor = ctypes.c_int(), ctypes.c_int()
        self.check("cuDeviceGetAttribute", self.lib.cuDeviceGetAttribute(
            ctypes.byref(major), _ATTRIBUTE_CC_MAJOR, device))
        self.check("cuDeviceGetAttribute", self.lib.cuDeviceGetAttribute(
            ctypes.byref(minor), _ATTRIBUTE_CC_MINOR, device))
        if major.value < 7:
            raise CudaError(f"device {device} is sm_{major.value}{minor.value}; the kernels "
                            "need sm_70 or newer")
        return f"sm_{major.value}{minor.value}"

    def function(self, ptx: str, device: int, name: str) -> ctypes.c_void_p:
        key = (ptx, device, name)
        function = self.functions.get(key)
        if function is None:
            module = ctypes.c_void_p()
            self.check("cuModuleLoadDataEx", self.lib.cuModuleLoadDataEx(
                ctypes.byref(module), ctypes.c_char_p(ptx.encode() + b"\0"), 0, None, None))
            function = ctypes.c_void_p()
            self.check("cuModuleGetFunction", self.lib.cuModuleGetFunction(
                ctypes.byref(function), module, name.encode()))
            self.functions[key] = function
        return function


_driver = None


def driver() -> _Driver:
    global _driver
    with _lock:
        if _driver is None:
            _driver = _Driver()
    return _driver


def is_cuda(x) -> bool:
    if tensors.is_torch(x):
        return x.device.type == "cuda"
    return hasattr(x, "__cuda_array_interface__")


class _DeviceTensor:
    """What a launch needs of a CUDA tensor, from torch or the interface."""

    def __init__(self, what: str, x, integer: bool = False):
        if tensors.is_torch(x):
            if x.device.type != "cuda":
                raise TypeError(f"{what}: expected a CUDA tensor, got one on {x.device}")
            if not x.is_contiguous():
                x = x.contiguous()
            self.element = (tensors.integer_element(what, x) if integer
                            else tensors.float_element(what, x))
            self.address, self.shape, self.device = x.data_ptr(), tuple(x.shape), x.device.index
            import torch
            self.stream = torch.cuda.current_stream(x.device).cuda_stream
        else:
            interface = getattr(x, "__cuda_array_interface__", None)
            if interface is None:
                raise TypeError(f"{what}: expected a CUDA tensor (torch, or an object with "
                                f"__cuda_array_interface__), got {type(x).__name__}")
            elements = {"<i4": "i32", "<i8": "i64"} if integer else _CAI_ELEMENTS
            self.element = elements.get(interface["typestr"])
            if self.element is None:
                raise TypeError(f"{what}: elements '{interface['typestr']}' are not "
                                f"{', '.join(elements)}")
            if interface.get("strides") is not None:
                raise TypeError(f"{what}: expected a C-contiguous tensor")
            self.address = interface["data"][0]
            self.shape = tuple(interface["shape"])
            self.device = None
            self.stream = interface.get("stream") or 0
        self.tensor = x

    def elements(self) -> int:
        count = 1
        for extent in self.shape:
            count *= extent
        return count


def _positions_in_range(what: str, x) -> None:
    """Explicit positions checked on the device (one synchronisation)."""
    if tensors.is_torch(x) and x.numel():
        low, high = int(x.min()), int(x.max())
        if low < 0 or high >= POSITION_LIMIT:
            raise ValueError(f"{what}: positions must lie in [0, 2^31); found {low} .. {high}")
    elif not tensors.is_torch(x):
        raise TypeError(f"{what}: explicit positions on CUDA must be a torch tensor "
                        "(their range is checked before the launch)")


@functools.lru_cache(maxsize=256)
def _kernel(source: str, chip: str):
    """(PTX text, manifest kernel entry) of `source` for `chip`; read and
    checked once per process."""
    ptx_path = kernel_cache.compiled_file(source, ("--target=nvptx", f"--chip={chip}"), ".ptx")
    ptx = ptx_path.read_text()
    try:
        manifest = manifest_file.read(pathlib.Path(str(ptx_path) + ".json"), target="nvptx")
    except ValueError as error:
        raise CudaError(str(error)) from None
    if manifest.get("ptx_fnv1a64") != fnv1a64(ptx.encode()):
        raise CudaError(f"{ptx_path}: the PTX does not match its manifest's checksum")
    return ptx, manifest["kernels"][0]


def rope(q, k=None, *, params: str, offset=0, positions=None, layout: str = "bshd",
         inverse: bool = False):
    """rope() for CUDA tensors; `params` is the `#rope.params` body."""
    qd = _DeviceTensor("q", q)
    inputs = [qd] + ([_DeviceTensor("k", k)] if k is not None else [])
    for what, t in zip(("q", "k"), inputs):
        if len(t.shape) != len(layout):
            raise ValueError(f"{what}: layout '{layout}' needs {len(layout)} axes, got "
                             f"shape {t.shape}")
        if t.element != qd.element:
            raise TypeError(f"{what}: expected {qd.element} like q, got {t.element}")
    for axis, name in enumerate(layout):
        if name in "bsd" and k is not None and inputs[1].shape[axis] != qd.shape[axis]:
            raise ValueError(f"k extent {axis} ({name}) is {inputs[1].shape[axis]} but q's is "
                             f"{qd.shape[axis]}: they must be equal")
    where = kernel_source.Positions("offset")
    position_tensor = None
    if positions is not None:
        position_tensor = _DeviceTensor("positions", positions, integer=True)
        _positions_in_range("positions", positions)
        where = kernel_source.Positions("positions", position_tensor.element,
                                        len(position_tensor.shape))
        offset = 0
    elif not isinstance(offset, int) or not 0 <= offset < POSITION_LIMIT:
        raise ValueError(f"offset: expected an integer in [0, 2^31), got {offset!r}")
    batch = qd.shape[layout.index("b")] if "b" in layout else 1
    seq = qd.shape[layout.index("s")]
    if position_tensor is not None and position_tensor.shape not in ((seq,), (batch, seq)):
        raise ValueError(f"positions: expected shape [{seq}] or [{batch}, {seq}], got "
                         f"{list(position_tensor.shape)}")
    device = qd.device if qd.device is not None else 0
    drv = driver()
    drv.bind(device)
    source = kernel_source.rope_source(layout, qd.element, qd.shape,
                                       None if k is None else inputs[1].shape, where, params,
                                       inverse)
    ptx, kernel = _kernel(source, drv.chip(device))
    outs = [_empty_like(t.tensor) for t in inputs]
    out_devices = [_DeviceTensor("output", o) for o in outs]
    values = []
    for param in kernel["params"]:
        role = param["role"]
        if param["kind"] == "memref":
            t = {"input": lambda i: inputs[i], "output": lambda i: out_devices[i],
                 "positions": lambda i: position_tensor}[role](param.get("index", 0))
            values += [t.address, t.address, 0, t.elements(), 1]
        else:
            values.append({"offset": offset, "batch": batch, "seq": seq}[role])
    storage = (ctypes.c_int64 * len(values))(*values)
    base = ctypes.addressof(storage)
    pointers = (ctypes.c_void_p * len(values))(*[base + 8 * i for i in range(len(values))])
    if batch * seq:
        block = kernel["block"]
        drv.check("cuLaunchKernel", drv.lib.cuLaunchKernel(
            drv.function(ptx, device, kernel["name"]), batch * seq, 1, 1, block[0], block[1],
            block[2], 0, qd.stream, pointers, None))
    return outs[0] if k is None else (outs[0], outs[1])


def _empty_like(x):
    if tensors.is_torch(x):
        import torch
        return torch.empty_like(x, memory_format=torch.contiguous_format)
    allocate = getattr(x, "empty_like", None)
    if allocate is None:
        raise TypeError("outputs of CUDA tensors that are not torch tensors need the "
                        "object's empty_like()")
    return allocate()

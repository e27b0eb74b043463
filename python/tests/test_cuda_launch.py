"""The CUDA path of rope_mlir.rope without a GPU: a stand-in driver
(test/Tools/Inputs/fake-cuda.cpp, ROPE_CUDA_LIBRARY) records each launch.
Checks the kernel compiled for the device's architecture, its grid, block
and parameters as the manifest says (flat memrefs of the right sizes, the
offset, batch and sequence length), outputs allocated beside the inputs,
and that every bad call is refused before anything is launched. The
results themselves are checked on a GPU (bench/run-gpu.sh)."""

import ctypes
import os
import pathlib
import re
import shutil
import subprocess

import numpy as np
import pytest

from rope_mlir import api, cuda
from rope_mlir.reference import RopeConfig
from rope_mlir.tools import tool_path

ROOT = pathlib.Path(__file__).resolve().parents[2]
COMPILER = shutil.which("clang++-22") or shutil.which("c++")
pytestmark = [
    pytest.mark.skipif(not tool_path("rope-compile").exists(), reason="rope-compile is not built"),
    pytest.mark.skipif(COMPILER is None, reason="no C++ compiler for the stand-in driver"),
]


@pytest.fixture(scope="module")
def fake_driver(tmp_path_factory):
    folder = tmp_path_factory.mktemp("fake-cuda")
    library = folder / "libfakecuda.so"
    subprocess.run([COMPILER, "-std=c++17", "-shared", "-fPIC", "-o", str(library),
                    str(ROOT / "test" / "Tools" / "Inputs" / "fake-cuda.cpp")], check=True)
    saved = {k: os.environ.get(k) for k in ("ROPE_CUDA_LIBRARY", "ROPE_MLIR_CACHE_DIR")}
    os.environ["ROPE_CUDA_LIBRARY"] = str(library)
    os.environ["ROPE_MLIR_CACHE_DIR"] = str(folder / "cache")
    cuda._driver = None
    yield ctypes.CDLL(str(library))
    cuda._driver = None
    for key, value in saved.items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value


class DeviceArray:
    """Device memory from the stand-in driver, seen through the CUDA array
    interface."""

    def __init__(self, driver, shape, typestr):
        self.driver, self.shape, self.typestr = driver, tuple(shape), typestr
        pointer = ctypes.c_ulonglong()
        size = int(np.prod(shape)) * int(typestr[-1])
        assert driver.cuMemAlloc_v2(ctypes.byref(pointer), ctypes.c_size_t(size)) == 0
        self.pointer = pointer.value

    @property
    def __cuda_array_interface__(self):
        return {"shape": self.shape, "typestr": self.typestr, "data": (self.pointer, False),
                "version": 3, "strides": None}

    def empty_like(self):
        return DeviceArray(self.driver, self.shape, self.typestr)


def launches(text):
    return re.findall(r"fake-cuda: launch (\S+) grid \[(.*?)\] block \[(.*?)\] shared (\d+)"
                      r" params(.*)", text)


def test_launch_follows_the_manifest(fake_driver, capfd):
    q = DeviceArray(fake_driver, (2, 3, 4, 64), "<f2")
    k = DeviceArray(fake_driver, (2, 3, 1, 64), "<f2")
    capfd.readouterr()
    # The stand-in prints a kernel's parameters when told their kinds.
    source = cuda.kernel_source.rope_source(
        "bshd", "f16", q.shape, k.shape, cuda.kernel_source.Positions("offset"),
        api._model(RopeConfig(head_dim=64, theta=500000.0), 64).params, False)
    _, kernel = cuda._kernel(source, "sm_90")
    os.environ["FAKE_CUDA_PARAMS"] = f"{kernel['name']}:mmmmiii"
    try:
        q_out, k_out = api.rope(q, k, config=RopeConfig(head_dim=64, theta=500000.0),
                                offset=16777000, layout="bshd")
    finally:
        del os.environ["FAKE_CUDA_PARAMS"]
    assert isinstance(q_out, DeviceArray) and q_out.shape == q.shape and k_out.shape == k.shape
    (name, grid, block, shared, params), = launches(capfd.readouterr().err)
    assert name == kernel["name"] and grid == "6, 1, 1" and shared == "0"
    assert block == ", ".join(map(str, kernel["block"]))
    assert params.split() == ["#0+0/1536/1", "#1+0/384/1", "#2+0/1536/1", "#3+0/384/1",
                              "16777000", "2", "3"]
    ptx = next(pathlib.Path(os.environ["ROPE_MLIR_CACHE_DIR"]).glob("*.ptx")).read_text()
    assert ".target sm_90" in ptx


def test_bad_calls_launch_nothing(fake_driver, capfd):
    cfg = RopeConfig(head_dim=64)
    q = DeviceArray(fake_driver, (1, 4, 2, 64), "<f4")
    capfd.readouterr()
    with pytest.raises(ValueError, match=r"k extent 1 \(s\) is 5 but q's is 4"):
        api.rope(q, DeviceArray(fake_driver, (1, 5, 2, 64), "<f4"), config=cfg, layout="bshd")
    with pytest.raises(TypeError, match="k: expected f32 like q, got f16"):
        api.rope(q, DeviceArray(fake_driver, (1, 4, 2, 64), "<f2"), config=cfg, layout="bshd")
    with pytest.raises(ValueError, match=r"offset: expected an integer in \[0, 2\^31\)"):
        api.rope(q, config=cfg, offset=-3, layout="bshd")
    with pytest.raises(TypeError, match="elements '<f8' are not"):
        api.rope(DeviceArray(fake_driver, (1, 4, 2, 64), "<f8"), config=cfg, layout="bshd")
    with pytest.raises(TypeError, match="explicit positions on CUDA must be a torch tensor"):
        api.rope(q, config=cfg, positions=DeviceArray(fake_driver, (4,), "<i4"), layout="bshd")
    with pytest.raises(ValueError, match="layout 'bshd' needs 4 axes"):
        api.rope(DeviceArray(fake_driver, (4, 2, 64), "<f4"), config=cfg, layout="bshd")
    assert "launch" not in capfd.readouterr().err


def test_tampered_ptx_is_refused(fake_driver):
    source = cuda.kernel_source.rope_source(
        "sd", "f32", (5, 32), None, cuda.kernel_source.Positions("offset"), "<>", False)
    path = cuda.kernel_cache.compiled_file(source, ("--target=nvptx", "--chip=sm_90"), ".ptx")
    path.write_text(path.read_text().replace("sm_90", "sm_80"))
    with pytest.raises(cuda.CudaError, match="does not match its manifest's checksum"):
        cuda._kernel(source, "sm_90")


def test_manifest_of_another_schema_is_refused(fake_driver):
    """The PTX's manifest goes through the package's one manifest reader:
    another schema version is refused before its checksum is read."""
    source = cuda.kernel_source.rope_source(
        "sd", "f32", (6, 32), None, cuda.kernel_source.Positions("offset"), "<>", False)
    path = cuda.kernel_cache.compiled_file(source, ("--target=nvptx", "--chip=sm_90"), ".ptx")
    manifest = pathlib.Path(str(path) + ".json")
    manifest.write_text(manifest.read_text().replace('"version": 4', '"version": 3'))
    with pytest.raises(cuda.CudaError, match="is not a rope-mlir-manifest version 4"):
        cuda._kernel(source, "sm_90")

"""RoPE-MLIR's kernels inside IREE (docs/IREE.md): modules that iree-compile
--compile-to=input printed for the frontends' default routes
(test/Frontends/Inputs/iree-input, the corpus cases of the same names) are
spliced, compiled by IREE from the input phase and run by IREE's runtime on
the corpus' recorded arguments, against the frontend's own outputs."""

import pathlib
import re
import subprocess
import sys

import ml_dtypes
import numpy as np
import pytest

iree_runtime = pytest.importorskip("iree.runtime")
from rope_mlir.iree import compile as iree_compile  # noqa: E402
from rope_mlir.iree import splice  # noqa: E402
from rope_mlir.tools import tool_path  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
INPUTS = ROOT / "test" / "Frontends" / "Inputs" / "iree-input"
CORPUS = ROOT / "test" / "Frontends" / "Inputs" / "corpus"
MODULES = sorted(INPUTS.glob("*/*.mlir"))
# (device, its flags): one thread, and a task pool of 1 and 2 workers.
DEVICES = [("local-sync", []),
           ("local-task", ["--task_topology_group_count=1"]),
           ("local-task", ["--task_topology_group_count=2"])]

pytestmark = pytest.mark.skipif(not tool_path("rope-opt").exists(),
                                reason="rope-opt is not built")


def bf16_as_f64(bits):
    return (bits.astype(np.uint32) << 16).view(np.float32).astype(np.float64)


def recorded(name):
    data = np.load(next(CORPUS.glob(f"*/{name}.npz")))
    args = sorted((k for k in data if re.fullmatch(r"arg\d+", k)), key=lambda k: int(k[3:]))
    outs = sorted((k for k in data if re.fullmatch(r"out\d+", k)), key=lambda k: int(k[3:]))
    # bf16 is recorded as its bits.
    return ([data[k].view(ml_dtypes.bfloat16) if data[k].dtype == np.uint16 else data[k]
             for k in args], [data[k] for k in outs])


def run_in_iree(vmfb, device, flags, args):
    """Every output of `main`, as float64 (bf16 exactly), in a fresh process
    so that each device's flags apply."""
    script = (
        "import sys, numpy as np, ml_dtypes, iree.runtime as rt\n"
        "rt.flags.parse_flags(*sys.argv[3:])\n"
        "data = np.load(sys.argv[2]); args = [data[f'a{i}'] for i in range(len(data))]\n"
        "args = [a.view(ml_dtypes.bfloat16) if a.dtype == np.uint16 else a for a in args]\n"
        "cfg = rt.Config(sys.argv[1].split(':')[0]); ctx = rt.SystemContext(config=cfg)\n"
        "ctx.add_vm_module(rt.VmModule.mmap(cfg.vm_instance, sys.argv[1].split(':', 1)[1]))\n"
        "name = [m for m in ctx.modules.keys() if m != 'hal'][0]\n"
        "outs = ctx.modules[name].main(*args)\n"
        "outs = outs if isinstance(outs, (list, tuple)) else [outs]\n"
        "np.savez(sys.argv[2] + '.out.npz', *[np.asarray(o).view(np.uint16)\n"
        "  if np.asarray(o).dtype == ml_dtypes.bfloat16 else np.asarray(o) for o in outs])\n")
    inputs = vmfb.with_suffix(".args.npz")
    np.savez(inputs, **{f"a{i}": a.view(np.uint16) if a.dtype == ml_dtypes.bfloat16 else a
                        for i, a in enumerate(args)})
    subprocess.run([sys.executable, "-c", script, f"{device}:{vmfb}", str(inputs), *flags],
                   check=True)
    got = np.load(str(inputs) + ".out.npz")
    return [got[f"arr_{i}"] for i in range(len(got))]


@pytest.mark.parametrize("module", MODULES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_runs_in_iree_as_the_frontend(module, tmp_path):
    text = module.read_text()
    spliced, report = splice.splice(text, work_dir=tmp_path)
    negative = module.stem.startswith("neg-")
    if negative:
        assert report.fused == 0 and "flow.dispatch" not in spliced
        assert report.remarks, "a module left alone says why"
    else:
        assert report.fused >= 1
        # Weights stay globals; no rope op is left for IREE.
        assert text.count("util.global private") == spliced.count("util.global private")
        assert not re.search(r'"rope\.|rope\.(apply|attention) ', spliced)
    vmfb = iree_compile.compile_spliced(spliced, tmp_path / "m.vmfb")
    args, outs = recorded(module.stem)
    bf16 = any(a.dtype == ml_dtypes.bfloat16 for a in args)
    bound = 2e-2 if bf16 else 1e-5
    for device, flags in DEVICES:
        got = run_in_iree(vmfb, device, flags, args)
        assert len(got) == len(outs)
        for i, (g, ref) in enumerate(zip(got, outs)):
            g = bf16_as_f64(g) if ref.dtype == np.uint16 else g.astype(np.float64)
            ref = bf16_as_f64(ref) if ref.dtype == np.uint16 else ref.astype(np.float64)
            err = np.linalg.norm(g - ref) / np.linalg.norm(ref)
            print(f"{module.stem} {device}{''.join(flags)} out{i}: {err:.2e} "
                  f"({report.fused} fused)")
            assert err <= bound


def test_malformed_input_is_an_error(tmp_path):
    with pytest.raises(splice.SpliceError, match="does not parse"):
        splice.splice("util.func @f(", work_dir=tmp_path)


def test_foreign_module_is_an_error(tmp_path):
    with pytest.raises(splice.SpliceError, match="no util.func"):
        splice.splice("func.func @f() { return }", work_dir=tmp_path)


def test_positions_out_of_range_fail_the_call(tmp_path, capfd):
    """Positions that arrive as input are checked by a dispatch of their
    own: out of range, the call fails with IREE's OUT_OF_RANGE and a
    message naming the kernel, and the kernel's phases do not run. Kernels
    whose positions are constants have no check."""
    name = "llama-attention-runtime-bf16"
    spliced, report = splice.splice(next(INPUTS.glob(f"*/{name}.mlir")).read_text(),
                                    work_dir=tmp_path)
    assert [k.check for k in report.kernels] == [f"{report.kernels[0].symbol}_check"]
    assert "util.status.check_ok" in spliced
    vmfb = iree_compile.compile_spliced(spliced, tmp_path / "m.vmfb")
    args, _ = recorded(name)
    assert args[1].dtype == np.int64 and args[1].shape == (1, 8)  # the positions
    for bad in (-1, 2**31):
        args[1][0, 3] = bad
        with pytest.raises(subprocess.CalledProcessError):
            run_in_iree(vmfb, "local-task", [], args)
        err = capfd.readouterr().err
        assert "OUT_OF_RANGE" in err and report.kernels[0].symbol in err, err

    constant = splice.splice((INPUTS / "torch" / "llama-sdpa-attention-f32.mlir").read_text(),
                             work_dir=tmp_path)
    assert [k.check for k in constant[1].kernels] == [None]
    assert "util.status.check_ok" not in constant[0]


EXPORTS = sorted((ROOT / "test" / "Frontends" / "Inputs" / "frontend-export").glob("*.mlir"))


@pytest.mark.parametrize("export", EXPORTS, ids=lambda p: p.name)
def test_compile_module_from_the_frontends_export(export, tmp_path):
    """What compile_torch does after iree-turbine's aot.export, and the same
    for JAX's StableHLO: the frontend's own module (iree-turbine's torch
    dialect, jax.jit(...).lower(...) StableHLO) through --compile-to=input,
    the splice and iree-compile to a .vmfb that runs as the frontend did."""
    name, route = export.name.rsplit(".", 2)[:2]
    report = iree_compile.compile_module(export.read_text(), tmp_path / "m.vmfb",
                                         input_type={"torch": "torch",
                                                     "stablehlo": "stablehlo"}[route])
    assert report.fused == 1
    args, outs = recorded(name)
    got = run_in_iree(tmp_path / "m.vmfb", "local-task", [], args)
    for g, ref in zip(got, outs):
        assert np.linalg.norm(g - ref) / np.linalg.norm(ref) <= 1e-5

"""What every frontend's cases share: paths and sizes, arrays and their npz
files, lowering through iree-compile, stripping and verifying, and writing a
case's files and manifest entry."""

import importlib.metadata
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zlib
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
OUT = ROOT / "test" / "Frontends" / "Inputs" / "corpus"
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT / "python"))
from rope_mlir.iree import strip as strip_iree  # noqa: E402

SEQ = 8                 # tokens of a prefill chunk
RUNTIME_POS0 = 20       # runtime positions are RUNTIME_POS0 .. RUNTIME_POS0+SEQ-1
PAST = 15               # cached tokens before the decode step's new token
MAX_POS = 64            # max_position_embeddings of every config

VERSIONS = {p: importlib.metadata.version(p) for p in (
    "torch", "transformers", "iree-base-compiler", "iree-turbine", "jax",
    "jaxlib", "numpy")}


def mlir_opt():
    for cand in ("mlir-opt-22", "/usr/lib/llvm-22/bin/mlir-opt"):
        path = shutil.which(cand)
        if path:
            return path
    return None


def iree_compile():
    path = Path(sys.executable).parent / "iree-compile"
    return str(path) if path.exists() else shutil.which("iree-compile")


def seed_of(name):
    return zlib.crc32(name.encode()) & 0x7FFFFFFF


# ----------------------------------------------------------------------------
# Arrays: bf16 is stored as its uint16 bit pattern.

def np_of(x):
    """(array, dtype name) for a torch tensor or a jax/numpy array."""
    mod = type(x).__module__
    if mod.startswith("torch"):
        import torch
        x = x.detach().cpu()
        if x.dtype == torch.bfloat16:
            return x.view(torch.int16).numpy().view(np.uint16), "bf16"
        arr = x.numpy()
    else:
        arr = np.asarray(x)
        if arr.dtype.name == "bfloat16":
            return arr.view(np.uint16), "bf16"
    return arr, {"float32": "f32", "float64": "f64", "int64": "i64", "int32": "i32",
                 "bool": "i1"}[arr.dtype.name]


def f64_of(x):
    """A frontend array (torch tensor, jax/numpy array, bf16 included) as
    float64 values: exact for bf16 and f32."""
    arr, dt = np_of(x)
    if dt == "bf16":
        return (arr.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    return arr.astype(np.float64)


def rel_l2(ref, got):
    """||got - ref|| / ||ref|| in float64."""
    ref, got = np.asarray(ref, np.float64), np.asarray(got, np.float64)
    den = float(np.linalg.norm(ref))
    return float(np.linalg.norm(got - ref)) / (den if den else 1.0)


def tensor_desc(name, x, key):
    arr, dt = np_of(x)
    return {"name": name, "shape": list(arr.shape), "dtype": dt,
            "npz_key": key}


# ----------------------------------------------------------------------------
# Lowering to stripped linalg.

class CaseFailure(Exception):
    def __init__(self, stage, message):
        # Object addresses would make the record differ from run to run.
        message = re.sub(r" at 0x[0-9a-f]+", "", message)
        super().__init__(f"{stage}: {message}")
        self.stage = stage
        self.message = message


def run_iree(src_text, input_type, raw_dir, name):
    flags = [f"--iree-input-type={input_type}", "--compile-to=input"]
    if input_type == "torch":
        flags.append("--iree-torch-emit-async-entry-points=false")
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / f"{name}.{input_type}.mlir"
        dst = Path(tmp) / "out.mlir"
        src.write_text(src_text)
        # Run inside the temporary folder so that messages name the file alone.
        proc = subprocess.run([iree_compile(), *flags, src.name, "-o", dst.name],
                              capture_output=True, text=True, cwd=tmp)
        if raw_dir:
            (raw_dir / f"{name}.{input_type}.mlir").write_text(src_text)
        if proc.returncode != 0:
            raise CaseFailure("iree-compile --compile-to=input",
                              first_error(proc.stderr))
        text = dst.read_text()
        if raw_dir:
            (raw_dir / f"{name}.input.mlir").write_text(text)
        return text, flags


def first_error(stderr):
    lines = [l for l in stderr.splitlines() if l.strip()]
    for i, line in enumerate(lines):
        if "error:" in line:
            return "\n".join(lines[i:i + 3])
    return "\n".join(lines[-6:])


def strip_and_verify(text):
    """(stripped text, entry, verified, generic ops): generic ops are the IREE
    ops rope_mlir.iree.strip kept in the generic form; a module with any is verified
    with --allow-unregistered-dialect."""
    try:
        stripped, entry = strip_iree.strip(text, rename="main")
    except strip_iree.StripError as e:
        raise CaseFailure("strip_iree", str(e))
    generic = strip_iree.generic_ops(stripped)
    verified = None
    tool = mlir_opt()
    if tool:
        flags = ["--allow-unregistered-dialect"] if generic else []
        with tempfile.NamedTemporaryFile("w", suffix=".mlir") as f:
            f.write(stripped)
            f.flush()
            proc = subprocess.run([tool, *flags, "--verify-each", f.name, "-o",
                                   os.devnull], capture_output=True, text=True)
        if proc.returncode != 0:
            raise CaseFailure("mlir-opt-22 --verify-each",
                              first_error(proc.stderr))
        verified = True
    return stripped, entry, verified, generic


def op_counts(text):
    from iree.compiler import ir
    counts = {}
    ctx = ir.Context()
    ctx.allow_unregistered_dialects = True
    with ctx:
        module = ir.Module.parse(text)

        def visit(op):
            counts[op.name] = counts.get(op.name, 0) + 1
            for region in op.regions:
                for block in region.blocks:
                    for inner in block.operations:
                        visit(inner.operation)
        for op in module.body.operations:
            visit(op.operation)
    counts.pop("func.func", None)
    return dict(sorted(counts.items()))


# How pairs of channels rotate (the manifest's rotary_style).
HALF = ("rotate_half: channels i and i + rot/2 form a pair; "
        "x*cos + cat(-x2, x1)*sin with cos/sin = cat(freqs, freqs)")
INTERLEAVED = ("interleaved: channels 2i and 2i+1 form a pair; x*cos + rotate_every_two(x)*sin, "
               "rotate_every_two = stack(-x[..., 1::2], x[..., ::2]).flatten(-2), cos/sin "
               "repeat_interleave'd by 2")
DEINTERLEAVE = ("interleaved pairs (2i, 2i+1), written de-interleaved: "
                "cat(x1*cos - x2*sin, x2*cos + x1*sin) with x1 = x[..., 0::2], x2 = x[..., 1::2] "
                "and cos/sin the first half of cat(freqs, freqs); the result's channels are "
                "the rotated pairs' first elements, then their second elements")
COMPLEX = "complex: pairs (2i, 2i+1) as complex numbers times polar(1, freqs)"

def write_case(case, frontend_dir, lowered, inputs, outputs, meta, f64):
    stripped, entry, verified, generic = strip_and_verify(lowered)
    (OUT / frontend_dir).mkdir(parents=True, exist_ok=True)
    mlir_path = OUT / frontend_dir / f"{case['name']}.mlir"
    mlir_path.write_text(stripped)
    arrays, arg_desc, out_desc = {}, [], []
    for i, (name, t) in enumerate(inputs):
        arrays[f"arg{i}"] = np_of(t)[0]
        arg_desc.append(tensor_desc(name, t, f"arg{i}"))
    for i, (name, t) in enumerate(outputs):
        arrays[f"out{i}"] = np_of(t)[0]
        out_desc.append(tensor_desc(name, t, f"out{i}"))
    outs64, how64 = f64
    if len(outs64) != len(outputs):
        raise CaseFailure("float64", f"{len(outs64)} float64 outputs for {len(outputs)}")
    diffs = []
    for i, ((name, t), o64) in enumerate(zip(outputs, outs64)):
        o64 = np.asarray(o64)
        if o64.dtype != np.float64 or o64.shape != np_of(t)[0].shape:
            raise CaseFailure("float64", f"out{i}_f64 is {o64.dtype} {o64.shape}")
        arrays[f"out{i}_f64"] = o64
        diffs.append(float(f"{rel_l2(o64, f64_of(t)):.3g}"))
    npz_path = OUT / frontend_dir / f"{case['name']}.npz"
    # Fixed timestamps in the zip entries keep the bytes reproducible.
    write_npz(npz_path, arrays)
    entry_meta = {
        "file": f"{frontend_dir}/{case['name']}.mlir",
        "npz": f"{frontend_dir}/{case['name']}.npz",
        "family": case["family"],
        "dtype": case["dtype"],
        "kind": case["kind"],
        "positions": case["positions"],
        "entry": "main",
        "arguments": arg_desc,
        "results": out_desc,
    }
    entry_meta.update(structure_fields(case))
    entry_meta["needs_unregistered"] = bool(generic)
    if generic:
        entry_meta["generic_ops"] = generic
    if "negative" in case:
        entry_meta["negative_changes"] = case["negative"]
    entry_meta.update(meta)
    entry_meta["f64_outputs"] = {
        "npz_keys": [f"out{i}_f64" for i in range(len(outputs))],
        "dtype": "float64, same shapes as out<i>",
        "how": how64,
        "rel_l2_out_vs_f64": diffs,
    }
    entry_meta["versions"] = VERSIONS
    entry_meta["mlir_opt_22_verified"] = verified
    if generic:
        entry_meta["mlir_opt_22_flags"] = ["--allow-unregistered-dialect"]
    entry_meta["bytes"] = mlir_path.stat().st_size
    entry_meta["op_counts"] = op_counts(stripped)
    return entry_meta


def write_npz(path, arrays):
    import io
    import zipfile
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for key, arr in arrays.items():
            buf = io.BytesIO()
            np.lib.format.write_array(buf, np.ascontiguousarray(arr), allow_pickle=False)
            info = zipfile.ZipInfo(f"{key}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, buf.getvalue())


def structure_fields(case):
    """The manifest fields every entry has (see README.md, "Manifest fields"):
    the route, the cache, the mask, q/k norms, NoPE layers and one record per
    attention computation."""
    blocks = case.get("attention_blocks", [])
    return {
        "route": case["route"],
        "cache": case.get("cache", "none"),
        "mask": case.get("mask_code", "none"),
        "qk_norm": case.get("qk_norm", "none"),
        "nope_layers": list(case.get("nope_layers", [])),
        "num_attention_blocks": len(blocks),
        "attention_blocks": blocks,
    }

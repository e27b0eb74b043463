#!/usr/bin/env python3
"""Runs every stripped corpus module and compares it with the frontend's values.

Each test/Frontends/Inputs/corpus/<frontend>/<name>.mlir (upstream MLIR after rope_mlir.iree.strip)
runs on the arguments of its .npz, and its results are compared with the
.npz results, which came from the frontend itself (torch eager, jax.jit).
This checks that exporting, lowering and stripping kept the semantics; it is
not needed by the project's tests.

Two ways to run a module:
  upstream (default)  stock MLIR 22: a harness function feeds the .npz
                      arguments as constants and prints the results;
                      mlir-opt-22 bufferizes and lowers it to LLVM
                      (PIPELINE below), mlir-runner runs it
  iree                IREE's own CPU compiler and runtime (llvm-cpu)

Modules that keep IREE ops in the generic form (the manifest's
needs_unregistered: iree_linalg_ext.attention / scatter / scan) have no
upstream lowering: the upstream run skips them with a note; --iree runs them
(IREE parses the generic ops back into its own).

Usage: python scripts/frontend-corpus/check.py [--iree] [SUBSTRING ...]
Prints one line per file and ends with 'N passed, N failed, N skipped'.
"""

import json
import re
import sys
from pathlib import Path

import ml_dtypes
import numpy as np

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "test" / "Frontends" / "Inputs" / "corpus"

# Largest |result - reference| allowed, relative to max |reference|. bf16
# graphs differ from the frontend in where they round (torch eager keeps some
# intermediate results in float32), so they get a bf16-sized tolerance;
# mlir-runner prints 6 significant digits.
TOLERANCE = {"f32": 1e-4, "bf16": 5e-2}


def to_runtime(arr, dtype):
    if dtype == "bf16":
        return arr.view(ml_dtypes.bfloat16)
    return arr


def to_f64(arr, dtype):
    if dtype == "bf16":
        return (arr.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    return np.asarray(arr).astype(np.float64)


def inline_blobs(text):
    """The module with each dense_resource blob written as a dense<"0x..">
    literal (the blob's first 4 bytes are its alignment, not data)."""
    start = text.find("{-#")
    blobs = dict(re.findall(r'^\s+([^\s:]+): "0x([0-9A-Fa-f]+)"', text[start:], re.M))
    body = text[:start]
    for name, hexdata in blobs.items():
        body = body.replace(f"dense_resource<{name}>", f'dense<"0x{hexdata[8:]}">')
    return body


LLVM_BIN = Path("/usr/lib/llvm-22/bin")
LLVM_LIB = Path("/usr/lib/llvm-22/lib")
PIPELINE = [
    "--convert-elementwise-to-linalg",
    "--one-shot-bufferize=bufferize-function-boundaries",
    "--convert-linalg-to-loops",
    "--expand-strided-metadata",
    "--lower-affine",
    "--convert-scf-to-cf",
    "--math-extend-to-supported-types",
    "--convert-math-to-llvm",
    "--convert-complex-to-standard",
    "--convert-to-llvm",
    "--reconcile-unrealized-casts",
]


def mlir_type(desc):
    elem = {"f32": "f32", "bf16": "bf16", "i64": "i64", "i32": "i32", "i1": "i1"}
    return "tensor<" + "x".join(str(d) for d in desc["shape"]) + "x" + elem[desc["dtype"]] + ">"


def harness(text, entry, data):
    """The module plus @corpus_check_entry(): main on the .npz arguments, each
    result printed as float32."""
    start = text.find("{-#")
    body, resources = (text[:start], text[start:]) if start >= 0 else (text, "")
    body = body.rstrip()
    assert body.endswith("}")
    arg_types = [mlir_type(a) for a in entry["arguments"]]
    res_types = [mlir_type(r) for r in entry["results"]]
    lines = []
    for i, (a, ty) in enumerate(zip(entry["arguments"], arg_types)):
        raw = np.ascontiguousarray(data[a["npz_key"]]).tobytes().hex().upper()
        lines.append(f'    %a{i} = arith.constant dense<"0x{raw}"> : {ty}')
    results = ", ".join(f"%r{i}" for i in range(len(res_types)))
    lines.append(f"    {results} = func.call @{entry['entry']}("
                 + ", ".join(f"%a{i}" for i in range(len(arg_types)))
                 + f") : ({', '.join(arg_types)}) -> ({', '.join(res_types)})")
    for i, (r, ty) in enumerate(zip(entry["results"], res_types)):
        val = f"%r{i}"
        if r["dtype"] == "bf16":
            f32 = ty.replace("xbf16>", "xf32>")
            lines.append(f"    %e{i} = arith.extf %r{i} : {ty} to {f32}")
            val, ty = f"%e{i}", f32
        lines.append(f"    %u{i} = tensor.cast {val} : {ty} to tensor<*xf32>")
        lines.append(f"    func.call @printMemrefF32(%u{i}) : (tensor<*xf32>) -> ()")
    harness_fn = ("  func.func private @printMemrefF32(tensor<*xf32>)\n"
                  "  func.func @corpus_check_entry() {\n" + "\n".join(lines)
                  + "\n    return\n  }\n")
    return body[:-1] + harness_fn + "}\n" + resources


def run_upstream(entry):
    import subprocess
    import tempfile
    data = np.load(CORPUS / entry["npz"])
    text = harness((CORPUS / entry["file"]).read_text(), entry, data)
    with tempfile.TemporaryDirectory() as tmp:
        src, llvm = Path(tmp) / "h.mlir", Path(tmp) / "h.llvm.mlir"
        src.write_text(text)
        proc = subprocess.run([str(LLVM_BIN / "mlir-opt"), str(src), *PIPELINE, "-o", str(llvm)],
                              capture_output=True, text=True)
        if proc.returncode:
            raise RuntimeError("mlir-opt: " + proc.stderr.strip().splitlines()[0])
        libs = ",".join(str(LLVM_LIB / f) for f in ("libmlir_c_runner_utils.so",
                                                     "libmlir_runner_utils.so"))
        proc = subprocess.run([str(LLVM_BIN / "mlir-runner"), str(llvm), "-e",
                               "corpus_check_entry", "-entry-point-result=void",
                               f"-shared-libs={libs}"], capture_output=True, text=True)
        if proc.returncode:
            raise RuntimeError("mlir-runner: " + (proc.stderr.strip().splitlines() or ["?"])[0])
    printed = proc.stdout.split("Unranked Memref")[1:]
    worst = 0.0
    number = re.compile(r"[-+]?(?:nan|inf|\d+\.?\d*(?:e[-+]?\d+)?)")
    for block, desc in zip(printed, entry["results"]):
        got = np.array([float(x) for x in number.findall(block[block.index("data =") + 6:])])
        ref = to_f64(data[desc["npz_key"]], desc["dtype"]).ravel()
        if got.shape != ref.shape:
            raise RuntimeError(f"printed {got.size} values for {ref.size}")
        worst = max(worst, float(np.abs(got - ref).max() / max(np.abs(ref).max(), 1e-30)))
    if len(printed) != len(entry["results"]):
        raise RuntimeError(f"printed {len(printed)} results for {len(entry['results'])}")
    return worst, ""


def run_iree(entry):
    """(worst relative error, note)."""
    import iree.compiler as ic
    import iree.runtime as rt

    flags = ["--iree-llvmcpu-target-cpu=host"]
    path = CORPUS / entry["file"]
    note = ""
    try:
        vmfb = ic.compile_file(str(path), target_backends=["llvm-cpu"], extra_args=flags)
    except ic.CompilerToolError as e:
        # IREE's CPU code generation rejects some bfloat16 dense_resource
        # constants ("'arith.constant' op failed to verify that all of
        # {value, result} have same type"); the same values as dense<>
        # literals compile.
        if "have same type" not in str(e):
            raise
        vmfb = ic.compile_str(inline_blobs(path.read_text()), target_backends=["llvm-cpu"],
                              extra_args=flags)
        note = " [blobs inlined as dense<> for IREE's CPU backend]"
    ctx = rt.SystemContext(config=rt.Config("local-task"))
    ctx.add_vm_module(rt.VmModule.copy_buffer(ctx.instance, vmfb))
    data = np.load(CORPUS / entry["npz"])
    args = [to_runtime(data[a["npz_key"]], a["dtype"]) for a in entry["arguments"]]
    outs = ctx.modules.module[entry["entry"]](*args)
    if not isinstance(outs, (list, tuple)):
        outs = [outs]
    worst = 0.0
    for res, desc in zip(outs, entry["results"]):
        got = np.asarray(res.to_host())
        if desc["dtype"] == "bf16":
            got = got.view(np.uint16)
        got = to_f64(got, desc["dtype"])
        ref = to_f64(data[desc["npz_key"]], desc["dtype"])
        scale = max(np.abs(ref).max(), 1e-30)
        worst = max(worst, float(np.abs(got - ref).max() / scale))
    return worst, note


def main():
    manifest = json.loads((CORPUS / "manifest.json").read_text())
    wanted = [a for a in sys.argv[1:] if a != "--iree"]
    run = run_iree if "--iree" in sys.argv[1:] else run_upstream
    passed = failed = skipped = 0
    for entry in manifest["files"]:
        if wanted and not any(w in entry["file"] for w in wanted):
            continue
        if run is run_upstream and entry.get("needs_unregistered"):
            print(f"skip {entry['file']}: keeps {', '.join(entry.get('generic_ops', []))} "
                  "in the generic form, which stock MLIR cannot lower (check.py --iree "
                  "runs it)", flush=True)
            skipped += 1
            continue
        tol = TOLERANCE[entry["dtype"]]
        try:
            err, note = run(entry)
            ok = err <= tol
            line = f"{err:.2e} (tolerance {tol:.0e}){note}"
        except Exception as e:  # noqa: BLE001
            ok, line = False, f"{type(e).__name__}: {str(e).splitlines()[0][:200]}"
        print(f"{'ok  ' if ok else 'FAIL'} {entry['file']}: {line}", flush=True)
        passed += ok
        failed += not ok
    print(f"{passed} passed, {failed} failed, {skipped} skipped")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())

"""From IREE input IR to a `.vmfb` whose attention runs RoPE-MLIR's kernels."""

from __future__ import annotations

import pathlib
import re
import shutil
import subprocess
import sys
from typing import List, Optional

from .splice import TARGET_CPU_ATTR, TARGET_FEATURES_ATTR, SpliceError, splice


def iree_compile() -> str:
    """The iree-compile of the running Python's environment, else PATH's."""
    beside = pathlib.Path(sys.executable).parent / "iree-compile"
    found = str(beside) if beside.exists() else shutil.which("iree-compile")
    if not found:
        raise SpliceError("iree-compile not found: pip install iree-base-compiler")
    return found


# A bf16 tensor constant of the input, which IREE 3.13 would inline into a
# dispatch region.
_BF16_CONSTANT = re.compile(r"arith\.constant dense(_resource)?<[^>]*> : tensor<[0-9x]*bf16>")


def target_flags(spliced: str) -> List[str]:
    """The flags iree-compile needs for a spliced module: IREE's CPU backend
    for the CPU its kernels were built for (the module's
    rope.iree_target_cpu; the host's for a module where nothing was fused);
    bf16 tensor constants stay out of dispatch regions (an inlined one fails
    IREE 3.13's verifier after its bf16 handling, with or without our
    kernels)."""
    flags = ["--iree-hal-target-device=local",
             "--iree-hal-local-target-device-backends=llvm-cpu"]
    if _BF16_CONSTANT.search(spliced):
        flags.append("--iree-flow-inline-constants-max-byte-length=0")
    cpu = re.search(TARGET_CPU_ATTR.replace(".", r"\.") + r' = "([^"]*)"', spliced)
    features = re.search(TARGET_FEATURES_ATTR.replace(".", r"\.") + r' = "([^"]*)"',
                         spliced)
    flags.append(f"--iree-llvmcpu-target-cpu={cpu.group(1) if cpu else 'host'}")
    if features and features.group(1):
        flags.append(f"--iree-llvmcpu-target-cpu-features={features.group(1)}")
    return flags


def compile_to_input(text: str, work: pathlib.Path, input_type: str = "auto") -> str:
    """iree-compile --compile-to=input: a frontend's IR (torch or StableHLO)
    as the linalg-on-tensors module the splice reads."""
    source, output = work / "frontend.mlir", work / "input.mlir"
    source.write_text(text)
    proc = subprocess.run([iree_compile(), f"--iree-input-type={input_type}",
                           "--compile-to=input", str(source), "-o", str(output)],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        raise SpliceError(f"iree-compile --compile-to=input failed:\n{proc.stderr.strip()}")
    return output.read_text()


def compile_module(text: str, output: pathlib.Path, target_cpu: str = "host",
                   target_features: str = "", input_type: str = "auto"):
    """A frontend's module (an iree-turbine export's MLIR, StableHLO, or
    IREE input IR) to a .vmfb with RoPE-MLIR's kernels; returns the splice's
    report."""
    work = output.parent
    if "util.func" not in text:
        text = compile_to_input(text, work, input_type)
    spliced, report = splice(text, target_cpu, target_features, work_dir=work)
    compile_spliced(spliced, output)
    return report


def compile_torch(model, args, output: pathlib.Path, target_cpu: str = "host"):
    """A torch.nn.Module exported by iree-turbine (aot.export, its default
    route) and compiled to a .vmfb with RoPE-MLIR's kernels; returns the
    splice's report. Needs torch and iree-turbine."""
    from iree.turbine import aot
    exported = aot.export(model, args=tuple(args))
    return compile_module(str(exported.mlir_module), pathlib.Path(output), target_cpu,
                          input_type="torch")


def compile_spliced(spliced: str, output: pathlib.Path,
                    extra: Optional[List[str]] = None) -> pathlib.Path:
    """iree-compile --compile-from=input on a spliced module."""
    source = output.with_suffix(".spliced.mlir")
    source.write_text(spliced)
    proc = subprocess.run([iree_compile(), "--compile-from=input", str(source),
                           *target_flags(spliced), *(extra or []), "-o", str(output)],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        raise SpliceError(f"iree-compile --compile-from=input failed:\n{proc.stderr.strip()}")
    return output

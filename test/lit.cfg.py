# -*- Python -*-
import os
import subprocess

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "ROPE"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.rope_obj_root, "test")

llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
# The locale is part of a compile's ccache key: with the caller's, the
# package build of pip-install.test reuses what the suite's build compiled.
llvm_config.with_system_environment(["LANG", "LC_ALL", "LC_CTYPE", "LC_MESSAGES"])

tool_dirs = [config.rope_tools_dir, config.llvm_tools_dir]
llvm_config.add_tool_substitutions(
    ["rope-opt", "rope-compile", "rope-reference", "rope-run", "rope-run-gpu", "mlir-tblgen"], tool_dirs)

# A sanitized build (ROPE_SANITIZERS): any report fails the test.
def sanitizer_options(variable, options):
    """Sets `options`; the caller's own settings come after and win."""
    if os.environ.get(variable):
        options = options + [os.environ[variable]]
    llvm_config.with_environment(variable, ":".join(options))


sanitizers = [s for s in config.sanitizers.split(";") if s]
mlir_opt = ToolSubst("mlir-opt")
if "address" in sanitizers:
    config.available_features.add("asan")
    # Debian's libLLVM and libMLIR are uninstrumented: memory that inlined
    # header code poisons (llvm::BumpPtrAllocator) may be handed out and used
    # without the matching unpoison, a false use-after-poison.
    sanitizer_options("ASAN_OPTIONS", ["allow_user_poisoning=0", "detect_leaks=1"])
    llvm_config.with_environment(
        "ASAN_SYMBOLIZER_PATH", os.path.join(config.llvm_tools_dir, "llvm-symbolizer"))
    # The stock mlir-opt is not instrumented: RopePlugin.so needs the ASan
    # runtime loaded first.
    mlir_opt = ToolSubst("mlir-opt", command=" ".join(
        ["env", "LD_PRELOAD=" + config.asan_runtime,
         os.path.join(config.llvm_tools_dir, "mlir-opt")]))
if "undefined" in sanitizers:
    config.available_features.add("ubsan")
    sanitizer_options("UBSAN_OPTIONS", ["print_stacktrace=1"])
llvm_config.add_tool_substitutions([mlir_opt], tool_dirs)

# The fuzz target (ROPE_ENABLE_FUZZER) replays test/Fuzz/crashes.
if config.fuzzer_enabled:
    config.available_features.add("rope-fuzzer")

config.substitutions.append(("%rope_src_root", config.rope_src_root))
config.substitutions.append(("%rope_docs_dir", config.rope_docs_dir))
config.substitutions.append(
    ("%rope_plugin", os.path.join(config.rope_lib_dir, "RopePlugin.so")))
# The GoogleTest suites (unittests/), one substitution each.
for substitution, binary in (
        ("%rope_unittests", "RopeReferenceTests"),
        ("%rope_mutator_unittests", "RopeFuzzMutatorTests"),
        ("%rope_plan_unittests", "RopeAttentionPlanTests"),
        ("%rope_gpu_attention_unittests", "RopeGpuAttentionTests"),
        ("%rope_kernel_manifest_unittests", "RopeKernelManifestTests"),
        ("%rope_elements_unittests", "RopeElementsTests")):
    config.substitutions.append(
        (substitution, os.path.join(config.rope_tools_dir, binary)))
config.substitutions.append(("%rope_tools_dir", config.rope_tools_dir))
config.substitutions.append(("%PYTHON", config.python_executable))
config.substitutions.append(("%rope_obj_root", config.rope_obj_root))
config.substitutions.append(("%mlir_includes", " ".join(
    "-I" + d for d in config.mlir_include_dirs.split(";"))))

# Optional tools become features; tests that need them say REQUIRES.
if config.unittests_enabled:
    config.available_features.add("unittests")
if os.access(config.ptxas_executable, os.X_OK):
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", config.ptxas_executable))

# test/Install builds a project against the installed tree with this build's
# CMake, generator and C++ compiler (%cmake_generator before its prefix).
if all(os.access(p, os.X_OK) for p in
       (config.cmake_command, config.make_program, config.cxx_compiler)):
    config.available_features.add("cmake-consumer")
    config.substitutions.append(("%cmake_generator", config.cmake_generator))
    config.substitutions.append(("%make_program", config.make_program))
    config.substitutions.append(("%cmake", config.cmake_command))
    config.substitutions.append(("%cxx", config.cxx_compiler))


def python_has(modules):
    probe = "import " + ", ".join(modules)
    try:
        return subprocess.run([config.python_executable, "-c", probe],
                              capture_output=True).returncode == 0
    except OSError:
        return False


if python_has(["numpy", "pytest"]):
    config.available_features.add("python")

# Peers (torch, transformers) live in their own environment, made by
# scripts/peers.sh (GBs, so not by the test command): $ROPE_PEER_PYTHON, else
# <build>/peer-env. Tests that need them say REQUIRES: torch.
peer_python = os.environ.get("ROPE_PEER_PYTHON") or os.path.join(
    config.rope_obj_root, "peer-env", "bin", "python")
if os.access(peer_python, os.X_OK) and subprocess.run(
        [peer_python, "-c", "import torch, transformers, numpy, ml_dtypes, pytest"],
        capture_output=True).returncode == 0:
    config.available_features.add("torch")
    config.substitutions.append(("%peer_python", peer_python))

# What this CPU runs: AMX kernels execute only where CPUID and the kernel
# provide AMX (`cpu-amx`); their emulated form needs AVX-512 with bf16.
def cpu_flags():
    try:
        with open("/proc/cpuinfo") as cpuinfo:
            for line in cpuinfo:
                if line.startswith("flags"):
                    return set(line.split(":", 1)[1].split())
    except OSError:
        pass
    return set()


flags = cpu_flags()
if {"amx_tile", "amx_bf16"} <= flags:
    config.available_features.add("cpu-amx")
if {"avx512f", "avx512bw"} <= flags:
    config.available_features.add("cpu-avx512")
if {"avx512f", "avx512bw", "avx512_bf16"} <= flags:
    config.available_features.add("cpu-avx512-bf16")

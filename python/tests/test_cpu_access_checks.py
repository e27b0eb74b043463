"""Every memory access of the CPU attention kernels stays inside its buffer.

The execution matrix of test_cpu_attention.py and random stored plans are
compiled with `rope-compile --check-accesses`, which checks the bounds of
every load and store (vector, AMX tile, memref) at run time, and run in a
child process against the float64 reference: an access outside its buffer
aborts the child with the op and its location on stderr, where an
unchecked kernel would read or write past a tile and go on, its result
perhaps still within the bound."""

import pathlib
import subprocess
import sys
import tempfile
import textwrap

import pytest

from rope_mlir.tools import tool_path
from test_cpu_attention import RUNNABLE, TARGETS

pytestmark = pytest.mark.skipif(not tool_path("rope-compile").exists(),
                                reason="rope-compile is not built")

TESTS = pathlib.Path(__file__).resolve().parent


def run_checked(body: str) -> str:
    """Runs `body` in a child process with the test modules importable;
    fails with the child's stderr (the failed check) unless it exits 0."""
    script = textwrap.dedent(f"""
        import pathlib, sys, tempfile
        sys.path[:0] = [{str(TESTS.parent)!r}, {str(TESTS)!r}]
        import test_cpu_attention as t
        folder = pathlib.Path(tempfile.mkdtemp(prefix="rope-checked-"))
        """) + textwrap.dedent(body)
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True,
                          text=True, check=False)
    assert proc.returncode == 0, f"exit {proc.returncode}:\n{proc.stderr[-4000:]}"
    return proc.stdout


@pytest.mark.parametrize("target", [t for t in TARGETS if RUNNABLE[t]])
def test_matrix_accesses_stay_inside(target):
    out = run_checked(f"""
        library, cases = t.compile_matrix({target!r}, folder, "--check-accesses")
        worst = t.check_matrix(library, cases)
        print(len(cases), "cases checked")
        """)
    print(f"checked accesses {target}: {out.strip()}")


def test_stored_plans_accesses_stay_inside():
    """Plans a compiler may store: tiles taller than the rows, splits, kv
    heads per item (docs/CPU.md, "The plan, chosen once"); a seed of its own,
    so these are other plans than test_cpu_attention's."""
    out = run_checked("""
        ran = t.check_stored_plans(77, 24, folder, "--check-accesses")
        assert ran >= 16, ran
        print(ran, "plans checked")
        """)
    print(f"checked accesses, stored plans: {out.strip()}")

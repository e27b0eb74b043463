"""The Python runtime refuses, with ValueError and before any call, what would
make compiled code read or write out of bounds or get other arguments than
given: broken ties between dynamic extents (keys with another sequence
length than the queries, outputs shorter than inputs), read-only outputs,
scalars outside their C type's range, and a manifest that is not the
library's own.

Each refusal runs in a child process: were a check missing, the call would
crash that process (a test failure) instead of pytest."""

import pathlib
import shutil
import subprocess
import sys
import textwrap

import numpy as np
import pytest

from rope_mlir.runtime import Artifact
from rope_mlir.tools import compile_mlir, tool_path

pytestmark = pytest.mark.skipif(not tool_path("rope-compile").exists(),
                                reason="rope-compile is not built")

PYTHON_DIR = pathlib.Path(__file__).resolve().parents[1]

SOURCE = """
func.func @qk(%q: tensor<?x?x4x64xf32>, %k: tensor<?x?x1x64xf32>, %n: index) -> (tensor<?x?x4x64xf32>, tensor<?x?x1x64xf32>) {
  %a, %b = rope.apply %q, %k layout "bshd" offset %n : index params <> : tensor<?x?x4x64xf32>, tensor<?x?x1x64xf32>
  return %a, %b : tensor<?x?x4x64xf32>, tensor<?x?x1x64xf32>
}
func.func @packed(%x: tensor<?x2x64xf32>, %p: tensor<?xi32>) -> tensor<?x2x64xf32> {
  %y = rope.apply %x layout "shd" positions %p : tensor<?xi32> params <> : tensor<?x2x64xf32>
  return %y : tensor<?x2x64xf32>
}
func.func @offset_i32(%x: tensor<?x64xf32>, %n: i32) -> tensor<?x64xf32> {
  %y = rope.apply %x layout "sd" offset %n : i32 params <> : tensor<?x64xf32>
  return %y : tensor<?x64xf32>
}
func.func @offset_i64(%x: tensor<?x64xf32>, %n: i64) -> tensor<?x64xf32> {
  %y = rope.apply %x layout "sd" offset %n : i64 params <> : tensor<?x64xf32>
  return %y : tensor<?x64xf32>
}
"""

OTHER = """
func.func @other(%x: tensor<4x64xf32>) -> tensor<4x64xf32> {
  %y = rope.apply %x layout "sd" params <> : tensor<4x64xf32>
  return %y : tensor<4x64xf32>
}
"""


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    path = tmp_path_factory.mktemp("rope-checks")
    compile_mlir(SOURCE, path / "checks.so")
    compile_mlir(OTHER, path / "other.so")
    return path


def refused(library: pathlib.Path, body: str, manifest: str = "") -> str:
    """Runs `body` (with `art`, `np` and `f32(*shape)` at hand) in a child
    process and returns the ValueError it raised; fails when the child
    raised nothing or died."""
    script = textwrap.dedent(f"""\
        import sys
        sys.path.insert(0, {str(PYTHON_DIR)!r})
        import numpy as np
        from rope_mlir.runtime import Artifact
        def f32(*shape):
            return np.ones(shape, dtype=np.float32)
        try:
            art = Artifact({str(library)!r}, {manifest or None!r})
        """) + textwrap.indent(textwrap.dedent(body).rstrip() + "\n", "    ") + textwrap.dedent("""\
        except ValueError as error:
            print("REFUSED:", error)
            sys.exit(0)
        print("ACCEPTED")
        """)
    child = subprocess.run([sys.executable, "-c", script], capture_output=True,
                           text=True, timeout=120, check=False)
    assert child.returncode == 0, f"child died ({child.returncode}): {child.stderr}"
    assert child.stdout.startswith("REFUSED:"), child.stdout + child.stderr
    return child.stdout


def test_consistent_call_runs_and_outputs_follow_the_ties(folder):
    art = Artifact(str(folder / "checks.so"))
    q = np.random.default_rng(1).uniform(-1, 1, (2, 3, 4, 64)).astype(np.float32)
    k = q[:, :, :1].copy()
    out_q, out_k = art["qk"](q, k, 5)  # outputs allocated from the ties
    assert out_q.shape == q.shape and out_k.shape == k.shape
    np.testing.assert_allclose(out_q[:, :, :1], out_k, rtol=0, atol=0)
    given = [np.empty_like(q), np.empty_like(k)]
    art["qk"](q, k, 5, outputs=given)
    np.testing.assert_array_equal(given[0], out_q)


def test_keys_with_another_sequence_length_are_refused(folder):
    message = refused(folder / "checks.so", 'art["qk"](f32(1, 3, 4, 64), f32(1, 2, 1, 64), 0)')
    assert ("argument #1 extent 1 is 2 but qk argument #0 extent 1 is 3: the compiled "
            "code needs them equal (both are s1 in the manifest)") in message


def test_another_batch_is_refused(folder):
    message = refused(folder / "checks.so", 'art["qk"](f32(2, 3, 4, 64), f32(1, 3, 1, 64), 0)')
    assert "extent 0 is 1 but qk argument #0 extent 0 is 2" in message


def test_outputs_shorter_than_inputs_are_refused(folder):
    message = refused(folder / "checks.so", """\
        art["qk"](f32(1, 8, 4, 64), f32(1, 8, 1, 64), 0,
                  outputs=[f32(1, 2, 4, 64), f32(1, 2, 1, 64)])""")
    assert "qk output #0 extent 1 is 2 but qk argument #0 extent 1 is 8" in message


def test_positions_for_another_sequence_are_refused(folder):
    message = refused(folder / "checks.so",
                      'art["packed"](f32(5, 2, 64), np.arange(3, dtype=np.int32))')
    assert "packed argument #1 extent 0 is 3 but packed argument #0 extent 0 is 5" in message


def test_static_extent_and_rank_are_refused(folder):
    assert "expected shape ['s0', 's1', 4, 64]" in refused(
        folder / "checks.so", 'art["qk"](f32(1, 3, 2, 64), f32(1, 3, 1, 64), 0)')
    assert "expected shape ['s0', 2, 64]" in refused(
        folder / "checks.so", 'art["packed"](f32(5, 64), np.arange(5, dtype=np.int32))')


def test_read_only_output_is_refused(folder):
    message = refused(folder / "checks.so", """\
        out = f32(3, 64)
        out.flags.writeable = False
        art["offset_i32"](f32(3, 64), 0, outputs=[out])""")
    assert "offset_i32 output #0 is read-only" in message


@pytest.mark.parametrize("entry, value, expected", [
    ("offset_i32", "2**32 + 5", "4294967301 is outside the range of i32"),
    ("offset_i32", "2**31", "outside the range of i32"),
    ("offset_i32", "-2**31 - 1", "outside the range of i32"),
    ("offset_i64", "2**63", "outside the range of i64"),
    ("offset_i64", "-2**63 - 1", "outside the range of i64"),
    ("qk", "2**64 + 1", "outside the range of index"),
    ("offset_i64", "1.5", "expected an integer (i64), got float"),
    ("offset_i32", "True", "expected an integer (i32)"),
])
def test_scalars_outside_their_type_are_refused(folder, entry, value, expected):
    args = "f32(1, 3, 4, 64), f32(1, 3, 1, 64)" if entry == "qk" else "f32(3, 64)"
    assert expected in refused(folder / "checks.so", f'art["{entry}"]({args}, {value})')


def test_scalars_in_range_pass(folder):
    art = Artifact(str(folder / "checks.so"))
    x = np.zeros((3, 64), dtype=np.float32)
    art["offset_i32"](x, np.int32(2**31 - 1 - 8))
    art["offset_i64"](x, 2**24)


def test_edited_manifest_is_refused(folder, tmp_path):
    manifest = (folder / "checks.so.json").read_text()
    # Loosen the tie between queries and keys: the file still parses.
    edited = tmp_path / "edited.json"
    edited.write_text(manifest.replace('"s1"', '"s7"', 1))
    message = refused(folder / "checks.so", "pass", manifest=str(edited))
    assert "does not match the library it describes" in message


def test_manifest_of_another_library_is_refused(folder, tmp_path):
    shutil.copy(folder / "other.so.json", tmp_path / "checks.so.json")
    shutil.copy(folder / "checks.so", tmp_path / "checks.so")
    message = refused(tmp_path / "checks.so", "pass")
    assert "does not match the library it describes" in message


def test_same_manifest_reformatted_is_refused(folder, tmp_path):
    import json
    shutil.copy(folder / "checks.so", tmp_path / "checks.so")
    data = json.loads((folder / "checks.so.json").read_text())
    (tmp_path / "checks.so.json").write_text(json.dumps(data))
    assert "does not match" in refused(tmp_path / "checks.so", "pass")


def test_other_schema_or_broken_json_is_refused(folder, tmp_path):
    old = tmp_path / "old.json"
    old.write_text('{"format": "rope-mlir-manifest-1"}')
    assert "is not a rope-mlir-manifest version 4" in refused(
        folder / "checks.so", "pass", manifest=str(old))
    broken = tmp_path / "broken.json"
    broken.write_text('{"schema": ')
    assert "is not JSON" in refused(folder / "checks.so", "pass", manifest=str(broken))


def test_library_without_embedded_manifest_is_refused(folder, tmp_path):
    libm = pathlib.Path("/lib/x86_64-linux-gnu/libm.so.6")
    if not libm.exists():
        pytest.skip("no libm at the usual place")
    shutil.copy(libm, tmp_path / "libm.so")
    shutil.copy(folder / "checks.so.json", tmp_path / "libm.so.json")
    assert "has no embedded manifest" in refused(tmp_path / "libm.so", "pass")

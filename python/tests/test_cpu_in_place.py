"""In place within IR: when rope.apply's input is an intermediate nothing
else reads, the CPU kernel rotates that buffer in place. Executes such
functions (a sum, then its rotation; and the same with the sum still live)
and checks every element against the float64 reference (Semantics §5)."""

import pathlib
import sys
import tempfile

import numpy as np
import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

from rope_mlir.ir import params_ir, tensor_type  # noqa: E402
from rope_mlir.reference import Positions, RopeConfig, frequencies  # noqa: E402
from rope_mlir.runtime import Artifact  # noqa: E402
from rope_mlir.tools import compile_mlir, tool_path  # noqa: E402
from test_cpu_execution import decode, encode, spec5_ratio  # noqa: E402

pytestmark = pytest.mark.skipif(not tool_path("rope-compile").exists(),
                                reason="rope-compile is not built")

# (name, shape [S, H, D], dtype, rotary_dim, pairing, static offset)
CASES = [
    ("f32_full", [5, 3, 64], "f32", 64, "half", 16777000),
    ("bf16_partial", [1, 4, 80], "bf16", 48, "interleaved", 123456),
    ("f16_odd", [3, 2, 34], "f16", 16, "half", 16777210),
]


class Case:
    """Attributes that spec5_ratio reads."""

    def __init__(self, name, shape, dtype, rotary, pairing, offset):
        self.name, self.shape, self.dtype = name, shape, dtype
        self.layout = "shd"
        self.cfg = RopeConfig(head_dim=shape[-1], rotary_dim=rotary, pairing=pairing,
                              theta=500000.0)
        self.offset = offset
        self.positions = Positions(offset=offset)

    def ir(self, keep_sum: bool) -> str:
        t = tensor_type(self.shape, self.dtype)
        name = self.name + ("_live" if keep_sum else "_dead")
        results = f"{t}, {t}" if keep_sum else t
        returned = f"%r, %sum : {t}, {t}" if keep_sum else f"%r : {t}"
        return (f"func.func @{name}(%x: {t}, %y: {t}) -> ({results}) {{\n"
                f"  %e = tensor.empty() : {t}\n"
                f"  %sum = linalg.add ins(%x, %y : {t}, {t}) outs(%e : {t}) -> {t}\n"
                f"  %r = rope.apply %sum layout \"shd\" static_offset {self.offset} "
                f"params {params_ir(self.cfg)} : {t}\n"
                f"  return {returned}\n}}\n")


def test_dead_and_live_inputs_meet_spec5():
    cases = [Case(*c) for c in CASES]
    source = "\n".join(c.ir(keep) for c in cases for keep in (False, True))
    folder = pathlib.Path(tempfile.mkdtemp(prefix="rope-inplace-"))
    artifact = Artifact(str(compile_mlir(source, folder / "inplace.so")))
    rng = np.random.default_rng(11)
    _, a = frequencies(cases[0].cfg, 0)
    for case in cases:
        x, _ = encode(rng.uniform(-1, 1, case.shape), case.dtype)
        y, _ = encode(rng.uniform(-1, 1, case.shape), case.dtype)
        # The sum as the kernel sees it: computed and rounded in the dtype.
        sum_exact = decode(x, case.dtype) + decode(y, case.dtype)
        _, sum_stored = encode(sum_exact, case.dtype)
        for keep in (False, True):
            outputs = artifact[case.name + ("_live" if keep else "_dead")](x, y)
            rotated = decode(outputs[0], case.dtype)
            ratio = spec5_ratio(case, sum_stored, rotated, a)
            assert ratio <= 1.0, (case.name, keep, ratio)
            if keep:  # the live sum is intact
                np.testing.assert_array_equal(decode(outputs[1], case.dtype), sum_stored)
    print("in-place cases pass")

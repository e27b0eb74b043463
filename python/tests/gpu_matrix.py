"""Writes the GPU execution matrix: the CPU matrix's cross product (pairing x
partial convention x position mode x scaling variant x f32/f16/bf16, same
shapes, R < D, GQA-sized keys, positions up to 2^24 - 1) as one module for
rope-compile --target=nvptx (576 kernels).

    python3 python/tests/gpu_matrix.py out.mlir
"""

import itertools
import pathlib
import sys

import numpy as np

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from test_cpu_execution import DTYPES, KINDS, MODES, PAIRINGS, PARTIALS, Case  # noqa: E402


def gpu_cases():
    rng = np.random.default_rng(2026)
    cases = []
    for index, (pairing, partial, mode, kind, dtype) in enumerate(
            itertools.product(PAIRINGS, PARTIALS, MODES, KINDS, DTYPES)):
        cases.append(Case(index, pairing, partial, mode, kind, dtype, rng,
                          two_inputs=index % 4 == 1))
    return cases


if __name__ == "__main__":
    cases = gpu_cases()
    pathlib.Path(sys.argv[1]).write_text("\n".join(c.ir() for c in cases))
    print(f"{len(cases)} kernels")

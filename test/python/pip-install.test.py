import os
import pathlib

import numpy as np

import rope_mlir
from rope_mlir.tools import require_tool

print("installed at", pathlib.Path(rope_mlir.__file__).parent)
print("version", rope_mlir.__version__)
print("tool", require_tool("rope-compile"))
q = np.ones((1, 2, 1, 8), dtype=rope_mlir.bfloat16)
q[0, 1, 0, 0] = np.nan
out = rope_mlir.rope(q, config=rope_mlir.RopeConfig(head_dim=8), offset=3, layout="bshd")
print(f"rotated {out.dtype} {list(out.shape)}, nan kept: {bool(np.isnan(out[0, 1, 0, 0]))}")
print("cached kernels:", len(list(pathlib.Path(os.environ["ROPE_MLIR_CACHE_DIR"]).glob("*.so"))))

"""RoPE-MLIR inside IREE: fused attention kernels in modules IREE compiles
(docs/IREE.md). Needs `iree-base-compiler` (and `iree-base-runtime` to run
what it compiles)."""

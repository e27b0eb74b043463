"""From a Hugging Face config.json to checked, timed RoPE and attention kernels.

    python examples/python/quickstart.py [path/to/config.json]
"""
import sys
import timeit

import numpy as np

import rope_mlir

path = sys.argv[1] if len(sys.argv) > 1 else "python/tests/hf_configs/llama31_8b.json"
model = rope_mlir.params_from_hf_config(path)          # rotary parameters + heads
print(model.params)

rng = np.random.default_rng(0)


def tensor(seq, heads):                                # [B, S, H, D], bf16
    return rng.uniform(-1, 1, (1, seq, heads, model.head_dim)).astype(rope_mlir.bfloat16)


q, k = tensor(1, model.num_attention_heads), tensor(1, model.num_key_value_heads)
q_rot, k_rot = rope_mlir.rope(q, k, config=model, offset=4095)   # compiled once, cached

exact = rope_mlir.rotate(model.rope, "bshd", q.astype(np.float64),
                         rope_mlir.Positions(offset=4095))       # float64 reference
error = np.max(np.abs(q_rot.astype(np.float64) - exact))
print(f"max |error| vs float64: {error:.2e} (bf16 half-ulp at 1: {2.0 ** -8:.2e})")

seconds = min(timeit.repeat(lambda: rope_mlir.rope(q, k, config=model, offset=4095),
                            number=2000, repeat=5)) / 2000
print(f"rope(q, k) per call: {seconds * 1e6:.1f} us")

# One decode step of fused RoPE-attention over a cache of 4096 unrotated keys.
cache_k, cache_v = tensor(4096, model.num_key_value_heads), tensor(4096, model.num_key_value_heads)
out = rope_mlir.attention(q, cache_k, cache_v, config=model, q_offset=4095)
wide = [x.astype(np.float64) for x in (q, cache_k, cache_v)]
expected = rope_mlir.attention(*wide, config=model, q_offset=4095)   # float64 reference
relative = np.linalg.norm(out.astype(np.float64) - expected) / np.linalg.norm(expected)
print(f"attention {list(out.shape)}: relative L2 error {relative:.1e} (bound 1e-2)")

try:
    import torch
except ImportError:
    torch = None
if torch is not None:                                  # the same call on torch tensors
    tq = torch.randn(1, 16, model.num_attention_heads, model.head_dim, dtype=torch.bfloat16)
    print("torch:", rope_mlir.rope(tq, config=model, offset=0).dtype)

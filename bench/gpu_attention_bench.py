"""GPU attention benchmark (runs on the GPU machine), all rows in one run:
causal prefill, B = 1, 32 query heads, 8 kv heads, D = 128, bf16,
S in {1024, 4096, 16384}; decode (one token) against rotated caches of 4096
and 16384 keys.

Rows: our fused kernel (attention.ptx, compiled from bench/gpu/attention.mlir
by `bench/run-gpu.sh compile` into --ptx-dir, through rope-run-gpu,
checked against the float64 reference at the shortest prefill and cache,
then timed); the same
kernel with an identity rotation (what RoPE costs); our rope.apply kernel
(rope-qk.ptx in --ptx-dir) followed by PyTorch F.scaled_dot_product_attention
with each backend the machine has (flash, cuDNN, efficient); HF-style eager
RoPE followed by SDPA; the device's bf16 matmul rate. TFLOP/s use the
causal count 4 * B * Hq * S^2 * D / 2. Minimum and median of every row.

    python3 bench/gpu_attention_bench.py --harness build-gpu/rope-run-gpu \
        --ptx-dir build/bench-gpu --out bench/results/gpu-attention.json
"""

import argparse
import json
import pathlib
import subprocess

import torch
import torch.nn.functional as F

import gpu_bench

HQ, HKV, D, THETA = 32, 8, 128, 500000.0
PREFILL = [1024, 4096, 16384]
DECODE = [4096, 16384]


def cuda_times(fn, runs, warmup=3):
    for _ in range(warmup):
        fn()
    return gpu_bench.cuda_times(fn, runs)


def summary(times_ms):
    times = sorted(times_ms)
    return {"min_ms": times[0], "median_ms": times[len(times) // 2]}


def harness(args, ptx, kernel, flags, check):
    cmd = [args.harness, str(ptx), f"--kernel={kernel}", f"--runs={args.runs}",
           "--warmup=3", "--json"] + flags + ([] if check else ["--no-check"])
    result = subprocess.run(cmd, capture_output=True, text=True)
    # Exit code 1 is a finished run whose check failed: its report says so.
    if result.returncode not in (0, 1) or not result.stdout.strip():
        raise RuntimeError(f"{' '.join(cmd)}: {result.stderr.strip()}")
    return json.loads(result.stdout)


def check(args, ptx, kernel, flags):
    """One run checked against the float64 reference."""
    report = harness(args, ptx, kernel, flags + ["--runs=1"], check=True)
    return {key: report[key] for key in ("pass", "relative_l2_error", "error_bound")}


def rotate_half(x):
    half = x.shape[-1] // 2
    return torch.cat((-x[..., half:], x[..., :half]), dim=-1)


def hf_rope(q, k, offset):
    """HF LlamaRotaryEmbedding + apply_rotary_pos_emb, bhsd tensors."""
    inv_freq = 1.0 / (THETA ** (torch.arange(0, D, 2, device="cuda", dtype=torch.float32) / D))
    t = torch.arange(offset, offset + q.shape[2], device="cuda", dtype=torch.float32)
    emb = torch.cat((torch.outer(t, inv_freq),) * 2, dim=-1)
    cos, sin = emb.cos().to(q.dtype), emb.sin().to(q.dtype)
    return q * cos + rotate_half(q) * sin, k * cos + rotate_half(k) * sin


def sdpa_backends():
    from torch.nn.attention import SDPBackend
    return {"flash": SDPBackend.FLASH_ATTENTION, "cudnn": SDPBackend.CUDNN_ATTENTION,
            "efficient": SDPBackend.EFFICIENT_ATTENTION}


def sdpa(backend, q, k, v, causal):
    from torch.nn.attention import sdpa_kernel
    with sdpa_kernel(backend):
        return F.scaled_dot_product_attention(q, k, v, is_causal=causal, enable_gqa=True)


def matmul_rate(runs):
    a = torch.randn(8192, 8192, device="cuda", dtype=torch.bfloat16)
    b = torch.randn(8192, 8192, device="cuda", dtype=torch.bfloat16)
    best = min(cuda_times(lambda: a @ b, runs))
    return 2 * 8192 ** 3 / (best * 1e-3) / 1e12


def prefill_rows(args, s):
    flops = 4 * HQ * s * s * D / 2
    rows = {}
    ptx = args.ptx_dir / "attention.ptx"
    shape = [f"--seq={s}", f"--k-seq={s}", "--batch=1"]
    for name, kernel in (("ours_fused", "prefill_attention0"),
                         ("ours_no_rope", "prefill_norope_attention1")):
        report = harness(args, ptx, kernel, shape, check=False)
        rows[name] = {"min_ms": report["min_ms"], "median_ms": report["median_ms"]}
    if s == PREFILL[0]:
        # The float64 reference runs on the host: checked at the shortest S.
        rows["ours_fused"]["check"] = check(args, ptx, "prefill_attention0", shape)
    rope = harness(args, args.ptx_dir / "rope-qk.ptx", "qk_bf16_rope0",
                   [f"--seq={s}"], check=False)
    q = torch.randn(1, HQ, s, D, device="cuda", dtype=torch.bfloat16)
    k = torch.randn(1, HKV, s, D, device="cuda", dtype=torch.bfloat16)
    v = torch.randn(1, HKV, s, D, device="cuda", dtype=torch.bfloat16)
    for name, backend in sdpa_backends().items():
        try:
            t = summary(cuda_times(lambda: sdpa(backend, q, k, v, True), args.runs))
        except RuntimeError as e:
            rows[f"sdpa_{name}"] = {"unavailable": str(e).splitlines()[0]}
            continue
        rows[f"sdpa_{name}"] = t
        rows[f"ours_rope+sdpa_{name}"] = {
            key: t[key] + rope[key] for key in ("min_ms", "median_ms")}

    def hf():
        qr, kr = hf_rope(q, k, 0)
        return sdpa(sdpa_backends()["flash"], qr, kr, v, True)
    try:
        rows["hf_eager_rope+sdpa_flash"] = summary(cuda_times(hf, args.runs))
    except RuntimeError as e:
        rows["hf_eager_rope+sdpa_flash"] = {"unavailable": str(e).splitlines()[0]}
    for row in rows.values():
        if "min_ms" in row:
            row["tflops_best"] = flops / (row["min_ms"] * 1e-3) / 1e12
    return rows


def decode_rows(args, cache):
    ptx = args.ptx_dir / "attention.ptx"
    shape = ["--seq=1", f"--k-seq={cache}", "--batch=1", f"--q-offset={cache - 1}"]
    report = harness(args, ptx, "decode_attention2", shape, check=False)
    rows = {"ours_fused": {"min_ms": report["min_ms"], "median_ms": report["median_ms"],
                           "splits": report.get("splits")}}
    if cache == DECODE[0]:
        rows["ours_fused"]["check"] = check(args, ptx, "decode_attention2", shape)
    q = torch.randn(1, HQ, 1, D, device="cuda", dtype=torch.bfloat16)
    k = torch.randn(1, HKV, cache, D, device="cuda", dtype=torch.bfloat16)
    v = torch.randn(1, HKV, cache, D, device="cuda", dtype=torch.bfloat16)
    for name, backend in sdpa_backends().items():
        try:
            rows[f"sdpa_{name}"] = summary(cuda_times(lambda: sdpa(backend, q, k, v, False), args.runs))
        except RuntimeError as e:
            rows[f"sdpa_{name}"] = {"unavailable": str(e).splitlines()[0]}
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--harness", required=True)
    parser.add_argument("--ptx-dir", type=pathlib.Path, required=True,
                        help="where bench/run-gpu.sh compile wrote the PTX")
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--out", type=pathlib.Path, required=True)
    args = parser.parse_args()
    result = {"device": torch.cuda.get_device_name(), "torch": torch.__version__,
              "bf16_matmul_tflops": matmul_rate(args.runs),
              "prefill": {}, "decode": {}}
    for s in PREFILL:
        result["prefill"][s] = prefill_rows(args, s)
        print(f"prefill S={s}: {json.dumps(result['prefill'][s])}", flush=True)
    for c in DECODE:
        result["decode"][c] = decode_rows(args, c)
        print(f"decode cache={c}: {json.dumps(result['decode'][c])}", flush=True)
    args.out.write_text(json.dumps(result, indent=2) + "\n")
    print(f"{result['device']}: bf16 matmul {result['bf16_matmul_tflops']:.0f} TFLOP/s")
    for s, rows in result["prefill"].items():
        for name, row in rows.items():
            if "min_ms" in row:
                print(f"prefill S={s:6d} {name:28s} {row['min_ms']:9.3f} ms "
                      f"{row.get('tflops_best', 0):7.1f} TF/s")
    for c, rows in result["decode"].items():
        for name, row in rows.items():
            if "min_ms" in row:
                print(f"decode cache={c:6d} {name:24s} {row['min_ms'] * 1e3:9.1f} us")
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        fig, ax = plt.subplots()
        for name in ("ours_fused", "ours_rope+sdpa_flash", "ours_rope+sdpa_cudnn",
                     "hf_eager_rope+sdpa_flash"):
            xs = [s for s in PREFILL if "tflops_best" in result["prefill"][s].get(name, {})]
            ax.plot(xs, [result["prefill"][s][name]["tflops_best"] for s in xs], "o-", label=name)
        ax.set_xscale("log", base=2)
        ax.set_xlabel("sequence length")
        ax.set_ylabel("TFLOP/s (causal count)")
        ax.legend()
        fig.savefig(args.out.with_suffix(".png"), dpi=120)
    except ImportError:
        pass


if __name__ == "__main__":
    main()

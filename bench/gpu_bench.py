"""GPU benchmark (runs on the GPU machine): our PTX kernel through
rope-run-gpu vs PyTorch eager RoPE (rotate_half with a cos/sin cache) vs the
device's copy bandwidth (a torch device-to-device copy of the same
footprint), Q [1, T, 32, 128] + K [1, T, 8, 128], bf16 and f32,
T in {1, 1024, 16384, 65536}. Rounds interleave the three so drift hits all
alike; minimum and median over every timed launch. Also: Semantics §5 on the GPU
at positions up to 2^24 - 1, and the angle error of PyTorch's float32
formula there.

    python3 bench/gpu_bench.py --harness build-gpu/rope-run-gpu \
        --ptx build/bench-gpu/rope-qk.ptx --out bench/results/gpu.json
"""

import argparse
import json
import pathlib
import subprocess

import torch

HEADS_Q, HEADS_K, D, THETA = 32, 8, 128, 500000.0
TOKENS = [1, 1024, 16384, 65536]
DTYPES = {"bf16": torch.bfloat16, "f32": torch.float32}


def cuda_times(fn, runs):
    """Milliseconds per launch of fn, timed with CUDA events."""
    start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    out = []
    for _ in range(runs):
        start.record()
        fn()
        stop.record()
        stop.synchronize()
        out.append(start.elapsed_time(stop))
    return out


def ours(args, dtype, tokens, offset, runs, check=False):
    cmd = [args.harness, args.ptx, f"--kernel=qk_{dtype}_rope{0 if dtype == 'bf16' else 1}",
           f"--seq={tokens}", f"--offset={offset}", f"--runs={runs}", "--warmup=3", "--json"]
    if not check:
        cmd.append("--no-check")
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.returncode not in (0, 1):
        raise RuntimeError(result.stderr)
    return json.loads(result.stdout)


def rotate_half(x):
    half = x.shape[-1] // 2
    return torch.cat((-x[..., half:], x[..., :half]), dim=-1)


def torch_rope_setup(dtype, tokens, offset):
    """HF-style: inv_freq and cos/sin cache in float32, cast to the dtype."""
    dev = "cuda"
    inv_freq = 1.0 / (THETA ** (torch.arange(0, D, 2, device=dev, dtype=torch.float32) / D))
    t = torch.arange(offset + tokens, device=dev, dtype=torch.float32)
    freqs = torch.outer(t, inv_freq)
    emb = torch.cat((freqs, freqs), dim=-1)
    cos_cache, sin_cache = emb.cos().to(dtype), emb.sin().to(dtype)
    q = torch.randn(1, tokens, HEADS_Q, D, device=dev, dtype=dtype)
    k = torch.randn(1, tokens, HEADS_K, D, device=dev, dtype=dtype)
    position_ids = torch.arange(offset, offset + tokens, device=dev)[None]

    def apply():
        cos = cos_cache[position_ids].unsqueeze(2)
        sin = sin_cache[position_ids].unsqueeze(2)
        return q * cos + rotate_half(q) * sin, k * cos + rotate_half(k) * sin

    return q, k, apply


def angle_error_fp32(positions):
    """max |angle_f32 - angle_f64| (mod 2 pi) of PyTorch's float32 formula."""
    inv32 = 1.0 / (THETA ** (torch.arange(0, D, 2, dtype=torch.float32, device="cuda") / D))
    inv64 = 1.0 / (THETA ** (torch.arange(0, D, 2, dtype=torch.float64, device="cuda") / D))
    out = {}
    for p in positions:
        a32 = (torch.tensor([float(p)], device="cuda", dtype=torch.float32)[:, None] * inv32).double()
        a64 = torch.tensor([float(p)], device="cuda", dtype=torch.float64)[:, None] * inv64
        diff = torch.remainder(a32 - a64 + torch.pi, 2 * torch.pi) - torch.pi
        out[str(p)] = float(diff.abs().max())
    return out


def stats(values):
    values = sorted(values)
    return values[0], values[len(values) // 2]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--harness", required=True)
    parser.add_argument("--ptx", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args()
    name = torch.cuda.get_device_name()
    rows = []
    for dtype, tdtype in DTYPES.items():
        for tokens in TOKENS:
            q, k, apply = torch_rope_setup(tdtype, tokens, 0)
            bytes_moved = 2 * (q.numel() + k.numel()) * q.element_size()
            q2, k2 = torch.empty_like(q), torch.empty_like(k)

            def copy():
                q2.copy_(q)
                k2.copy_(k)

            for _ in range(3):
                copy()
                apply()
            ours_ms, copy_ms, torch_ms = [], [], []
            for _ in range(args.rounds):
                copy_ms += cuda_times(copy, args.runs)
                r = ours(args, dtype, tokens, 0, args.runs)
                ours_ms.append(r["min_ms"])
                ours_ms.append(r["median_ms"])
                torch_ms += cuda_times(apply, args.runs)
            # Semantics §5 at the top of the range: positions up to 2^24 - 1.
            top = ours(args, dtype, tokens, (1 << 24) - tokens, 1, check=True)
            c_min, c_med = stats(copy_ms)
            o_min, o_med = min(ours_ms), sorted(ours_ms)[len(ours_ms) // 2]
            t_min, t_med = stats(torch_ms)
            gb = bytes_moved / 1e6
            row = {
                "dtype": dtype, "tokens": tokens, "bytes": bytes_moved,
                "ours_ms_min": o_min, "ours_ms_median": o_med,
                "copy_ms_min": c_min, "copy_ms_median": c_med,
                "torch_ms_min": t_min, "torch_ms_median": t_med,
                "ours_gbps": gb / o_min, "copy_gbps": gb / c_min, "torch_gbps": gb / t_min,
                "fraction_of_copy": c_min / o_min,
                "speedup_vs_torch": t_min / o_min,
                "speedup_vs_torch_median": t_med / o_med,
                "spec5_top_positions_ratio": top["max_error_over_bound"],
                "spec5_top_positions_pass": top["pass"],
            }
            rows.append(row)
            print(f"{dtype:5} T={tokens:6}: ours {gb / o_min:7.1f} GB/s ({o_min:.4f} ms), "
                  f"copy {gb / c_min:7.1f} GB/s, ours/copy {100 * c_min / o_min:5.1f}%, "
                  f"torch {t_min:.4f} ms -> {t_min / o_min:5.1f}x; Semantics §5 at 2^24-1: "
                  f"{top['max_error_over_bound']:.3f} of bound", flush=True)
            del q, k, q2, k2
            torch.cuda.empty_cache()
    errors = angle_error_fp32([1 << 16, 1 << 20, (1 << 24) - 1])
    print("PyTorch float32 angle error (rad):", errors)
    result = {"device": name, "torch": torch.__version__,
              "timing": "CUDA events; min and median over rounds x runs; bytes = read + write of Q and K",
              "rows": rows, "torch_fp32_angle_error": errors}
    with open(args.out, "w") as f:
        json.dump(result, f, indent=1)
    try:
        import plots  # bench/plots.py
        plots.gpu_rope_gbps(result, pathlib.Path(args.out).with_name("gpu-rope-gbps.png"))
    except ImportError as error:  # no matplotlib on this machine
        print("no plot:", error)
    print("| dtype | T | ours GB/s | copy GB/s | ours / copy | PyTorch eager ms | speedup | Semantics §5 at 2^24-1 |")
    print("|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['dtype']} | {r['tokens']} | {r['ours_gbps']:.0f} | {r['copy_gbps']:.0f} | "
              f"{100 * r['fraction_of_copy']:.1f}% | {r['torch_ms_min']:.4f} | "
              f"{r['speedup_vs_torch']:.1f}x | {r['spec5_top_positions_ratio']:.3f} |")


if __name__ == "__main__":
    main()

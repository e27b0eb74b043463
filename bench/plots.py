"""Pictures of the benchmark results, drawn from their JSON files (so they
can be redrawn without measuring again):

- cpu-rope-gbps.png: rope.apply on the CPU, GB/s of ours, the machine's
  copy bandwidth and PyTorch's two forms, per dtype, pairing and thread
  count (bench/results/cpu.json);
- gpu-rope-gbps.png: rope.apply on the GPU, GB/s against tokens, ours,
  device copy and PyTorch eager (bench/results/gpu.json);
- iree-attention.png: milliseconds of IREE's own code and of IREE with our
  kernels, per workload, route and worker count
  (bench/results/iree-attention.json).

The bench scripts call these after they write their JSON; alone:
    python3 bench/plots.py [--results bench/results]
"""

from __future__ import annotations

import argparse
import json
import pathlib


def _pyplot():
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    return plt


def cpu_rope_gbps(result: dict, png: pathlib.Path) -> None:
    plt = _pyplot()
    rows = [r for r in result["rows"] if not r["in_place"]]
    labels = [f"{r['dtype']} {r['pairing']}\n{r['threads']} thr" for r in rows]
    gigabytes = [r["ours"]["bytes"] / 1e9 for r in rows]
    series = {
        "RoPE-MLIR": [r["ours"]["gbps_min"] for r in rows],
        "copy (bandwidth)": [r["bandwidth_gbps_min"] for r in rows],
        "PyTorch complex": [g / r["peers"]["torch_complex"]["min_s"]
                            for g, r in zip(gigabytes, rows)],
        "PyTorch rotate_half": [g / r["peers"]["torch_rotate_half"]["min_s"]
                                for g, r in zip(gigabytes, rows)],
    }
    fig, ax = plt.subplots(figsize=(9, 4.5))
    width = 0.8 / len(series)
    for i, (name, values) in enumerate(series.items()):
        ax.bar([x + i * width for x in range(len(rows))], values, width, label=name)
    ax.set_xticks([x + 0.4 - width / 2 for x in range(len(rows))], labels, fontsize=8)
    w = result["workload"]
    ax.set_ylabel("GB/s (read + write, best run)")
    ax.set_title(f"RoPE on the CPU: Q [1, {w['S']}, {w['HQ']}, {w['D']}] + "
                 f"K [1, {w['S']}, {w['HKV']}, {w['D']}], {result['machine']['cpu']}")
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(png, dpi=110)


def gpu_rope_gbps(result: dict, png: pathlib.Path) -> None:
    plt = _pyplot()
    fig, axes = plt.subplots(1, 2, figsize=(10, 4.2), sharey=True)
    for ax, dtype in zip(axes, ("bf16", "f32")):
        rows = sorted((r for r in result["rows"] if r["dtype"] == dtype),
                      key=lambda r: r["tokens"])
        tokens = [r["tokens"] for r in rows]
        for key, name in (("ours_gbps", "RoPE-MLIR"), ("copy_gbps", "device copy"),
                          ("torch_gbps", "PyTorch eager")):
            ax.loglog(tokens, [r[key] for r in rows], marker="o", label=name)
        ax.set_xlabel("tokens (Q 32 heads + K 8 heads, D = 128)")
        ax.set_title(dtype)
        ax.grid(True, which="both", alpha=0.3)
    axes[0].set_ylabel("GB/s (read + write, best run)")
    axes[0].legend(fontsize=8)
    fig.suptitle(f"RoPE on {result['device']}")
    fig.tight_layout()
    fig.savefig(png, dpi=110)


def iree_attention(result: dict, png: pathlib.Path) -> None:
    plt = _pyplot()
    rows = result["rows"]
    labels = [f"{r['workload']} {r['length']} {r.get('dtype', 'f32')}\n{r['route']}, "
              f"{r['workers']}w" for r in rows]
    x = range(len(rows))
    fig, ax = plt.subplots(figsize=(max(6, len(rows) * 0.9), 4))
    ax.bar([i - 0.2 for i in x], [r["iree_ms"][1] for r in rows], 0.4, label="IREE")
    ax.bar([i + 0.2 for i in x], [r["rope_ms"][1] for r in rows], 0.4,
           label="IREE + RoPE-MLIR kernels")
    ax.set_yscale("log")
    ax.set_ylabel("ms (median)")
    ax.set_xticks(list(x), labels, fontsize=7)
    ax.legend()
    ax.set_title(f"Attention inside IREE on {result['cpu']}", fontsize=9)
    fig.tight_layout()
    fig.savefig(png, dpi=110)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--results", type=pathlib.Path,
                        default=pathlib.Path(__file__).resolve().parent / "results")
    args = parser.parse_args()
    for name, draw in (("cpu", cpu_rope_gbps), ("gpu", gpu_rope_gbps)):
        source = args.results / f"{name}.json"
        if source.exists():
            png = args.results / f"{name}-rope-gbps.png"
            draw(json.loads(source.read_text()), png)
            print("wrote", png)
    source = args.results / "iree-attention.json"
    if source.exists():
        png = args.results / "iree-attention.png"
        iree_attention(json.loads(source.read_text()), png)
        print("wrote", png)


if __name__ == "__main__":
    main()

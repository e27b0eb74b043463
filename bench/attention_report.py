"""The attention benchmark's report: a row per workload with each
kernel's times, GFLOP/s and fraction of the machine's peak for its dtype,
K/V bandwidth against copy for decode, checks and speedups; the table and
the plot."""

from __future__ import annotations

import pathlib

import numpy as np

from attention_workload import Workload

ROW_ORDER = ["ours_fused", "ours_fused_fma", "ours_unfused", "ours_fused_rotates_k", "torch_sdpa",
             "torch_eager", "ort_gqa", "ort_gqa_f16"]
PEER_ROWS = {"torch_sdpa", "torch_eager", "ort_gqa"}  # same dtype as ours


def timing(runs: list) -> dict:
    """The fastest run over all rounds and the median of the rounds' medians."""
    return {"min_s": min(min(r) for r in runs),
            "median_s": float(np.median([np.median(r) for r in runs])),
            "rounds": len(runs), "runs": sum(len(r) for r in runs)}


def summarize(w, threads, result, peaks: dict, unit: str, plan) -> dict:
    """The row of workload `w`: `peaks` maps each unit to its best measured
    GFLOP/s; kernels are measured against `unit`'s, the one `plan` (the
    ours_fused kernel's plan and why, machine_peaks.our_plan) runs on."""
    row = {"threads": threads, "dtype": w.dtype, "phase": w.phase, "sq": w.sq, "sk": w.sk,
           "flops": w.flops, "peaks_gflops": dict(peaks), "peak_unit": unit,
           "peak_gflops": peaks[unit], "kernels": {}, "skipped": result["skipped"]}
    if plan is not None:
        row["plan"] = plan
    if result["copy"]:
        best = min(result["copy"], key=lambda r: r["min_s"])
        row["copy_gbps"] = best["gbps_min"]
        row["copy_bytes"] = best["bytes"]
    if result["reads"]:
        row["read_gbps"] = {order: max(r[order]["gbps_min"] for r in result["reads"])
                            for order in result["reads"][0]}
    for name in result["rows"]:
        t = timing(result["runs"][name])
        t["gflops_min"] = w.flops / t["min_s"] / 1e9
        t["gflops_median"] = w.flops / t["median_s"] / 1e9
        # The FMA row of an AMX machine against the FMA peak.
        peak = peaks["fma"] if name == "ours_fused_fma" else row["peak_gflops"]
        t["fraction_of_peak"] = t["gflops_min"] / peak
        if w.phase == "decode":
            kv = w.kv_bytes("f16" if name.endswith("_f16") else w.dtype)
            t["kv_bytes"] = kv
            t["kv_gbps_min"] = kv / t["min_s"] / 1e9
            if "copy_gbps" in row:
                t["fraction_of_copy"] = t["kv_gbps_min"] / row["copy_gbps"]
            if "read_gbps" in row:
                t["fraction_of_read_in_its_order"] = t["kv_gbps_min"] / row["read_gbps"]["heads"]
        t["check"] = result["checks"][name]
        row["kernels"][name] = t
    k = row["kernels"]
    if "ours_fused" in k:
        fused = k["ours_fused"]["min_s"]
        if "ours_unfused" in k:
            row["speedup_fused_vs_unfused"] = k["ours_unfused"]["min_s"] / fused
        for name in k:
            if name in PEER_ROWS or name.endswith("_f16"):
                row[f"speedup_vs_{name}"] = k[name]["min_s"] / fused
        peers = [k[n]["min_s"] for n in k if n in PEER_ROWS]
        if peers:
            row["speedup_vs_fastest_peer"] = min(peers) / fused
    return row


TABLE_HEAD = (f"{'T':>2} {'dtype':5} {'phase':7} {'Sq':>5} {'Sk':>5}  {'kernel':21} "
              f"{'min ms':>10} {'median ms':>10} {'GFLOP/s':>8} {'%peak':>5} "
              f"{'K/V GB/s':>8} {'%copy':>5}  check (relative L2)")


def format_rows(row: dict) -> list:
    """Table lines of one workload: a line per kernel, skipped rows, and the
    peaks and speedups."""
    head = (f"{row['threads']:>2} {row['dtype']:5} {row['phase']:7} {row['sq']:>5} "
            f"{row['sk']:>5}  ")
    lines = []
    for name, t in row["kernels"].items():
        kv = (f"{t['kv_gbps_min']:8.1f} {100 * t.get('fraction_of_copy', 0):5.1f}"
              if "kv_gbps_min" in t else f"{'':8} {'':5}")
        check = t["check"]
        errs = " ".join(f"{k.replace('rel_l2_vs_', 'vs ')} {v:.1e}"
                        for k, v in check.items() if k != "ok") or "(the base)"
        lines.append(f"{head}{name:21} {1e3 * t['min_s']:10.3f} {1e3 * t['median_s']:10.3f} "
                     f"{t['gflops_min']:8.1f} {100 * t['fraction_of_peak']:5.1f} {kv}  "
                     f"{'ok' if check['ok'] else 'FAILED'} {errs}")
    for name, why in row["skipped"].items():
        lines.append(f"{head}{name:21} {why}")
    extra = [f"{k.replace('speedup_', '')} {v:.2f}x" for k, v in row.items()
             if k.startswith("speedup_")]
    peaks = ", ".join(f"{unit} {gflops:.1f}" for unit, gflops in row["peaks_gflops"].items())
    tail = f"{head}{'':21} peaks (GFLOP/s) {peaks}; %peak of {row['peak_unit']}"
    if "copy_gbps" in row:
        tail += f", copy {row['copy_gbps']:.1f} GB/s"
    if "read_gbps" in row:
        reads = row["read_gbps"]
        mine = row["kernels"].get("ours_fused", {}).get("fraction_of_read_in_its_order")
        tail += (f", K/V read alone {reads['heads']:.1f} GB/s in the plan's order"
                 + (f" (ours_fused {100 * mine:.0f}% of it)" if mine else "")
                 + f", {reads['address']:.1f} in address order")
    lines.append(tail + ("; ours_fused: " + ", ".join(extra) if extra else ""))
    if "plan" in row:
        fields = ", ".join(f"{k} {v}" for k, v in row["plan"]["cpu_plan"].items())
        lines.append(f"{head}{'':21} plan of ours_fused: {fields}; why: {row['plan']['why']}")
    return lines


def progress(w: Workload, threads: int, result: dict) -> str:
    times = ", ".join(f"{name} {1e3 * min(min(r) for r in runs):.2f} ms"
                      for name, runs in result["runs"].items())
    return f"  {threads}T {w.dtype} {w.label()}: {times}"


def plot(rows: list, png: pathlib.Path) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import matplotlib.ticker
    dtypes = ["f32", "bf16"]
    fig, axes = plt.subplots(1, 2, figsize=(12, 4.8), sharey=True)
    for ax, dtype in zip(axes, dtypes):
        prefill = [r for r in rows if r["dtype"] == dtype and r["phase"] == "prefill"]
        for threads in sorted({r["threads"] for r in prefill}):
            mine = sorted((r for r in prefill if r["threads"] == threads), key=lambda r: r["sq"])
            style = "-" if threads == 1 else "--"
            names = [n for n in ROW_ORDER if any(n in r["kernels"] for r in mine)]
            for index, name in enumerate(names):
                pts = [(r["sq"], r["kernels"][name]["gflops_min"]) for r in mine
                       if name in r["kernels"]]
                ax.plot(*zip(*pts), style, marker="o", color=f"C{ROW_ORDER.index(name)}",
                        label=f"{name}, {threads}T")
            if mine:
                peak = max(r["peak_gflops"] for r in mine)
                ax.axhline(peak, color="gray", linestyle=style, linewidth=0.8,
                           label=f"{mine[0]['peak_unit']} peak, {threads}T")
        ax.set_xscale("log", base=2)
        ax.set_yscale("log")
        ax.set_xticks(sorted({r["sq"] for r in prefill}))
        ax.xaxis.set_major_formatter(matplotlib.ticker.ScalarFormatter())
        ax.yaxis.set_major_formatter(matplotlib.ticker.ScalarFormatter())
        ax.yaxis.set_minor_formatter(matplotlib.ticker.NullFormatter())
        top = max([r["peak_gflops"] for r in prefill] + [10])
        ax.set_yticks([t for t in (10, 20, 50, 100, 200, 500, 1000, 2000, 5000) if t <= 2 * top])
        ax.set_ylim(bottom=5)
        if prefill:
            ax.legend(fontsize=7, loc="upper left", ncol=3)
        ax.set_xlabel("S (prefill, causal, Sq = Sk)")
        ax.set_title(f"{dtype}: B=1, Hq=32, Hkv=8, D=128")
        ax.grid(True, which="both", alpha=0.3)
    axes[0].set_ylabel("GFLOP/s (fastest run)")
    fig.suptitle("RoPE + causal attention, prefill")
    fig.tight_layout()
    fig.savefig(png, dpi=110)

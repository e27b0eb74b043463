"""Runs every kernel of one or more PTX + manifest pairs on the GPU through
rope-run-gpu and checks each against the float64 reference (Semantics §5).

A rope.apply kernel runs at two offsets (0 and near 2^24). A rope.attention
kernel runs over the shapes its dynamic extents allow (Sk = 1, odd and
unequal lengths, long caches that take key splits), at offsets 0 and near
2^24, with the split rule's choice and with forced splits. A cubin beside
a PTX (X.cubin for X.ptx, ptxas's output for the device) is loaded instead
of JIT-compiling the PTX in every run. Every result is
kept in the JSON; the summary names the failures.

    python3 python/tests/gpu_check.py --harness rope-run-gpu \
        --out results.json matrix.ptx [more.ptx ...] [--jobs N] [--dry-run]
        [--skip-passed earlier.jsonl ...]
"""

import argparse
import concurrent.futures
import json
import pathlib
import subprocess
import sys

FAR = 16770000  # positions near 2^24


def is_dynamic(extent):
    return isinstance(extent, str)


def attention_runs(kernel):
    """Flag sets for one rope.attention kernel, by which extents are dynamic."""
    q_shape, k_shape = kernel["inputs"][0]["shape"], kernel["inputs"][1]["shape"]
    q_dyn, k_dyn = is_dynamic(q_shape[1]), is_dynamic(k_shape[1])
    if q_dyn and k_dyn:
        shapes = [(1, 1), (37, 37), (200, 200), (48, 300), (130, 257)]
    elif k_dyn:
        shapes = [(q_shape[1], n) for n in (1, 63, 1000, 5000)]
    else:
        shapes = [(q_shape[1], k_shape[1])]
    runs = []
    for sq, sk in shapes:
        base = [f"--seq={sq}", f"--k-seq={sk}", "--batch=2"]
        for offsets in (["--offset=0"], [f"--offset={FAR}"],
                        [f"--q-offset={FAR + sk - sq}", f"--k-offset={FAR}"]):
            runs.append(base + offsets)
        if sk >= 1000:
            runs.append(base + ["--offset=0", "--splits=3"])
    return runs


def runs_of(kernel):
    if kernel.get("op") == "rope.attention":
        return attention_runs(kernel)
    return [["--offset=0"], [f"--offset={FAR}"]]


def run_one(harness, ptx, name, flags, dry_run=False):
    cmd = [harness, str(ptx), f"--kernel={name}", "--runs=1", "--warmup=0",
           "--json"] + flags + (["--dry-run"] if dry_run else [])
    cubin = ptx.with_suffix(".cubin")
    if cubin.exists():
        cmd.append(f"--cubin={cubin}")
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    except subprocess.TimeoutExpired:
        return {"kernel": name, "flags": flags, "pass": False, "error": "timeout"}
    result = {"kernel": name, "flags": flags}
    if dry_run:
        result.update({"pass": r.returncode == 0, "error": r.stderr.strip()})
        return result
    if r.returncode in (0, 1) and r.stdout.strip():
        try:
            result.update(json.loads(r.stdout))
            return result
        except json.JSONDecodeError:
            pass
    result.update({"pass": False, "rc": r.returncode,
                   "error": (r.stderr or r.stdout).strip()[-2000:]})
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("ptx", nargs="+", type=pathlib.Path)
    parser.add_argument("--harness", required=True)
    parser.add_argument("--out", type=pathlib.Path, required=True)
    parser.add_argument("--jobs", type=int, default=8)
    parser.add_argument("--skip-passed", type=pathlib.Path, nargs="*", default=[],
                        help="logs (.jsonl) of earlier runs: runs that passed "
                             "there are not repeated")
    parser.add_argument("--dry-run", action="store_true",
                        help="check every run's flags and launch plan, no device")
    args = parser.parse_args()
    passed = {(r["ptx"], r["kernel"], tuple(r["flags"]))
              for log in args.skip_passed for line in log.read_text().splitlines()
              for r in [json.loads(line)] if r.get("pass")}
    work = []
    for ptx in args.ptx:
        kernels = json.loads(ptx.with_name(ptx.name + ".json").read_text())["kernels"]
        names = [k["name"] for k in kernels]
        # One run first, alone: without a cubin the driver compiles the PTX
        # once and caches it.
        first = run_one(args.harness, ptx, names[0], runs_of(kernels[0])[0],
                        args.dry_run)
        print(f"{ptx.name}: {len(names)} kernels; first run: "
              f"{'pass' if first.get('pass') else first}", flush=True)
        work += [(ptx, k["name"], flags) for k in kernels for flags in runs_of(k)
                 if (ptx.name, k["name"], tuple(flags)) not in passed]
    # Each result is also logged as it comes, so a cut-off run keeps them.
    log = args.out.with_suffix(".jsonl").open("w")

    def run(item):
        ptx, name, flags = item
        result = dict(run_one(args.harness, ptx, name, flags, args.dry_run),
                      ptx=ptx.name)
        log.write(json.dumps(result) + "\n")
        log.flush()
        return result

    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(run, work))
    log.close()
    args.out.write_text(json.dumps(results, indent=1) + "\n")
    failed = [r for r in results if not r.get("pass")]
    ratios = [r["max_error_over_bound"] for r in results
              if "max_error_over_bound" in r]
    errors = [r["relative_l2_error"] for r in results if "relative_l2_error" in r]
    print(f"{len(results)} runs, {len(results) - len(failed)} pass, "
          f"{len(failed)} fail")
    if ratios:
        print(f"rope.apply: worst error / Semantics §5 bound {max(ratios):.3f}")
    if errors:
        print(f"rope.attention: worst relative L2 error {max(errors):.3e}")
    for r in failed[:40]:
        detail = r.get("error") or {k: r.get(k) for k in
                                    ("relative_l2_error", "error_bound",
                                     "max_error_over_bound")}
        print("FAIL", r["kernel"], " ".join(r["flags"]), detail)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

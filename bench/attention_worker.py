"""The attention benchmark's worker processes: one per kind of kernel
(ours, torch, ort) and thread count, so that each library sets its threads
once. A worker keeps one workload's inputs and kernels; the driver sends
JSON lines: setup, output (one run, written as f32 .npy: also the
warm-up), time (repeated runs), quit.

    python3 bench/attention_worker.py ours|torch|ort THREADS
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import numpy as np

from attention_kernels import OrtKernels, OursKernels, TorchKernels
from attention_workload import Workload

def worker(kind: str, threads: int) -> None:
    protocol = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)  # libraries' prints go to stderr
    kernels = None
    for line in sys.stdin:
        msg = json.loads(line)
        try:
            if msg["op"] == "quit":
                break
            if msg["op"] == "setup":
                kernels = None
                w = Workload(**msg["workload"])
                if kind == "ours":
                    kernels = OursKernels(w, msg["paths"], msg["library"],
                                          msg.get("library_fma", ""))
                elif kind == "torch":
                    kernels = TorchKernels(w, msg["paths"], threads)
                else:
                    kernels = OrtKernels(w, msg["paths"], threads)
                reply = {"rows": list(kernels.rows), "skipped": getattr(kernels, "skipped", {}),
                         "version": getattr(kernels, "version", "")}
            elif msg["op"] == "output":
                start = time.perf_counter()
                result = kernels.output(msg["row"])
                reply = {"seconds": time.perf_counter() - start}
                np.save(msg["path"], np.asarray(result, dtype=np.float32))
            else:  # time
                fn, times = kernels.rows[msg["row"]], []
                for _ in range(msg["warmup"]):
                    fn()
                for _ in range(msg["repeats"]):
                    start = time.perf_counter()
                    fn()
                    times.append(time.perf_counter() - start)
                reply = {"times": times}
        except Exception as err:  # reported to the driver, which skips the row
            reply = {"error": f"{type(err).__name__}: {err}"}
        protocol.write(json.dumps(reply) + "\n")
        protocol.flush()


class Worker:
    def __init__(self, kind: str, threads: int, python: str, env: dict):
        self.kind = kind
        env = dict(os.environ, OMP_NUM_THREADS=str(threads), **env)
        self.proc = subprocess.Popen([python, __file__, kind, str(threads)],
                                     stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, env=env)

    def ask(self, **msg) -> dict:
        self.proc.stdin.write(json.dumps(msg) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            return {"error": f"{self.kind} worker exited ({self.proc.wait()})"}
        return json.loads(line)

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.stdin.close()  # the worker ends at end of input
            self.proc.wait()


if __name__ == "__main__":
    worker(sys.argv[1], int(sys.argv[2]))

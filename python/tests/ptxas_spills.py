"""Reads `ptxas -v` output on stdin and checks the attention kernels' spills:
every kernel of a head dim up to 128 (its name holds `_d64_` or `_d128_`)
must have no stack frame and no spill; wider ones are reported. Prints one
summary line; exits 1 when a checked kernel spills.

    ptxas -v matrix.ptx 2>&1 | python3 python/tests/ptxas_spills.py
"""

import re
import sys

ENTRY = re.compile(r"Compiling entry function '([^']+)'")
SPILLS = re.compile(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads")


def main():
    name, kernels, failures, wide = None, 0, [], []
    for line in sys.stdin:
        if m := ENTRY.search(line):
            name = m.group(1)
            kernels += 1
        elif (m := SPILLS.search(line)) and name:
            spilled = any(int(x) for x in m.groups())
            if spilled and re.search(r"_d(64|128)_", name):
                failures.append(f"{name}: {line.strip()}")
            elif spilled:
                wide.append(name)
            name = None
    print(f"{kernels} kernels, {len(failures)} spilling at head dims <= 128, "
          f"{len(wide)} spilling at 256")
    for failure in failures:
        print("spills:", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

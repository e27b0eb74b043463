"""Prints each entry point (or kernel) of a manifest on one line for
FileCheck: its name, the shapes of its arguments (a scalar as its element
type) and, after "->", those of its outputs; a shape as "(s0 4 64)"."""
import json
import sys


def text(value):
    if "shape" not in value:
        return value["element"]
    return "(" + " ".join(str(extent) for extent in value["shape"]) + ")"


manifest = json.load(open(sys.argv[1]))
for entry in manifest.get("entry_points", []):
    print(entry["name"], *map(text, entry["args"]), "->", *map(text, entry["outputs"]))
for kernel in manifest.get("kernels", []):
    extra = [kernel[k] for k in ("positions", "batch_offsets", "q_positions",
                                 "k_positions") if k in kernel]
    print(kernel["name"], *map(text, kernel["inputs"] + extra), "->",
          *map(text, kernel["outputs"]))

"""Prints the rope_attention object of each entry point of a manifest on
one line for FileCheck: the entry's name, then every field but the
configuration as key=value in the manifest's order ("-" for an entry point
without one)."""
import json
import sys

manifest = json.load(open(sys.argv[1]))
for entry in manifest["entry_points"]:
    roles = entry.get("rope_attention")
    fields = ["-"] if roles is None else [
        f"{key}={json.dumps(value)}" for key, value in roles.items() if key != "config"]
    print(entry["name"], *fields)

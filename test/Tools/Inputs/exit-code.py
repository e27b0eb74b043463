"""exit-code.py STATUS COMMAND...: runs COMMAND (its output passes through)
and succeeds when it exits with STATUS, so a test can tell a refusal (2)
from a failed check (1)."""
import subprocess
import sys

wanted = int(sys.argv[1])
status = subprocess.call(sys.argv[2:])
if status != wanted:
    print(f"exit-code.py: wanted exit status {wanted}, got {status}",
          file=sys.stderr)
    sys.exit(1)

import pathlib
import sys

# Tests import the package from the source tree (pure Python, no install).
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

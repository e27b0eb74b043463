"""The package's version: the project's one version number (CMake and the
wheel's metadata read it from here)."""

__version__ = "0.1.0"

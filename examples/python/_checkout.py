# SPDX-License-Identifier: MIT
"""Lets the examples run straight from a source checkout.

When the gomoku package is not installed (pip or meson install), the
checkout's bindings/python is put on sys.path, and the package then finds the
library in the checkout's meson build tree. Import this before gomoku.
"""
import importlib.util
import sys
from pathlib import Path

if importlib.util.find_spec("gomoku") is None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bindings" / "python"))

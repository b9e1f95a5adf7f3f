# SPDX-License-Identifier: MIT
"""The package as a package: version, typing marker, loader order."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

import gomoku
from gomoku import _locate

PACKAGE = Path(gomoku.__file__).resolve().parent


def test_version_is_the_project_version() -> None:
    wanted = os.environ.get("GOMOKU_PROJECT_VERSION")
    if not wanted:
        pytest.skip("GOMOKU_PROJECT_VERSION not set (run through meson test)")
    assert gomoku.__version__ == wanted


def test_version_matches_the_loaded_library() -> None:
    assert gomoku.VERSION_STRING.startswith(gomoku.__version__)


def test_typing_marker_is_there() -> None:
    assert (PACKAGE / "py.typed").exists()


def test_source_tree_finds_its_build_tree() -> None:
    found = _locate.candidates()
    assert any(p.parent.parent.parent == _locate.CHECKOUT_ROOT for p in found), found


def test_installed_config_is_read_relative_first(tmp_path: Path) -> None:
    class Config:
        LIBRARY = "/prefix/lib/libgomoku.so.1"
        PACKAGE_DIR = "/prefix/lib/python3/site-packages/gomoku"
    paths = _locate._installed(Config)
    assert paths[0] == _locate.HERE / "../../../libgomoku.so.1"
    assert paths[1] == Path(Config.LIBRARY)


def test_pip_config_names_no_library() -> None:
    class Config:
        LIBRARY = None
        SOURCE_ROOT = "/somewhere"
    assert _locate._installed(Config) == []


def test_example_runs_from_the_checkout_as_written(tmp_path: Path) -> None:
    """README: `python3 examples/python/selfplay.py` with no PYTHONPATH."""
    import subprocess
    import sys
    script = _locate.CHECKOUT_ROOT / "examples" / "python" / "selfplay.py"
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "GOMOKU_LIBRARY")}
    proc = subprocess.run([sys.executable, str(script), "--games", "1", "--size", "7",
                           "--depth", "1"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "black win rate:" in proc.stdout

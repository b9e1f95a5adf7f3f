# SPDX-License-Identifier: MIT
"""Loading the library, its version check and the declared prototypes."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import gomoku
from gomoku import _lib

PACKAGE_ROOT = Path(__file__).resolve().parent.parent


def test_version_number_matches_string() -> None:
    major, minor, patch = gomoku.library_version()
    assert gomoku.VERSION_STRING.startswith(f"{major}.{minor}.{patch}")
    assert gomoku.VERSION_NUMBER == major * 10000 + minor * 100 + patch


def test_abi_major_matches() -> None:
    assert gomoku.library_version()[0] == gomoku.ABI_MAJOR


def test_library_path_is_the_one_asked_for() -> None:
    wanted = os.environ.get("GOMOKU_LIBRARY")
    if not wanted:
        pytest.skip("GOMOKU_LIBRARY not set")
    assert gomoku.LIBRARY_PATH == wanted


def test_abi_mismatch_is_refused_with_a_clear_message() -> None:
    wrong = (gomoku.ABI_MAJOR + 1) * 10000
    with pytest.raises(gomoku.LibraryVersionError, match="ABI major"):
        _lib.check_version(wrong, "9.0.0", "/some/libgomoku.so")


def test_matching_version_is_accepted() -> None:
    _lib.check_version(gomoku.ABI_MAJOR * 10000 + 99 * 100 + 99, "x", "y")


def _import_in_subprocess(library: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, GOMOKU_LIBRARY=library, PYTHONPATH=str(PACKAGE_ROOT),
               PYTHONDONTWRITEBYTECODE="1")
    return subprocess.run([sys.executable, "-c", "import gomoku"], env=env,
                          capture_output=True, text=True, timeout=60)


def test_missing_library_fails_import_clearly(tmp_path: Path) -> None:
    proc = _import_in_subprocess(str(tmp_path / "nope.so"))
    assert proc.returncode != 0
    assert "GOMOKU_LIBRARY" in proc.stderr and "ImportError" in proc.stderr


def test_not_a_library_fails_import_clearly(tmp_path: Path) -> None:
    fake = tmp_path / "libgomoku.so"
    fake.write_text("not an ELF file")
    proc = _import_in_subprocess(str(fake))
    assert proc.returncode != 0
    assert "cannot load" in proc.stderr


def test_every_declared_function_has_a_prototype() -> None:
    declared = 0
    for name, restype, argtypes, checked in _lib._PROTOTYPES:
        if not _lib.has(name):
            continue
        fn = getattr(_lib.lib, name)
        assert fn.argtypes == argtypes, name
        assert fn.restype == restype, name
        if checked:
            assert fn.errcheck is not None, name
        declared += 1
    assert declared >= len(_lib.CORE_FUNCTIONS)


def test_core_api_is_all_there() -> None:
    assert len(_lib.CORE_FUNCTIONS) >= 30
    for name in _lib.CORE_FUNCTIONS:
        assert _lib.has(name), name


def test_help_reads_well() -> None:
    for obj in (gomoku, gomoku.Board, gomoku.Engine, gomoku.Board.play,
                gomoku.Engine.search, gomoku.GomokuError, gomoku.Color):
        assert obj.__doc__ and len(obj.__doc__.strip()) > 10, obj
    public = [n for n in dir(gomoku.Board) if not n.startswith("_")]
    for name in public:
        assert getattr(gomoku.Board, name).__doc__, name


def test_all_exports_exist() -> None:
    for name in gomoku.__all__:
        assert hasattr(gomoku, name), name

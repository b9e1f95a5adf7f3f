# SPDX-License-Identifier: MIT
"""The ctypes struct mirrors match the C headers, field for field."""
from __future__ import annotations

import ctypes
import json
import os
import subprocess

import pytest

from gomoku import _lib

MIRRORS = {
    "gmk_point": _lib.Point,
    "gmk_stone": _lib.Stone,
    "gmk_board_options": _lib.BoardOptions,
    "gmk_result": _lib.Result,
    "gmk_point_info": _lib.PointInfo,
    "gmk_engine_options": _lib.EngineOptions,
    "gmk_search_limits": _lib.SearchLimits,
    "gmk_search_line": _lib.SearchLine,
    "gmk_search_result": _lib.SearchResult,
    "gmk_search_info": _lib.SearchInfo,
    "gmk_record_info": _lib.RecordInfo,
    "gmk_foul_line": _lib.FoulLine,
    "gmk_foul_explanation": _lib.FoulExplanation,
    "gmk_threat": _lib.Threat,
    "gmk_sequence_step": _lib.SequenceStep,
}


@pytest.fixture(scope="module")
def layout() -> dict:
    probe = os.environ.get("GOMOKU_LAYOUT_PROBE")
    if not probe:
        pytest.skip("GOMOKU_LAYOUT_PROBE not set (run through meson test)")
    out = subprocess.run([probe], check=True, capture_output=True, text=True, timeout=30)
    return json.loads(out.stdout)


def test_probe_covers_every_mirror(layout: dict) -> None:
    assert set(layout) == set(MIRRORS)


@pytest.mark.parametrize("name", sorted(MIRRORS))
def test_struct_layout(layout: dict, name: str) -> None:
    mirror = MIRRORS[name]
    c_struct = layout[name]
    assert ctypes.sizeof(mirror) == c_struct["size"], name
    py_fields = [f[0] for f in mirror._fields_]
    assert py_fields == list(c_struct["fields"]), name
    for field, offset in c_struct["fields"].items():
        assert getattr(mirror, field).offset == offset, f"{name}.{field}"


def test_versioned_structs_start_with_version() -> None:
    for name, mirror in MIRRORS.items():
        # Plain value types held inside a versioned struct or filled into arrays.
        if name not in ("gmk_point", "gmk_stone", "gmk_search_line", "gmk_foul_line",
                        "gmk_threat", "gmk_sequence_step"):
            assert mirror._fields_[0][0] == "version", name

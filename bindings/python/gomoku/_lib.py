# SPDX-License-Identifier: MIT
"""Finding and loading libgomoku, and declaring every foreign function.

Search order for the shared library:

1. the ``GOMOKU_LIBRARY`` environment variable (a path to the .so);
2. beside the package, then a meson build tree of the source checkout
   (:mod:`gomoku._locate` lists both in detail);
3. the system's ``libgomoku.so.<ABI major>``, then ``ctypes.util.find_library``.

Every function gets ``argtypes`` and ``restype``; functions returning an int
status get an ``errcheck`` that raises the matching :mod:`gomoku.errors`
exception for a negative value.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import json
import os
from ctypes import (POINTER, Structure, c_char_p, c_int, c_int64, c_size_t,
                    c_ubyte, c_uint, c_uint64, c_void_p)
from typing import Any, Callable, Iterable, List, Optional, Sequence, Tuple

from . import _locate
from .errors import LibraryVersionError, make_error

ABI_MAJOR = 1
"""The ABI major of libgomoku this binding was written for (its SONAME)."""

_LIBRARY_ENV = "GOMOKU_LIBRARY"
_VERSION_MAJOR_FACTOR = 10000
_VERSION_MINOR_FACTOR = 100

# Mirrors of the C headers' limits.
MAX_DEPTH = 248                # GMK_MAX_DEPTH
MAX_HASH_BYTES = 1 << 40       # GMK_MAX_HASH_BYTES
MAX_PV = 64
OPENRULE_MAX_OFFERS = 16
OPENRULE_CANONICAL_COUNT = 26
MAX_MULTIPV = 8
DIRECTIONS = 4
POINT_STRING_MAX = 16

# Struct versions (the *_VERSION macros of the headers).
BOARD_OPTIONS_VERSION = 1
RESULT_VERSION = 1
POINT_INFO_VERSION = 1
ENGINE_OPTIONS_VERSION = 2
SEARCH_LIMITS_VERSION = 1
SEARCH_RESULT_VERSION = 1
SEARCH_INFO_VERSION = 1
RECORD_INFO_VERSION = 1


# --- Structures, field for field as in include/gomoku/*.h -------------------

class Point(Structure):
    _fields_ = [("x", c_int), ("y", c_int)]


class Stone(Structure):
    _fields_ = [("x", c_int), ("y", c_int), ("color", c_int)]


class BoardOptions(Structure):
    _fields_ = [
        ("version", c_uint),
        ("width", c_int),
        ("height", c_int),
        ("win_length", c_int),
        ("rule", c_int),
        ("backend", c_int),
        ("foul_policy", c_int),
    ]


class Result(Structure):
    _fields_ = [
        ("version", c_uint),
        ("state", c_int),
        ("winner", c_int),
        ("reason", c_int),
        ("line_start", Point),
        ("line_end", Point),
    ]


class PointInfo(Structure):
    _fields_ = [
        ("version", c_uint),
        ("makes_five", c_int),
        ("fours", c_int),
        ("open_threes", c_int),
        ("foul", c_int),
        ("patterns", c_int * DIRECTIONS),
    ]


EXPLAIN_MAX_STONES = 12
EXPLAIN_MAX_KEYS = 4
THREAT_MAX_POINTS = 6
FOUL_EXPLANATION_VERSION = 1


class FoulLine(Structure):
    _fields_ = [
        ("direction", c_int),
        ("pattern", c_int),
        ("real", c_int),
        ("stone_count", c_int),
        ("stones", Point * EXPLAIN_MAX_STONES),
        ("key_count", c_int),
        ("keys", Point * EXPLAIN_MAX_KEYS),
        ("key_fouls", c_int * EXPLAIN_MAX_KEYS),
        ("key_makes_five", c_int * EXPLAIN_MAX_KEYS),
    ]


class FoulExplanation(Structure):
    _fields_ = [
        ("version", c_uint),
        ("foul", c_int),
        ("makes_five", c_int),
        ("line_count", c_int),
        ("lines", FoulLine * DIRECTIONS),
    ]


class Threat(Structure):
    _fields_ = [
        ("kind", c_int),
        ("color", c_int),
        ("direction", c_int),
        ("stone_count", c_int),
        ("stones", Point * THREAT_MAX_POINTS),
        ("key_count", c_int),
        ("keys", Point * THREAT_MAX_POINTS),
        ("defence_count", c_int),
        ("defences", Point * THREAT_MAX_POINTS),
    ]


STEP_MAX_LINES = 4


class SequenceStep(Structure):
    _fields_ = [
        ("move", Point),
        ("color", c_int),
        ("attacker", c_int),
        ("kind", c_int),
        ("line_count", c_int),
        ("lines", Threat * STEP_MAX_LINES),
    ]


class EngineOptions(Structure):
    _fields_ = [
        ("version", c_uint),
        ("hash_bytes", c_size_t),
        ("seed", c_uint64),
        ("threads", c_uint),      # version 2 (1.2.0)
    ]


class SearchLimits(Structure):
    _fields_ = [
        ("version", c_uint),
        ("time_ms", c_int),
        ("depth", c_int),
        ("nodes", c_int64),
        ("level", c_int),
        ("multipv", c_int),
    ]


class SearchLine(Structure):
    _fields_ = [
        ("move", Point),
        ("score", c_int),
        ("pv_length", c_int),
        ("pv", Point * MAX_PV),
    ]


class SearchResult(Structure):
    _fields_ = [
        ("version", c_uint),
        ("best", Point),
        ("score", c_int),
        ("depth", c_int),
        ("nodes", c_uint64),
        ("time_ms", c_int),
        ("pv_length", c_int),
        ("pv", Point * MAX_PV),
        ("line_count", c_int),
        ("lines", SearchLine * MAX_MULTIPV),
    ]


class SearchInfo(Structure):
    _fields_ = [
        ("version", c_uint),
        ("depth", c_int),
        ("score", c_int),
        ("nodes", c_uint64),
        ("nps", c_uint64),
        ("elapsed_ms", c_int),
        ("pv_length", c_int),
        ("pv", POINTER(Point)),
    ]


class RecordInfo(Structure):
    _fields_ = [
        ("version", c_uint),
        ("black", c_char_p),
        ("white", c_char_p),
        ("metadata_json", c_char_p),
        ("times_ms", POINTER(c_int)),
        ("times_count", c_size_t),
    ]


PROGRESS_FN = ctypes.CFUNCTYPE(None, POINTER(SearchInfo), c_void_p)
"""gmk_progress_fn: void (*)(const gmk_search_info *, void *)."""

LOG_FN = ctypes.CFUNCTYPE(None, c_char_p, c_void_p)
"""gmk_log_fn: void (*)(const char *json, void *)."""


# --- Finding the library ----------------------------------------------------

def _load() -> Tuple[ctypes.CDLL, str]:
    explicit = os.environ.get(_LIBRARY_ENV)
    if explicit:
        try:
            return ctypes.CDLL(explicit), explicit
        except OSError as err:
            raise ImportError(
                f"gomoku: cannot load {_LIBRARY_ENV}={explicit!r}: {err}") from err
    tried: List[str] = []
    for path in _locate.candidates():
        try:
            return ctypes.CDLL(str(path)), str(path)
        except OSError:
            tried.append(str(path))
    names = [f"libgomoku.so.{ABI_MAJOR}"]
    found = ctypes.util.find_library("gomoku")
    if found:
        names.append(found)
    for name in names:
        try:
            return ctypes.CDLL(name), name
        except OSError:
            tried.append(name)
    raise ImportError(
        "gomoku: libgomoku not found; set GOMOKU_LIBRARY to the path of "
        f"libgomoku.so (tried: {', '.join(tried) or 'nothing'})")


# --- Error checking ---------------------------------------------------------

# From 1.2.0 every failing call leaves its message; before, only the parsers.
MESSAGE_EVERYWHERE_VERSION = 10200


def _message(status: int, with_detail: bool) -> str:
    text = _lib.gmk_strerror(status).decode("utf-8", "replace")
    if with_detail and _has("gmk_last_error_message"):
        # Thread-local in C, and read on the thread that made the call.
        raw = _lib.gmk_last_error_message()
        detail = raw.decode("utf-8", "replace") if raw else ""
        if detail and text in detail:
            text = detail  # the detail already ends with the status text
        elif detail:
            text = f"{text}: {detail}"
    return text


def raise_status(status: int) -> None:
    """Raise the exception for a negative status (a no-op otherwise)."""
    if status < 0:
        raise make_error(status, _message(status, False))


def _check_status(result: int, func: Any, args: Any) -> int:
    if result < 0:
        detail = _lib.gmk_version_number() >= MESSAGE_EVERYWHERE_VERSION
        raise make_error(result, f"{func.__name__}: {_message(result, detail)}")
    return result


def _check_status_detail(result: int, func: Any, args: Any) -> int:
    """As _check_status, adding gmk_last_error_message (set by the parsers)."""
    if result < 0:
        raise make_error(result, f"{func.__name__}: {_message(result, True)}")
    return result


# --- Prototypes -------------------------------------------------------------

# (name, restype, argtypes, checked): checked functions return an int status;
# DETAIL marks those that also leave a gmk_last_error_message.
DETAIL = "detail"
_BOARD_P = c_void_p
_PROTOTYPES: Sequence[Tuple[str, Any, List[Any], Any]] = (
    # version.h, status.h
    ("gmk_version_number", c_int, [], False),
    ("gmk_version_string", c_char_p, [], False),
    ("gmk_strerror", c_char_p, [c_int], False),
    ("gmk_free", None, [c_void_p], False),
    # board.h
    ("gmk_board_options_init", c_int, [POINTER(BoardOptions), c_uint], True),
    ("gmk_board_new", c_int, [POINTER(c_void_p), POINTER(BoardOptions)], True),
    ("gmk_board_clone", c_int, [POINTER(c_void_p), _BOARD_P], True),
    ("gmk_board_free", None, [_BOARD_P], False),
    ("gmk_board_get_options", c_int, [_BOARD_P, POINTER(BoardOptions)], True),
    ("gmk_board_width", c_int, [_BOARD_P], True),
    ("gmk_board_height", c_int, [_BOARD_P], True),
    ("gmk_board_play", c_int, [_BOARD_P, c_int, c_int], True),
    ("gmk_board_undo", c_int, [_BOARD_P], True),
    ("gmk_board_redo", c_int, [_BOARD_P], True),
    ("gmk_board_reset", c_int, [_BOARD_P], True),
    ("gmk_board_setup", c_int, [_BOARD_P, POINTER(Stone), c_size_t, c_int], True),
    ("gmk_board_at", c_int, [_BOARD_P, c_int, c_int], True),
    ("gmk_board_to_move", c_int, [_BOARD_P], True),
    ("gmk_board_move_count", c_int, [_BOARD_P], True),
    ("gmk_board_move_at", c_int, [_BOARD_P, c_int, POINTER(Point)], True),
    ("gmk_board_redo_count", c_int, [_BOARD_P], True),
    ("gmk_board_redo_at", c_int, [_BOARD_P, c_int, POINTER(Point)], True),
    ("gmk_board_setup_count", c_int, [_BOARD_P], True),
    ("gmk_board_setup_at", c_int, [_BOARD_P, c_int, POINTER(Stone)], True),
    ("gmk_board_setup_to_move", c_int, [_BOARD_P], True),
    ("gmk_board_stone_count", c_int, [_BOARD_P], True),
    ("gmk_board_legal_moves", c_int, [_BOARD_P, POINTER(Point), c_size_t], True),
    ("gmk_board_legal_mask", c_int, [_BOARD_P, POINTER(c_ubyte), c_size_t], True),
    ("gmk_board_cells", c_int, [_BOARD_P, POINTER(c_ubyte), c_size_t], True),
    ("gmk_board_hash", c_uint64, [_BOARD_P], False),
    ("gmk_board_result", c_int, [_BOARD_P, POINTER(Result)], True),
    ("gmk_board_is_over", c_int, [_BOARD_P], True),
    # notation.h
    ("gmk_point_from_rif", c_int, [c_char_p, c_int, c_int, POINTER(Point)], True),
    ("gmk_point_to_rif", c_int, [Point, c_int, c_int, c_char_p, c_size_t], True),
    ("gmk_point_from_xy", c_int, [c_char_p, c_int, c_int, POINTER(Point)], True),
    ("gmk_point_to_xy", c_int, [Point, c_int, c_int, c_char_p, c_size_t], True),
    ("gmk_point_parse", c_int, [c_char_p, c_int, c_int, POINTER(Point)], True),
    # rules.h
    ("gmk_board_foul", c_int, [_BOARD_P, c_int, c_int], True),
    ("gmk_board_forbidden_points", c_int, [_BOARD_P, POINTER(Point), c_size_t], True),
    ("gmk_board_patterns", c_int, [_BOARD_P, c_int, c_int, c_int, POINTER(c_int)], True),
    ("gmk_board_point_info", c_int, [_BOARD_P, c_int, c_int, c_int, POINTER(PointInfo)], True),
    ("gmk_foul_name", c_char_p, [c_int], False),
    ("gmk_pattern_name", c_char_p, [c_int], False),
    ("gmk_rule_name", c_char_p, [c_int], False),
    # eval.h
    ("gmk_board_evaluate", c_int, [_BOARD_P, POINTER(c_int)], True),
    ("gmk_board_move_scores", c_int, [_BOARD_P, POINTER(c_int), c_size_t], True),
    # engine.h
    ("gmk_engine_options_init", c_int, [POINTER(EngineOptions), c_uint], True),
    ("gmk_engine_new", c_int, [POINTER(c_void_p), POINTER(EngineOptions)], True),
    ("gmk_engine_free", None, [c_void_p], False),
    ("gmk_engine_clear", c_int, [c_void_p], True),
    ("gmk_search_limits_init", c_int, [POINTER(SearchLimits), c_uint], True),
    ("gmk_engine_set_progress", c_int, [c_void_p, PROGRESS_FN, c_void_p], True),
    ("gmk_engine_search", c_int,
     [c_void_p, _BOARD_P, POINTER(SearchLimits), POINTER(SearchResult)], True),
    ("gmk_engine_stop", None, [c_void_p], False),
    ("gmk_engine_solve_vcf", c_int,
     [c_void_p, _BOARD_P, c_int, POINTER(Point), c_size_t, POINTER(c_int)], True),
    ("gmk_engine_solve_vct", c_int,
     [c_void_p, _BOARD_P, c_int, POINTER(SearchLimits), POINTER(Point), c_size_t, POINTER(c_int)],
     True),
    # status.h (with records)
    ("gmk_last_error_message", c_char_p, [], False),
    # record.h: char ** outputs are void ** so the pointer can go to gmk_free.
    ("gmk_record_info_init", c_int, [POINTER(RecordInfo), c_uint], True),
    ("gmk_record_info_clear", None, [POINTER(RecordInfo)], False),
    ("gmk_record_to_json", c_int,
     [_BOARD_P, POINTER(RecordInfo), POINTER(c_void_p)], DETAIL),
    ("gmk_record_from_json", c_int,
     [POINTER(c_void_p), c_char_p, c_size_t, POINTER(RecordInfo)], DETAIL),
    ("gmk_record_to_psq", c_int,
     [_BOARD_P, POINTER(RecordInfo), POINTER(c_void_p)], DETAIL),
    ("gmk_record_from_psq", c_int,
     [POINTER(c_void_p), c_char_p, c_size_t, POINTER(BoardOptions),
      POINTER(RecordInfo)], DETAIL),
    ("gmk_moves_to_string", c_int, [_BOARD_P, c_char_p, POINTER(c_void_p)], DETAIL),
    ("gmk_board_play_moves", c_int, [_BOARD_P, c_char_p], DETAIL),
    ("gmk_opening_apply", c_int, [_BOARD_P, c_char_p], DETAIL),
    ("gmk_board_diagram", c_int, [_BOARD_P, c_uint, POINTER(c_void_p)], DETAIL),
    # explain.h (1.2.0)
    ("gmk_board_explain_foul", c_int, [_BOARD_P, c_int, c_int, POINTER(FoulExplanation)],
     DETAIL),
    ("gmk_board_threats", c_int, [_BOARD_P, c_int, POINTER(Threat), c_size_t], DETAIL),
    # explain.h (1.3.0)
    ("gmk_board_explain_sequence", c_int,
     [_BOARD_P, POINTER(Point), c_size_t, POINTER(SequenceStep), c_size_t], DETAIL),
    ("gmk_step_kind_name", c_char_p, [c_int], False),
    # openrule.h (1.2.0): the opening handle is a void *.
    ("gmk_openrule_new", c_int, [POINTER(c_void_p), c_int, c_int, POINTER(BoardOptions)], DETAIL),
    ("gmk_openrule_free", None, [c_void_p], False),
    ("gmk_openrule_get_phase", c_int, [c_void_p], DETAIL),
    ("gmk_openrule_to_act", c_int, [c_void_p], DETAIL),
    ("gmk_openrule_color_of", c_int, [c_void_p, c_int], DETAIL),
    ("gmk_openrule_place_color", c_int, [c_void_p], DETAIL),
    ("gmk_openrule_may_place", c_int, [c_void_p, c_int, c_int], DETAIL),
    ("gmk_openrule_may_place_two", c_int, [c_void_p], DETAIL),
    ("gmk_openrule_may_choose", c_int, [c_void_p, c_int], DETAIL),
    ("gmk_openrule_declare_max", c_int, [c_void_p], DETAIL),
    ("gmk_openrule_offer_count", c_int, [c_void_p], DETAIL),
    ("gmk_openrule_offers", c_int, [c_void_p, POINTER(Point), c_size_t], DETAIL),
    ("gmk_openrule_place", c_int, [c_void_p, c_int, c_int], DETAIL),
    ("gmk_openrule_choose", c_int, [c_void_p, c_int], DETAIL),
    ("gmk_openrule_declare", c_int, [c_void_p, c_int], DETAIL),
    ("gmk_openrule_offer", c_int, [c_void_p, POINTER(Point), c_size_t], DETAIL),
    ("gmk_openrule_pick", c_int, [c_void_p, c_int, c_int], DETAIL),
    ("gmk_openrule_engine_act", c_int, [c_void_p, c_void_p, POINTER(SearchLimits)], DETAIL),
    ("gmk_openrule_board", c_int, [c_void_p, POINTER(c_void_p)], DETAIL),
    ("gmk_openrule_to_json", c_int, [c_void_p, POINTER(c_void_p)], DETAIL),
    ("gmk_openrule_from_json", c_int, [POINTER(c_void_p), c_char_p, c_size_t], DETAIL),
    ("gmk_openrule_canonical", c_int, [c_int, POINTER(c_char_p), POINTER(Stone)], DETAIL),
    ("gmk_openrule_canonical_of", c_int, [_BOARD_P], DETAIL),
    ("gmk_openrule_offers_distinct", c_int, [_BOARD_P, POINTER(Point), c_size_t], DETAIL),
    # log.h
    ("gmk_board_set_log", c_int, [_BOARD_P, LOG_FN, c_void_p], True),
    ("gmk_engine_set_log", c_int, [c_void_p, LOG_FN, c_void_p], True),
)

# Every library of ABI major 1 has these (board.h, notation.h, status.h, version.h).
CORE_FUNCTIONS = frozenset(
    name for name, *_ in _PROTOTYPES
    if name.startswith(("gmk_version_", "gmk_strerror", "gmk_free", "gmk_point_"))
    or (name.startswith("gmk_board_") and name in {
        "gmk_board_options_init", "gmk_board_new", "gmk_board_clone",
        "gmk_board_free", "gmk_board_get_options", "gmk_board_width",
        "gmk_board_height", "gmk_board_play", "gmk_board_undo", "gmk_board_redo",
        "gmk_board_reset", "gmk_board_setup", "gmk_board_at", "gmk_board_to_move",
        "gmk_board_move_count", "gmk_board_move_at", "gmk_board_redo_count",
        "gmk_board_redo_at", "gmk_board_setup_count", "gmk_board_setup_at",
        "gmk_board_setup_to_move", "gmk_board_stone_count",
        "gmk_board_legal_moves", "gmk_board_legal_mask", "gmk_board_hash",
        "gmk_board_result", "gmk_board_is_over"}))

_lib, LIBRARY_PATH = _load()
_available = set()


def _declare(specs: Iterable[Tuple[str, Any, List[Any], Any]]) -> None:
    for name, restype, argtypes, checked in specs:
        try:
            fn = getattr(_lib, name)
        except AttributeError:
            continue  # a library older than the binding: feature absent
        fn.restype = restype
        fn.argtypes = argtypes
        if checked == DETAIL:
            fn.errcheck = _check_status_detail
        elif checked:
            fn.errcheck = _check_status
        _available.add(name)


def _has(name: str) -> bool:
    return name in _available


def has(name: str) -> bool:
    """Whether the loaded library exports the C function ``name``."""
    return _has(name)


_declare(_PROTOTYPES)



def check_version(number: int, string: str, path: str) -> None:
    """Raise LibraryVersionError unless ``number`` has this binding's ABI major."""
    major = number // _VERSION_MAJOR_FACTOR
    if major != ABI_MAJOR:
        raise LibraryVersionError(
            f"gomoku: {path} is libgomoku {string} (ABI major {major}), but this "
            f"binding needs ABI major {ABI_MAJOR}; install a matching library "
            f"or point {_LIBRARY_ENV} at one")


if not hasattr(_lib, "gmk_version_number"):
    raise LibraryVersionError(f"gomoku: {LIBRARY_PATH} is not libgomoku "
                              "(no gmk_version_number)")
VERSION_NUMBER: int = _lib.gmk_version_number()
VERSION_STRING: str = _lib.gmk_version_string().decode("ascii", "replace")
check_version(VERSION_NUMBER, VERSION_STRING, LIBRARY_PATH)

_missing_core = sorted(CORE_FUNCTIONS - _available)
if _missing_core:
    raise LibraryVersionError(
        f"gomoku: {LIBRARY_PATH} lacks {', '.join(_missing_core)}")

lib = _lib
"""The loaded ctypes.CDLL with prototypes declared."""


def version_tuple() -> Tuple[int, int, int]:
    """The loaded library's (major, minor, patch)."""
    n = VERSION_NUMBER
    return (n // _VERSION_MAJOR_FACTOR,
            n // _VERSION_MINOR_FACTOR % _VERSION_MINOR_FACTOR,
            n % _VERSION_MINOR_FACTOR)


def require(name: str) -> Callable[..., Any]:
    """The foreign function ``name``; UnsupportedError-like if the library lacks it."""
    if name not in _available:
        raise NotImplementedError(
            f"gomoku: the loaded libgomoku ({LIBRARY_PATH}) has no {name}")
    return getattr(_lib, name)


class LogHook:
    """A ``gmk_*_set_log`` callback that hands each event to ``callback`` as a
    dict. An exception the callback raises is kept (later events of the same
    call are not delivered) and re-raised by the wrapper method that made the
    call, through :meth:`raise_pending`, as ``on_info``'s are by a search.
    """

    __slots__ = ("c_callback", "errors")

    def __init__(self, callback: Callable[[Any], None]) -> None:
        self.errors: List[BaseException] = []

        def trampoline(text: bytes, _user: Any) -> None:
            if self.errors:
                return
            try:
                callback(json.loads(text.decode("utf-8")))
            except BaseException as err:  # noqa: B902 - re-raised by the caller
                self.errors.append(err)

        # The C side holds this pointer: it lives as long as the hook.
        self.c_callback = LOG_FN(trampoline)

    def raise_pending(self) -> None:
        """Raise (and forget) the first exception a callback raised, if any."""
        if self.errors:
            err = self.errors[0]
            self.errors.clear()
            raise err


def install_log(name: str, handle: int,
                callback: Optional[Callable[[Any], None]]) -> Optional[LogHook]:
    """Sets (``callback`` None: clears) a ``gmk_*_set_log`` callback. Returns the
    hook, which the caller keeps as long as the C side holds it."""
    fn = require(name)
    if callback is None:
        fn(handle, LOG_FN(), None)
        return None
    hook = LogHook(callback)
    fn(handle, hook.c_callback, None)
    return hook


def take_string(ptr: c_void_p) -> str:
    """The text of a library-allocated char *, which is then gmk_free'd."""
    if not ptr.value:
        return ""
    try:
        return ctypes.string_at(ptr.value).decode("utf-8")
    finally:
        _lib.gmk_free(ptr)

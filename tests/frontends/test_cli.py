#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The console game driven by scripted stdin.

usage: test_cli.py GOMOKU CASE   (exit 0 pass, 1 fail, 77 skip)
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

SKIP = 77
CASES = {}
GOMOKU = None


def case(fn):
    CASES[fn.__name__] = fn
    return fn


def run(args, stdin="", timeout=60):
    p = subprocess.run([GOMOKU] + args, input=stdin.encode(), stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=timeout)
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


def hvh(*lines, args=()):
    rc, out, err = run(["--mode", "human-human"] + list(args), "\n".join(lines) + "\n")
    assert rc == 0, "exit %d: %s" % (rc, err)
    return out


def contains(out, text):
    assert text in out, "expected %r in output:\n%s" % (text, out)


def lacks(out, text):
    assert text not in out, "did not expect %r in output:\n%s" % (text, out)


def bad_input(line, why, args=()):
    """The bad line is explained on one line and changes nothing."""
    out = hvh("h8", line, "h9", args=args)
    contains(out, "1. black h8")
    contains(out, "2. white h9")
    errors = [l for l in out.splitlines() if l.startswith("? ")]
    assert len(errors) == 1, "expected one error line, got %r" % errors
    assert why in errors[0], "expected %r in %r" % (why, errors[0])


@case
def bad_empty_line(_):
    bad_input("", "empty line")


@case
def bad_one_number(_):
    bad_input("7", "one number")


@case
def bad_letters(_):
    bad_input("hello", "unknown command 'hello'")


@case
def bad_off_board_rif(_):
    bad_input("z20", "off the 15x15 board")


@case
def bad_off_board_xy(_):
    bad_input("15,3", "off the 15x15 board")


@case
def bad_occupied(_):
    bad_input("h8", "h8 is occupied")


@case
def bad_fullwidth_comma(_):
    bad_input("7\uff0c7", "non-ASCII")


@case
def bad_fullwidth_digits(_):
    bad_input("\uff17,\uff17", "non-ASCII")


@case
def bad_argument_to_command(_):
    bad_input("undo 3", "undo takes no argument")


@case
def bad_save_without_name(_):
    bad_input("save", "save needs a file name")


@case
def bad_renju_foul(_):
    # Black f8 g8 and i10 i9; white far away; i8 would be a double-three.
    out = hvh("f8", "a1", "g8", "a3", "i10", "a5", "i9", "c1", "i8", "board",
              args=["--rule", "renju"])
    contains(out, "? i8 is forbidden for black: double-three (f8-i8 and i8-i10)")
    lacks(out, "9. black i8")


@case
def both_notations(_):
    out = hvh("h8", "8,6")
    contains(out, "1. black h8")
    contains(out, "2. white i9")


@case
def win_shows_line(_):
    out = hvh("d8", "d9", "e8", "e9", "f8", "f9", "g8", "g9", "h8", "i9")
    contains(out, "Result: black wins with d8-h8")
    contains(out, "? the game is over")


def grid_part(row):
    """A diagram row without its trailing row number."""
    return re.sub(r" \d+$", "", row)


@case
def board_marks_last_move(_):
    out = hvh("h8", "g9", "board")
    rows = [l for l in out.splitlines() if re.match(r"^ ?\d+ ", l)]
    assert len(rows) == 15, out
    contains(out, "[O]")
    # The grid is aligned; the row number on the right is not padded.
    assert len({len(grid_part(r)) for r in rows}) == 1, "rows of unequal width:\n" + out


@case
def board_aligned_large(_):
    out = hvh("board", args=["--size", "30x12"])
    lines = out.splitlines()
    assert "aa" in lines[0] and "ad" in lines[0], lines[0]
    assert len({len(grid_part(l)) for l in lines[1:13]}) == 1, "\n".join(lines)
    # Column 'ad' sits over the last cell.
    first_row = lines[1]
    assert lines[0].rstrip().endswith("ad"), lines[0]
    assert len(lines[0].rstrip()) - 1 == first_row.rindex("."), "\n".join(lines)


@case
def renju_forbidden_marked(_):
    out = hvh("f8", "a1", "g8", "a3", "i10", "a5", "i9", "c1", "board", args=["--rule", "renju"])
    row8 = [l for l in out.splitlines() if l.startswith(" 8 ")][-1]
    cells = row8[3:].split()
    assert cells[8] == "*", "i8 not marked forbidden: %r" % row8


@case
def undo_redo_human(_):
    out = hvh("h8", "h9", "undo", "redo", "undo", "undo", "undo")
    contains(out, "undone 1 move; white to move")
    contains(out, "redone 1 move; black to move")
    contains(out, "? nothing to undo")


@case
def vs_ai_reply(_):
    rc, out, err = run(["-t", "50"], "h8\n")
    assert rc == 0, err
    contains(out, "1. black h8")
    assert re.search(r"^2\. white [a-o]\d+ \(AI", out, re.M), out


@case
def move_with_space(_):
    out = hvh("h 8", "i\t9", "j  10")
    contains(out, "1. black h8")
    contains(out, "2. white i9")
    contains(out, "3. black j10")


@case
def score_names_colour(_):
    rc, out, err = run(["-t", "50"], "h8\nhint\n")
    assert rc == 0, err
    # The AI's score and the hint's each say whose advantage the sign means.
    assert re.search(r"^2\. white \S+ \(AI: [^)]*score "
                     r"(?:[+-]\d+ for white|white (?:wins|loses) in \d+)\)$", out, re.M), out
    assert re.search(r"^hint: \S+ \(score [+-]\d+ for black, depth", out, re.M), out


@case
def vs_ai_as_white(_):
    rc, out, err = run(["-t", "50", "--color", "white"], "")
    assert rc == 0, err
    assert re.search(r"^1\. black [a-o]\d+ \(AI", out, re.M), out


@case
def undo_vs_ai_back_to_human(_):
    rc, out, err = run(["-t", "50"], "h8\nundo\nundo\nredo\n")
    assert rc == 0, err
    contains(out, "undone 2 moves; black to move")
    contains(out, "? nothing to undo")
    contains(out, "redone 2 moves; black to move")


@case
def hint(_):
    rc, out, err = run(["-t", "50"], "h8\nhint\n")
    assert rc == 0, err
    assert re.search(r"^hint: [a-o]\d+ \(score ", out, re.M), out


def _save_load(ext):
    d = tempfile.mkdtemp()
    try:
        path = os.path.join(d, "game" + ext)
        out = hvh("h8", "i9", "j10", "save " + path, "board")
        contains(out, "saved " + path)
        before = out[out.index("saved"):].split("\n", 1)[1]
        out2 = hvh("load " + path, "board")
        contains(out2, "loaded " + path)
        after = out2.split("\n", 1)[1]
        assert before == after, "board differs after load:\n%s\n---\n%s" % (before, after)
    finally:
        shutil.rmtree(d)


@case
def save_load_json(_):
    _save_load(".json")


@case
def save_load_psq(_):
    _save_load(".psq")


@case
def load_missing_file(_):
    out = hvh("load /nonexistent/game.json", "h8")
    contains(out, "? cannot open /nonexistent/game.json")
    contains(out, "1. black h8")


@case
def load_garbage(_):
    d = tempfile.mkdtemp()
    try:
        path = os.path.join(d, "bad.json")
        with open(path, "w") as f:
            f.write("{not json")
        out = hvh("h8", "load " + path, "h9")
        contains(out, "? cannot load " + path)
        contains(out, "2. white h9")
    finally:
        shutil.rmtree(d)


@case
def new_game(_):
    out = hvh("h8", "new", "h8")
    contains(out, "new game")
    assert out.count("1. black h8") == 2, out


@case
def quit_stops(_):
    out = hvh("h8", "quit", "h9")
    lacks(out, "white h9")


@case
def ai_vs_ai_plays_to_the_end(_):
    rc, out, err = run(["--ai-vs-ai", "--size", "7", "-t", "20"])
    assert rc == 0, err
    assert re.search(r"^Result: ", out, re.M), out


@case
def ai_vs_ai_max_moves(_):
    rc, out, err = run(["--ai-vs-ai", "-t", "20", "--max-moves", "6"])
    assert rc == 0, err
    contains(out, "6. white")
    lacks(out, "7. black")
    contains(out, "Stopped after 6 moves")


@case
def option_bad_size(_):
    rc, out, err = run(["--size", "2"])
    assert rc == 2 and "gomoku:" in err, (rc, err)


@case
def option_size_overflow(_):
    """A side past int is refused as such, not wrapped to 1215752191 (A12)."""
    rc, out, err = run(["--size", "99999999999x5"])
    assert rc == 2 and "invalid size '99999999999x5'" in err, (rc, err)
    assert "1215752191" not in err, err


@case
def option_depth_over_the_limit(_):
    """--depth accepts what the engine accepts: GMK_MAX_DEPTH (248), no more (A5)."""
    rc, out, err = run(["--depth", "249"])
    assert rc == 2 and "invalid depth '249'" in err, (rc, err)
    rc, out, err = run(["--mode", "human-ai", "-t", "100", "--depth", "248"], "h8\nq\n")
    assert rc == 0 and "invalid depth" not in err and "cannot" not in err, (rc, err)


@case
def config_is_a_directory(_):
    d = tempfile.mkdtemp()
    try:
        rc, out, err = run(["--config", d], "h8\n")
        assert rc == 2 and "cannot read config" in err and "malformed" not in err, (rc, err)
    finally:
        shutil.rmtree(d)


@case
def option_bad_rule(_):
    rc, out, err = run(["--rule", "chess"])
    assert rc == 2 and "invalid rule" in err, (rc, err)


@case
def option_unknown(_):
    rc, out, err = run(["--frobnicate"])
    assert rc == 2 and "unknown option" in err, (rc, err)


@case
def option_getopt_forms(_):
    # Attached values, '=' values, clustered flags, unambiguous prefixes.
    rc, out, err = run(["-s9x7", "--time=20", "-qm", "ai-ai", "--max-m", "2"])
    assert rc == 0, (rc, err)
    contains(out, "Stopped after 2 moves")
    lines = out.splitlines()
    assert lines[-2].split() == list("abcdefghi"), out
    rc, out, err = run(["--size"])
    assert rc == 2 and "--size needs a value" in err, (rc, err)
    rc, out, err = run(["extra"])
    assert rc == 2 and "unexpected argument 'extra'" in err, (rc, err)


@case
def option_renju_needs_five(_):
    rc, out, err = run(["--rule", "renju", "-k", "6"])
    assert rc == 2 and "five" in err, (rc, err)


@case
def option_help(_):
    rc, out, err = run(["--help"])
    assert rc == 0 and "usage: gomoku" in out, (rc, out)


@case
def config_file(_):
    d = tempfile.mkdtemp()
    try:
        path = os.path.join(d, "cfg.json")
        with open(path, "w") as f:
            f.write('{"time_ms": 30, "level": 2, "hash_mb": 4}')
        rc, out, err = run(["--config", path], "h8\n")
        assert rc == 0, err
        assert re.search(r"^2\. white ", out, re.M), out
    finally:
        shutil.rmtree(d)


@case
def config_file_bad(_):
    d = tempfile.mkdtemp()
    try:
        path = os.path.join(d, "cfg.json")
        with open(path, "w") as f:
            f.write('{"time_ms": "soon"}')
        rc, out, err = run(["--config", path], "h8\n")
        assert rc == 2 and "time_ms" in err, (rc, err)
    finally:
        shutil.rmtree(d)


@case
def interactive_tmux(_):
    """One real terminal session: prompt, board, a move and the AI's reply."""
    tmux = shutil.which("tmux")
    if not tmux:
        print("tmux not found: skipped")
        return SKIP
    sock = "gomoku-test-%d" % os.getpid()
    base = [tmux, "-L", sock]
    try:
        subprocess.run(base + ["new-session", "-d", "-x", "100", "-y", "50",
                               GOMOKU + " -t 100"], check=True)
        screen = ""
        for text in (None, "h8"):
            if text:
                subprocess.run(base + ["send-keys", text, "Enter"], check=True)
            deadline = time.monotonic() + 10
            while time.monotonic() < deadline:
                screen = subprocess.run(base + ["capture-pane", "-p"], stdout=subprocess.PIPE,
                                        check=True).stdout.decode()
                prompt = screen.rstrip().endswith(">")
                if prompt and (text is None or "2. white" in screen):
                    break
                time.sleep(0.1)
        contains(screen, "Type help for commands")
        contains(screen, "1. black h8")
        contains(screen, "2. white")
        contains(screen, "black (X) to move")
        contains(screen, "You play black (X) against the AI.")
        contains(screen, "you (black, X) to move >")
    finally:
        subprocess.run(base + ["kill-server"], stderr=subprocess.DEVNULL)


@case
def ctrl_d_while_thinking(_):
    """Ctrl-D while the AI thinks for a minute: it stops at once, exits 0, and
    the shell's next line starts on a line of its own."""
    tmux = shutil.which("tmux")
    if not tmux:
        print("tmux not found: skipped")
        return SKIP
    sock = "gomoku-test-%d" % os.getpid()
    base = [tmux, "-L", sock]

    def screen():
        return subprocess.run(base + ["capture-pane", "-p"], stdout=subprocess.PIPE,
                              check=True).stdout.decode()

    def wait_for(text, seconds):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if text in screen():
                return time.monotonic()
            time.sleep(0.05)
        raise AssertionError("%r did not appear in time:\n%s" % (text, screen()))

    try:
        subprocess.run(base + ["new-session", "-d", "-x", "100", "-y", "50",
                               "%s -t 60000; echo \"exit=$?\"; sleep 60" % GOMOKU], check=True)
        wait_for("to move >", 30)
        subprocess.run(base + ["send-keys", "h8", "Enter"], check=True)
        wait_for("thinking: depth", 30)
        sent = time.monotonic()
        subprocess.run(base + ["send-keys", "C-d"], check=True)
        # Slow runs (memcheck) set GMK_TEST_TIME_FACTOR; the 60 s search is the
        # thing to beat, so the bound stays well under it.
        factor = max(1.0, float(os.environ.get("GMK_TEST_TIME_FACTOR", "1")))
        done = wait_for("exit=", min(5 * factor, 40))
        assert done - sent < min(5 * factor, 40), "took %.1f s to stop" % (done - sent)
        text = screen()
        assert re.search(r"^exit=0$", text, re.M), text
        lacks(text, "2. white")
    finally:
        subprocess.run(base + ["kill-server"], stderr=subprocess.DEVNULL)


def run_case(cases, script):
    """The main of this file and of the other console-game test files: runs
    the case named by argv[2] against the program argv[1]."""
    global GOMOKU
    if len(sys.argv) != 3 or sys.argv[2] not in cases:
        print("usage: %s GOMOKU CASE; cases: %s" % (script, " ".join(sorted(cases))))
        return 2
    GOMOKU = os.path.abspath(sys.argv[1])
    try:
        rc = cases[sys.argv[2]](None)
    except AssertionError as e:
        print("FAIL %s: %s" % (sys.argv[2], e))
        return 1
    return SKIP if rc == SKIP else 0


if __name__ == "__main__":
    sys.exit(run_case(CASES, "test_cli.py"))

# SPDX-License-Identifier: MIT
"""Drives pbrain-gomoku through pipes (standard library only)."""

import os
import queue
import re
import subprocess
import threading
import time

MOVE_RE = re.compile(r"^(\d+),(\d+)$")
CHATTER = ("MESSAGE", "DEBUG")


class Brain:
    def __init__(self, binary, env=None):
        self.proc = subprocess.Popen(
            [binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, env=env)
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for raw in self.proc.stdout:
            self.lines.put(raw.decode("utf-8", "replace").rstrip("\r\n"))
        self.lines.put(None)

    def send(self, *lines, eol="\n"):
        data = "".join(line + eol for line in lines).encode()
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def reply(self, timeout=10.0):
        """The next line that is not MESSAGE/DEBUG chatter; None at EOF."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError("no reply within %.1f s" % timeout)
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                raise AssertionError("no reply within %.1f s" % timeout)
            if line is None:
                return None
            if line.split(" ", 1)[0] in CHATTER:
                continue
            return line

    def no_reply(self, wait=0.3):
        """Asserts that nothing but chatter arrives for `wait` seconds."""
        deadline = time.monotonic() + wait
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                return
            if line is not None and line.split(" ", 1)[0] not in CHATTER:
                raise AssertionError("unexpected output %r" % line)

    def move(self, timeout=10.0):
        line = self.reply(timeout)
        m = MOVE_RE.match(line or "")
        if not m:
            raise AssertionError("expected a move, got %r" % line)
        return int(m.group(1)), int(m.group(2))

    def start(self, size=15, rule=None, turn_ms=200):
        self.send("START %d" % size)
        expect(self.reply(), "OK")
        self.send("INFO timeout_turn %d" % turn_ms)
        if rule is not None:
            self.send("INFO rule %d" % rule)

    def close(self):
        if self.proc.poll() is None:
            try:
                self.send("END")
            except OSError:
                pass
            try:
                self.proc.wait(timeout=2)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        for f in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            try:
                f.close()
            except OSError:
                pass


def expect(got, want):
    if got != want:
        raise AssertionError("expected %r, got %r" % (want, got))


def expect_prefix(got, prefix):
    if got is None or not got.startswith(prefix):
        raise AssertionError("expected a line starting %r, got %r" % (prefix, got))


def rif_to_xy(text, size):
    col = ord(text[0]) - ord("a")
    return col, size - int(text[1:])


def time_factor():
    """How much slower the brain runs than a plain build: meson's valgrind setup
    sets GMK_TEST_TIME_FACTOR. Only bounds on raw speed use it, not the brain's
    own time keeping, which holds under any instrumentation."""
    try:
        return max(1.0, float(os.environ.get("GMK_TEST_TIME_FACTOR", "1")))
    except ValueError:
        return 1.0


def shared_folder():
    here = os.path.dirname(os.path.abspath(__file__))
    return os.environ.get("GOMOKU_SHARED", os.path.join(here, "..", "..", "..", "shared"))

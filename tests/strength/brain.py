# SPDX-License-Identifier: MIT
"""One Gomocup brain process driven over pipes, as a tournament manager does.

A thread reads the brain's stdout and stamps each line with the monotonic
time it arrived, so a reply's time is measured from the moment the command
was written to the moment the answer came back, and a brain that goes silent
is noticed when the deadline passes rather than when it answers.
"""
from __future__ import annotations

import os
import queue
import shlex
import subprocess
import threading
import time
from typing import List, Optional, Sequence, Tuple, Union

# Lines a brain may print at any time that are never a reply (PROTOCOL.md).
INFORMATIONAL = ("MESSAGE", "DEBUG", "ERROR", "UNKNOWN")
# How long a brain gets to answer START and to exit after END.
START_TIMEOUT_S = 10.0
EXIT_GRACE_S = 2.0
# MESSAGE lines kept per move for the log (the last one carries the depth).
KEPT_MESSAGES = 1


class BrainError(Exception):
    """The brain broke the protocol: no reply in time, a crash, a bad answer."""

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(f"{kind}: {detail}")
        self.kind = kind
        self.detail = detail


class Brain:
    """A running brain. ``command`` is a path or a shell-like command line."""

    def __init__(self, command: Union[str, Sequence[str]], name: str = "") -> None:
        argv = shlex.split(command) if isinstance(command, str) else list(command)
        self.name = name or os.path.basename(argv[0])
        self._lines: "queue.Queue[Tuple[float, Optional[str]]]" = queue.Queue()
        self.messages: List[str] = []
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, bufsize=1,
                                     errors="replace")
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self._lines.put((time.monotonic(), line.strip()))
        self._lines.put((time.monotonic(), None))

    def send(self, *lines: str) -> float:
        """Writes the lines; returns the monotonic time after the last one left."""
        assert self.proc.stdin is not None
        try:
            self.proc.stdin.write("".join(line + "\n" for line in lines))
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError) as err:
            raise BrainError("crash", f"{self.name} closed its input ({err})") from err
        return time.monotonic()

    def reply(self, sent_at: float, timeout_s: float) -> Tuple[str, float]:
        """The next line that is a reply and its delay in seconds after
        ``sent_at``; informational lines are kept in ``messages``. Raises
        BrainError('time') when none came within ``timeout_s``."""
        self.messages = []
        deadline = sent_at + timeout_s
        while True:
            wait = deadline - time.monotonic()
            try:
                stamp, line = self._lines.get(timeout=max(wait, 0.0))
            except queue.Empty:
                raise BrainError("time", f"{self.name} gave no reply within "
                                 f"{timeout_s * 1000:.0f} ms") from None
            if line is None:
                raise BrainError("crash", f"{self.name} exited (status {self.proc.poll()})")
            if stamp > deadline:
                raise BrainError("time", f"{self.name} replied after "
                                 f"{(stamp - sent_at) * 1000:.0f} ms (limit {timeout_s * 1000:.0f})")
            if not line:
                continue
            if line.split(" ", 1)[0].upper() in INFORMATIONAL:
                self.messages = (self.messages + [line])[-KEPT_MESSAGES:]
                continue
            return line, stamp - sent_at

    def start(self, width: int, height: int, infos: Sequence[Tuple[str, int]]) -> None:
        command = f"START {width}" if width == height else f"RECTSTART {width},{height}"
        line, _ = self.reply(self.send(command), START_TIMEOUT_S)
        if line.upper() != "OK":
            raise BrainError("start", f"{self.name} answered {command!r} with {line!r}")
        self.send(*(f"INFO {key} {value}" for key, value in infos))

    def close(self) -> None:
        """END, then kill if it is still there after the grace period."""
        if self.proc.poll() is None:
            try:
                self.send("END")
            except BrainError:
                pass
            try:
                self.proc.wait(timeout=EXIT_GRACE_S)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        # The reader ends at the dead process's end of output; then close.
        self._reader.join(timeout=EXIT_GRACE_S)
        for stream in (self.proc.stdin, self.proc.stdout):
            try:
                if stream:
                    stream.close()
            except OSError:
                pass

    def __enter__(self) -> "Brain":
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()


def parse_move(line: str) -> Optional[Tuple[int, int]]:
    """``"x,y"`` as a point, or None when the line is not one."""
    parts = line.split(",")
    if len(parts) != 2:
        return None
    try:
        return int(parts[0]), int(parts[1])
    except ValueError:
        return None

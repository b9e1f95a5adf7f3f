# SPDX-License-Identifier: MIT
"""The two ways to install the package, each checked from a scratch folder.

Usage: check_install.py pip SOURCE_ROOT VERSION
       check_install.py meson SOURCE_ROOT VERSION BUILD_ROOT

``pip``: a fresh venv (``--system-site-packages``, Debian's setuptools),
``pip install --no-build-isolation --no-index bindings/python``, then
``import gomoku`` from another folder: the version is the library's and the
library is found in this checkout's build tree (recorded by setup.py).
``meson``: ``meson install`` into a scratch DESTDIR, then ``import gomoku``
from another folder with only the installed site folder on PYTHONPATH: the
installed library is found through the generated _config.py, and every
module of the source package was installed.
Neither child gets GOMOKU_LIBRARY, so the loader has to find the library.
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

PROBE = ("import gomoku, gomoku._lib as l, gomoku.env; "
         "print(gomoku.__version__); print(gomoku.LIBRARY_PATH); "
         "print(l.lib.gmk_version_string().decode())")


def clean_env(**extra: str) -> dict:
    env = {k: v for k, v in os.environ.items()
           if k not in ("GOMOKU_LIBRARY", "PYTHONPATH", "PYTHONHOME")}
    env.update(extra)
    return env


def run(cmd: list, **kw) -> str:
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=240, **kw)
    if proc.returncode != 0:
        sys.exit(f"FAIL: {' '.join(map(str, cmd))}\n{proc.stdout}\n{proc.stderr}")
    return proc.stdout


def check_probe(output: str, version: str, library_under: Path) -> None:
    got_version, path, lib_version = output.split("\n")[:3]
    if got_version != version or not lib_version.startswith(version):
        sys.exit(f"FAIL: package {got_version}, library {lib_version}, expected {version}")
    if not Path(path).resolve().is_relative_to(library_under.resolve()):
        sys.exit(f"FAIL: loaded {path}, expected a library under {library_under}")
    print(f"ok: gomoku {got_version} loaded {path}")


def check_pip(root: Path, version: str, tmp: Path) -> None:
    venv = tmp / "venv"
    run(["/usr/bin/python3", "-m", "venv", "--system-site-packages", str(venv)])
    python = venv / "bin" / "python"
    run([str(python), "-m", "pip", "install", "-q", "--no-build-isolation",
         "--no-index", str(root / "bindings" / "python")], env=clean_env())
    away = tmp / "elsewhere"
    away.mkdir()
    out = run([str(python), "-c", PROBE], cwd=away, env=clean_env(PYTHONDONTWRITEBYTECODE="1"))
    check_probe(out, version, root)
    typed = list(venv.glob("lib/python3*/site-packages/gomoku/py.typed"))
    if not typed:
        sys.exit("FAIL: py.typed was not installed")


def check_meson(root: Path, version: str, build: Path, tmp: Path) -> None:
    dest = tmp / "root"
    run(["meson", "install", "-C", str(build), "--no-rebuild", "--quiet",
         "--destdir", str(dest)])
    inits = list(dest.rglob("gomoku/__init__.py"))
    if len(inits) != 1:
        sys.exit(f"FAIL: expected one installed gomoku package, found {inits}")
    package = inits[0].parent
    source = root / "bindings" / "python" / "gomoku"
    missing = sorted({str(p.relative_to(source)) for p in source.rglob("*.py")}
                     - {str(p.relative_to(package)) for p in package.rglob("*.py")})
    if missing:
        sys.exit(f"FAIL: meson install left out {missing} (gomoku/meson.build)")
    away = tmp / "elsewhere"
    away.mkdir()
    out = run(["/usr/bin/python3", "-c", PROBE], cwd=away,
              env=clean_env(PYTHONPATH=str(package.parent), PYTHONDONTWRITEBYTECODE="1"))
    check_probe(out, version, dest)


def main() -> None:
    mode, root, version = sys.argv[1], Path(sys.argv[2]), sys.argv[3]
    with tempfile.TemporaryDirectory() as scratch:
        if mode == "pip":
            check_pip(root, version, Path(scratch))
        else:
            check_meson(root, version, Path(sys.argv[4]), Path(scratch))


if __name__ == "__main__":
    main()

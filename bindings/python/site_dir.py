# SPDX-License-Identifier: MIT
"""Print the folder under PREFIX where this interpreter looks for packages.

Usage: site_dir.py PREFIX FALLBACK. Debian's meson installs a prefix's
packages into PREFIX/lib/python3/dist-packages, which Debian's interpreter
only searches for PREFIX=/usr; for /usr/local it searches
/usr/local/lib/python3.X/dist-packages. So meson install asks the interpreter
itself (its sys.path) and uses FALLBACK (meson's choice) for prefixes the
interpreter does not search, such as a scratch prefix a test sets up.
"""
import os
import sys

SITE_FOLDERS = ("site-packages", "dist-packages")


def main() -> None:
    prefix = os.path.normpath(sys.argv[1]) + os.sep
    for entry in sys.path:
        if entry.startswith(prefix) and os.path.basename(entry.rstrip(os.sep)) in SITE_FOLDERS:
            print(entry)
            return
    print(sys.argv[2])


if __name__ == "__main__":
    main()

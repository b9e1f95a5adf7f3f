#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Prints 'N passed, N failed[, N skipped]' from one or more meson testlog.json files
(or checks.json files of the same shape). A path that does not exist is passed over:
a step that did not get as far as writing its log has counted a failure of its own."""
import json
import os
import sys

passed = failed = skipped = 0
for path in sys.argv[1:]:
    if not os.path.exists(path):
        continue
    with open(path, encoding="utf-8") as log:
        for line in log:
            if not line.strip():
                continue
            result = json.loads(line)["result"]
            if result in ("OK", "EXPECTEDFAIL"):
                passed += 1
            elif result == "SKIP":
                skipped += 1
            else:
                failed += 1
print(f"{passed} passed, {failed} failed" + (f", {skipped} skipped" if skipped else ""))

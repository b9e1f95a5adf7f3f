# SPDX-License-Identifier: MIT
"""The package version: always the library version it was released with.

setup.py and meson read the version from the top-level meson.build; a test
(tests/test_package.py) keeps this copy equal to it for source-tree use.
"""
__version__ = "1.3.0"

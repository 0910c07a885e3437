# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Loading the shared library and checking its version."""

import os
import subprocess
import sys
import unittest

import escopa
from escopa import _clib


class LoadingTest(unittest.TestCase):
    def test_loaded_library_fits(self):
        number = _clib.lib.escopa_version_number()
        self.assertEqual(escopa.library_version,
                         f"{number >> 16}.{number >> 8 & 0xFF}.{number & 0xFF}")
        self.assertEqual(_clib.SONAME, "libescopa.so.1")

    def test_version_check(self):
        self.assertEqual(_clib.MIN_VERSION, (1, 4))
        _clib.check_version(0x010400)
        _clib.check_version(0x010405)
        for number in (0x000900, 0x010000, 0x010100, 0x010200, 0x010300, 0x020000, 0x030105):
            with self.assertRaises(escopa.LibraryError) as ctx:
                _clib.check_version(number)
            self.assertIn("these bindings need 1.x", str(ctx.exception))
        self.assertTrue(issubclass(escopa.LibraryError, ImportError))

    def test_missing_library_is_a_clear_import_error(self):
        env = dict(os.environ, ESCOPA_LIBRARY="/nonexistent/libescopa.so.1")
        proc = subprocess.run([sys.executable, "-c", "import escopa"], env=env,
                              capture_output=True, text=True)
        self.assertNotEqual(proc.returncode, 0)
        self.assertIn("LibraryError: cannot load /nonexistent/libescopa.so.1", proc.stderr)


if __name__ == "__main__":
    unittest.main()

# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Loading the shared library and checking its version."""

import os
import shutil
import subprocess
import sys
import tempfile
import unittest
from unittest import mock

import escopa
from escopa import _clib


class LoadingTest(unittest.TestCase):
    def test_loaded_library_fits(self):
        number = _clib.lib.escopa_version_number()
        self.assertEqual(escopa.library_version,
                         f"{number >> 16}.{number >> 8 & 0xFF}.{number & 0xFF}")
        self.assertEqual(_clib.SONAME, "libescopa.so.1")
        self.assertEqual(escopa.library_path, _clib.lib.path)

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


class LoadOrderTest(unittest.TestCase):
    """ESCOPA_LIBRARY, else the library inside the package, else the
    system's soname; one that is chosen and fails raises."""

    def open_with(self, env, bundled, loadable):
        tried = []

        def cdll(name):
            tried.append(name)
            if name in loadable:
                return f"library {name}"
            raise OSError(f"no {name}")

        with mock.patch.object(_clib.os, "name", "posix"), \
                mock.patch.object(_clib.ctypes, "CDLL", cdll):
            try:
                return _clib._open(env, lambda name: None, bundled=bundled), tried
            except escopa.LibraryError as exc:
                return exc, tried

    def test_environment_first(self):
        everything = ("/env/lib.so", "/pkg/escopa/libescopa.so.1", _clib.SONAME)
        self.assertEqual(self.open_with("/env/lib.so", "/pkg/escopa/libescopa.so.1", everything),
                         (("library /env/lib.so", "/env/lib.so"), ["/env/lib.so"]))
        # The soname by name: the system's library, even beside the package's.
        self.assertEqual(self.open_with(_clib.SONAME, "/pkg/escopa/libescopa.so.1", everything),
                         ((f"library {_clib.SONAME}", _clib.SONAME), [_clib.SONAME]))

    def test_package_library_before_the_system(self):
        bundled = "/pkg/escopa/libescopa.so.1"
        self.assertEqual(self.open_with(None, bundled, (bundled, _clib.SONAME)),
                         ((f"library {bundled}", bundled), [bundled]))
        self.assertEqual(self.open_with("", bundled, (bundled,))[1], [bundled])

    def test_system_soname_without_a_package_library(self):
        self.assertEqual(self.open_with(None, None, (_clib.SONAME,)),
                         ((f"library {_clib.SONAME}", _clib.SONAME), [_clib.SONAME]))

    def test_a_chosen_library_that_fails_is_not_replaced(self):
        bundled = "/pkg/escopa/libescopa.so.1"
        error, tried = self.open_with("/env/lib.so", bundled, (bundled, _clib.SONAME))
        self.assertIsInstance(error, escopa.LibraryError)
        self.assertIn("cannot load /env/lib.so (named by ESCOPA_LIBRARY)", str(error))
        self.assertEqual(tried, ["/env/lib.so"])
        error, tried = self.open_with(None, bundled, (_clib.SONAME,))
        self.assertIsInstance(error, escopa.LibraryError)
        self.assertIn(f"cannot load {bundled}, the library installed with the package", str(error))
        self.assertIn("set ESCOPA_LIBRARY=libescopa.so.1 to load the system's", str(error))
        self.assertEqual(tried, [bundled])

    def test_bundled_library_is_the_package_s_soname(self):
        with tempfile.TemporaryDirectory() as folder:
            self.assertIsNone(_clib.bundled_library(folder))
            os.mkdir(os.path.join(folder, _clib.SONAME))  # a folder is not a library
            self.assertIsNone(_clib.bundled_library(folder))
            os.rmdir(os.path.join(folder, _clib.SONAME))
            open(os.path.join(folder, _clib.SONAME), "wb").close()
            self.assertEqual(_clib.bundled_library(folder), os.path.join(folder, _clib.SONAME))
        self.assertEqual(_clib.PACKAGE_DIR, os.path.dirname(os.path.abspath(escopa.__file__)))


class InstalledLayoutTest(unittest.TestCase):
    """A copy of the package with the library inside it, as the wheel
    installs it, imported in a fresh interpreter."""

    def setUp(self):
        built = os.environ.get(_clib.LIBRARY_ENV)
        if not built or not os.path.isfile(built):
            self.skipTest("needs ESCOPA_LIBRARY to name the library file of the build")
        self.built = built
        self.folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.folder)
        package = os.path.join(self.folder, "escopa")
        shutil.copytree(os.path.dirname(os.path.abspath(escopa.__file__)), package,
                        ignore=shutil.ignore_patterns("__pycache__"))
        self.bundled = os.path.join(package, _clib.SONAME)
        shutil.copyfile(built, self.bundled)

    def loaded(self, **env):
        environment = {k: v for k, v in os.environ.items() if k != _clib.LIBRARY_ENV}
        environment.update(env, PYTHONPATH=self.folder)
        proc = subprocess.run([sys.executable, "-c", "import escopa; print(escopa.library_path)"],
                              env=environment, cwd=self.folder, capture_output=True, text=True)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        return proc.stdout.strip()

    def test_the_package_s_library_without_environment(self):
        self.assertEqual(self.loaded(), self.bundled)

    def test_environment_chooses_another(self):
        self.assertEqual(self.loaded(ESCOPA_LIBRARY=self.built), self.built)
        # The soname: the system's library path (here LD_LIBRARY_PATH).
        self.assertEqual(self.loaded(ESCOPA_LIBRARY=_clib.SONAME,
                                     LD_LIBRARY_PATH=os.path.dirname(self.built)),
                         _clib.SONAME)


if __name__ == "__main__":
    unittest.main()

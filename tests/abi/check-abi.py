#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT
"""Compare the built libescopa with a recorded ABI baseline (libabigail).

Check mode (the default, run by `meson test --suite abi`) runs abidiff
between the baseline XML and the freshly built library and fails on any
change that is not a pure addition. Exit status: 0 when the ABI is
compatible, 1 when it is not or abidiff failed, 77 (meson's "skipped")
when abidiff is not installed or the library has no debug information
(abidiff needs DWARF to see types).

--update mode rewrites the baseline with abidw; see tests/abi/README.md for
when and how.

Only the public ABI is recorded: abidw reads the public headers
(--headers-dir) and drops every type they do not define, so the layouts of
the library's internal structs, which are free to change, are not part of
the baseline. Python 3 standard library only.
"""

import argparse
import pathlib
import re
import struct
import subprocess
import sys

SKIP = 77

# abidiff's exit status is a bit field (see `man abidiff`).
ABIDIFF_ERROR = 1
ABIDIFF_USAGE_ERROR = 2
ABIDIFF_ABI_CHANGE = 4
ABIDIFF_ABI_INCOMPATIBLE_CHANGE = 8


def elf_section_names(path):
    """The section names of an ELF file, or None if it is not ELF."""
    data = path.read_bytes()
    if data[:4] != b'\x7fELF':
        return None
    is64 = data[4] == 2
    endian = '<' if data[5] == 1 else '>'
    if is64:
        shoff, = struct.unpack_from(endian + 'Q', data, 0x28)
        shentsize, shnum, shstrndx = struct.unpack_from(endian + 'HHH', data, 0x3A)
    else:
        shoff, = struct.unpack_from(endian + 'I', data, 0x20)
        shentsize, shnum, shstrndx = struct.unpack_from(endian + 'HHH', data, 0x2E)

    def section(index):
        base = shoff + index * shentsize
        if is64:
            name, _, _, _, offset, size = struct.unpack_from(
                endian + 'IIQQQQ', data, base)
        else:
            name, _, _, _, offset, size = struct.unpack_from(
                endian + 'IIIIII', data, base)
        return name, offset, size

    _, str_offset, str_size = section(shstrndx)
    strings = data[str_offset:str_offset + str_size]
    names = []
    for index in range(shnum):
        name, _, _ = section(index)
        names.append(strings[name:strings.index(b'\0', name)].decode())
    return names


def header_args(flag, dirs):
    args = []
    for directory in dirs:
        args += [flag, str(directory)]
    return args


def run(command):
    print('+', ' '.join(str(c) for c in command), flush=True)
    return subprocess.run([str(c) for c in command], check=False,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          universal_newlines=True)


def check(args):
    if not args.abidiff:
        print('SKIP: abidiff (libabigail) is not installed')
        return SKIP
    if not args.baseline.exists():
        print('FAIL: no baseline at {}; see tests/abi/README.md'.format(
            args.baseline))
        return 1
    sections = elf_section_names(args.library)
    if sections is None:
        print('SKIP: {} is not an ELF file'.format(args.library))
        return SKIP
    if '.debug_info' not in sections:
        print('SKIP: {} has no DWARF debug information; abidiff needs it '
              '(build with -g, e.g. buildtype=debugoptimized)'.format(
                  args.library.name))
        return SKIP

    command = [args.abidiff, '--drop-private-types', '--no-added-syms',
               '--fail-no-debug-info']
    command += header_args('--headers-dir2', args.headers_dir)
    if args.suppressions:
        command += ['--suppressions', args.suppressions]
    result = run(command + [args.baseline, args.library])
    print(result.stdout, end='')
    status = result.returncode
    if status & (ABIDIFF_ERROR | ABIDIFF_USAGE_ERROR):
        print('FAIL: abidiff could not compare the library with the '
              'baseline (exit status {})'.format(status))
        return 1
    if status & ABIDIFF_ABI_INCOMPATIBLE_CHANGE:
        print('FAIL: incompatible ABI change against {}; see '
              'doc/api-stability.md'.format(args.baseline.name))
        return 1
    if status & ABIDIFF_ABI_CHANGE:
        print('FAIL: ABI change against {}; a 1.x release may only add '
              'functions and append enumerators (doc/api-stability.md)'
              .format(args.baseline.name))
        return 1
    print('ok: the ABI of {} is compatible with {}'.format(
        args.library.name, args.baseline.name))
    return 0


def update(args):
    if not args.abidw:
        print('FAIL: abidw (libabigail) is needed to write the baseline')
        return 1
    sections = elf_section_names(args.library) or []
    if '.debug_info' not in sections:
        print('FAIL: {} has no debug information; configure with '
              'buildtype=debug or debugoptimized'.format(args.library))
        return 1
    # Locations stay in (as bare file names): abidiff needs them to tell
    # the types of the public headers from private ones.
    scratch = args.baseline.with_name(args.baseline.name + '.new')
    result = run([args.abidw, '--drop-private-types',
                  '--exported-interfaces-only',
                  '--short-locs', '--no-corpus-path', '--no-comp-dir-path',
                  '--no-elf-needed', '--no-parameter-names',
                  '--type-id-style', 'hash']
                 + header_args('--headers-dir', args.headers_dir)
                 + ['--out-file', scratch, args.library])
    print(result.stdout, end='')
    if result.returncode != 0:
        print('FAIL: abidw exit status {}'.format(result.returncode))
        return 1

    text = scratch.read_text(encoding='utf-8')
    scratch.unlink()
    # Record translation units by their path in the source tree, not by
    # their path relative to whichever build directory this ran in.
    text = re.sub(r"(<abi-instr [^>]*path=')[^']*?(lib/[^'/]+')", r'\1\2',
                  text)

    # Every exported function must come with its type. GCC's identical code
    # folding can leave a function with a symbol but no debug information
    # of its own, and the baseline would then not guard its prototype.
    symbols = set(re.findall(r"<elf-symbol name='(\w+)'", text))
    decls = set(re.findall(r"<function-decl name='(\w+)'[^>]*elf-symbol-id=",
                           text))
    missing = sorted(symbols - decls)
    if missing:
        print('FAIL: no type information for: ' + ', '.join(missing))
        print('Rebuild with -Dc_args=-fno-ipa-icf and update again; the '
              'baseline was not changed.')
        return 1
    args.baseline.write_text(text, encoding='utf-8')
    print('wrote {} ({} functions)'.format(args.baseline, len(symbols)))
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--abidiff', help='the abidiff program, if installed')
    parser.add_argument('--abidw', help='the abidw program, if installed')
    parser.add_argument('--baseline', required=True, type=pathlib.Path,
                        help='the baseline ABI XML')
    parser.add_argument('--library', required=True, type=pathlib.Path,
                        help='the built shared library')
    parser.add_argument('--headers-dir', action='append', default=[],
                        type=pathlib.Path, required=True,
                        help='a directory of public headers (repeatable)')
    parser.add_argument('--suppressions', type=pathlib.Path,
                        help='an abidiff suppression file, for reviewed '
                             'compatible changes (see tests/abi/README.md)')
    parser.add_argument('--update', action='store_true',
                        help='write the baseline instead of checking')
    args = parser.parse_args()
    return update(args) if args.update else check(args)


if __name__ == '__main__':
    sys.exit(main())

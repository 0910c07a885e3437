#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT
"""Check that the public headers, the version script and the library agree.

Three lists of functions must be the same:

  (a) the functions the public headers declare with ESCOPA_EXPORT
      (include/escopa/*.h and include/escopa/version.h.in);
  (b) the names of lib/libescopa.sym;
  (c) the dynamic symbols the built libescopa.so exports.

On top of that:

  - every name of the version script is in exactly one node, the nodes are
    named LIBESCOPA_<major>.<minor> in ascending order, and each node
    inherits the one before it, in the script and in the built library;
  - every export carries the default version tag of the node that lists it,
    such as escopa_game_new@@LIBESCOPA_1.0;
  - nothing but escopa_* functions is exported: no internal leaks;
  - every exported function is documented with the @since of its node;
  - every public header is in the list of headers compiled on their own;
  - the soname is libescopa.so.1.

Python 3 standard library only. Run by `meson test --suite abi`; run it by
hand with --help to see its arguments. Exit status: 0 when everything
agrees, 1 on a mismatch, 77 (meson's "skipped") when the source checks pass
but there is no readelf to inspect the library with.
"""

import argparse
import pathlib
import re
import subprocess
import sys

# Frozen. Changing the soname breaks every program linked against 1.x; see
# doc/api-stability.md. This value is deliberately not read from meson.
EXPECTED_SONAME = 'libescopa.so.1'

PREFIX = 'escopa_'
NODE_RE = re.compile(r'^LIBESCOPA_(\d+)\.(\d+)$')


class Report:
    """Collects failures so one run reports every problem at once."""

    def __init__(self):
        self.failures = []

    def fail(self, what, names=()):
        names = sorted(names)
        if names:
            what += ':\n    ' + '\n    '.join(names)
        self.failures.append(what)

    def check(self, ok, what, names=()):
        if not ok:
            self.fail(what, names)


def strip_comments(text):
    """Replaces C comments by blanks of the same shape, so offsets and line
    numbers stay valid."""
    def blank(match):
        return re.sub(r'[^\n]', ' ', match.group(0))
    return re.sub(r'/\*.*?\*/|//[^\n]*', blank, text, flags=re.S)


def strip_preprocessor(text):
    """Blanks out preprocessor directives, continuation lines included."""
    out = []
    in_directive = False
    for line in text.split('\n'):
        if in_directive or line.lstrip().startswith('#'):
            in_directive = line.rstrip().endswith('\\')
            out.append(' ' * len(line))
        else:
            out.append(line)
    return '\n'.join(out)


def line_of(text, offset):
    return text.count('\n', 0, offset) + 1


def header_functions(path, report):
    """Returns {name: (line, since)} for the functions a header declares
    with ESCOPA_EXPORT, and reports functions it declares without it."""
    raw = path.read_text(encoding='utf-8')
    code = strip_preprocessor(strip_comments(raw))
    exported = {}
    for match in re.finditer(r'\b([A-Za-z_]\w*)\s*\(', code):
        name = match.group(1)
        if not name.startswith(PREFIX):
            continue
        # The declaration runs from the end of the previous one.
        start = max(code.rfind(c, 0, match.start()) for c in ';{}') + 1
        start += len(code[start:]) - len(code[start:].lstrip())
        head = code[start:match.start()].split()
        line = line_of(code, match.start())
        where = '{}:{}: {}()'.format(path.name, line, name)
        if 'ESCOPA_EXPORT' not in head:
            report.fail('declared in a public header without ESCOPA_EXPORT, '
                        'so the library would not export it', [where])
            continue
        if name in exported:
            report.fail('declared twice', [where])
            continue
        exported[name] = (line, doc_since(raw, start))
    return exported


def doc_since(raw, decl_start):
    """The @since of the doc comment right before a declaration, '' if the
    comment has none, None if there is no doc comment."""
    before = raw[:decl_start].rstrip()
    if not before.endswith('*/'):
        return None
    begin = before.rfind('/**')
    if begin < 0 or '*/' in before[begin:-2]:
        return None
    match = re.search(r'[@\\]since\s+(\S+)', before[begin:])
    return match.group(1) if match else ''


def parse_version_script(path, report):
    """Returns [(node, parent, [names])] in file order."""
    text = strip_comments(path.read_text(encoding='utf-8'))
    text = re.sub(r'#[^\n]*', '', text)  # ld also accepts # comments
    nodes = []
    pos = 0
    node_re = re.compile(r'\s*([\w.]+)\s*\{(.*?)\}\s*([\w.]*)\s*;', re.S)
    while text[pos:].strip():
        match = node_re.match(text, pos)
        if not match:
            report.fail('{}: cannot parse the version script after line {}'
                        .format(path.name, line_of(text, pos)))
            break
        node, body, parent = match.groups()
        names = []
        scope = None
        for item in re.split(r'[;\s]+', body.replace(':', ':;')):
            if not item:
                continue
            if item in ('global:', 'local:'):
                scope = item
            elif scope == 'global:':
                names.append(item)
            elif scope == 'local:' and item != '*':
                report.fail('{}: node {} makes a single name local, which '
                            'hides nothing that `local: *` would not'
                            .format(path.name, node), [item])
            elif scope is None:
                report.fail('{}: node {} lists a name outside global:/local:'
                            .format(path.name, node), [item])
        nodes.append((node, parent or None, names))
        pos = match.end()
    return nodes


def check_version_script(nodes, report):
    """Checks the node chain and returns {name: node}."""
    owner = {}
    report.check(nodes, 'the version script has no node')
    previous = None
    previous_version = None
    for node, parent, names in nodes:
        match = NODE_RE.match(node)
        if not match:
            report.fail('a version node is not named LIBESCOPA_<major>.<minor>',
                        [node])
        else:
            version = (int(match.group(1)), int(match.group(2)))
            report.check(version[0] == 1,
                         'a version node is outside the 1.x series, which '
                         'would need a new soname', [node])
            if previous_version is not None:
                report.check(version > previous_version,
                             'version nodes are not in ascending order',
                             [previous + ' then ' + node])
            previous_version = version
        report.check(parent == previous,
                     'a version node must inherit the node before it',
                     ['{} inherits {}, expected {}'.format(
                         node, parent or 'nothing', previous or 'nothing')])
        report.check(names, 'a version node exports nothing', [node])
        for name in names:
            if '*' in name or '?' in name or '[' in name:
                report.fail('a global pattern would export anything it '
                            'matches', ['{} in {}'.format(name, node)])
            elif name in owner:
                report.fail('a name is in more than one place of the '
                            'version script', ['{} in {} and {}'.format(
                                name, owner[name], node)])
            else:
                owner[name] = node
        previous = node
    return owner


def since_of_node(node):
    match = NODE_RE.match(node)
    return '{}.{}'.format(*match.groups()) if match else None


def readelf(tool, args, library):
    result = subprocess.run([tool, '-W'] + args + [str(library)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            universal_newlines=True, check=False)
    if result.returncode != 0:
        raise RuntimeError('{} {} failed: {}'.format(
            tool, ' '.join(args), result.stderr.strip()))
    return result.stdout


def library_exports(tool, library):
    """Returns (defined dynamic symbols as {name: (type, version, default)},
    version definitions as [(name, parent)], soname)."""
    symbols = {}
    for line in readelf(tool, ['--dyn-syms'], library).splitlines():
        fields = line.split()
        # Num: Value Size Type Bind Vis Ndx Name [(verindex)]
        if len(fields) < 8 or not fields[0].rstrip(':').isdigit():
            continue
        sym_type, bind, vis, ndx, name = fields[3:8]
        if ndx == 'UND' or bind == 'LOCAL' or vis in ('HIDDEN', 'INTERNAL'):
            continue
        version, default = None, False
        if '@@' in name:
            name, version = name.split('@@', 1)
            default = True
        elif '@' in name:
            name, version = name.split('@', 1)
        symbols[name] = (sym_type, ndx, version, default)

    verdefs = []
    section = readelf(tool, ['--version-info'], library)
    section = section.split('Version definition section', 1)
    if len(section) == 2:
        body = section[1].split('Version needs section', 1)[0]
        body = body.split('Version symbols section', 1)[0]
        for line in body.splitlines():
            match = re.search(r'Flags: (\S+).*Name: (\S+)', line)
            if match:
                if match.group(1) != 'BASE':
                    verdefs.append([match.group(2), None])
                continue
            match = re.search(r'Parent \d+: (\S+)', line)
            if match and verdefs:
                verdefs[-1][1] = match.group(1)

    soname = None
    for line in readelf(tool, ['--dynamic'], library).splitlines():
        match = re.search(r'\(SONAME\).*\[(.*)\]', line)
        if match:
            soname = match.group(1)
    return symbols, [tuple(v) for v in verdefs], soname


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--srcdir', required=True, type=pathlib.Path,
                        help='the top source directory')
    parser.add_argument('--library', type=pathlib.Path,
                        help='the built shared library')
    parser.add_argument('--readelf',
                        help='the readelf program; without it the library '
                             'is not inspected and the test is skipped')
    parser.add_argument('--standalone', nargs='*', default=None,
                        help='the headers tests/abi compiles on their own')
    args = parser.parse_args()

    report = Report()
    include = args.srcdir / 'include' / 'escopa'
    headers = sorted(include.glob('*.h')) + [include / 'version.h.in']
    mapfile = args.srcdir / 'lib' / 'libescopa.sym'

    # (a) the headers
    declared = {}
    for header in headers:
        for name, (line, since) in header_functions(header, report).items():
            if name in declared:
                report.fail('declared in two headers', [name])
            declared[name] = (header.name, line, since)
    report.check(declared, 'no ESCOPA_EXPORT function found in ' + str(include))

    if args.standalone is not None:
        public = {h.name.replace('.h.in', '.h') for h in headers}
        report.check(public <= set(args.standalone),
                     'public headers missing from the list that '
                     'tests/abi/meson.build compiles on their own',
                     public - set(args.standalone))

    # (b) the version script
    nodes = parse_version_script(mapfile, report)
    owner = check_version_script(nodes, report)

    report.check(not set(declared) - set(owner),
                 'declared with ESCOPA_EXPORT but missing from '
                 'lib/libescopa.sym (add it to a new version node)',
                 set(declared) - set(owner))
    report.check(not set(owner) - set(declared),
                 'in lib/libescopa.sym but not declared with ESCOPA_EXPORT '
                 'in a public header', set(owner) - set(declared))

    for name in sorted(set(declared) & set(owner)):
        header, line, since = declared[name]
        expected = since_of_node(owner[name])
        where = '{}:{}: {}()'.format(header, line, name)
        if since is None:
            report.fail('exported but has no doc comment', [where])
        elif expected and since != expected:
            report.fail('@since does not match the version node',
                        ['{} says @since {}, but {} is in {}'.format(
                            where, since or '(nothing)', name, owner[name])])

    if not args.readelf or not args.library:
        for failure in report.failures:
            print('FAIL:', failure)
        if report.failures:
            return 1
        print('SKIP: no readelf; the built library was not inspected')
        return 77

    # (c) the built library
    symbols, verdefs, soname = library_exports(args.readelf, args.library)
    node_names = [node for node, _, _ in nodes]

    report.check(soname == EXPECTED_SONAME,
                 'the soname changed; it is frozen',
                 ['{} instead of {}'.format(soname, EXPECTED_SONAME)])

    report.check(verdefs == [(n, p) for n, p, _ in nodes],
                 'the version nodes of the library differ from '
                 'lib/libescopa.sym',
                 ['library: ' + ', '.join(
                     '{}<-{}'.format(n, p) for n, p in verdefs),
                  'script:  ' + ', '.join(
                      '{}<-{}'.format(n, p) for n, p, _ in nodes)])

    exported = {}
    for name, (sym_type, ndx, version, default) in symbols.items():
        if name in node_names and ndx == 'ABS':
            continue  # the symbol ld emits for each version node
        if not name.startswith(PREFIX):
            report.fail('exported without the escopa_ prefix (a leaked '
                        'internal symbol)', [name])
            continue
        exported[name] = (sym_type, version, default)

    report.check(not set(declared) - set(exported),
                 'declared in a public header but not exported by the '
                 'library (not defined, or defined without ESCOPA_EXPORT)',
                 set(declared) - set(exported))
    report.check(not set(exported) - set(declared),
                 'exported by the library but not declared in a public header',
                 set(exported) - set(declared))

    for name, (sym_type, version, default) in sorted(exported.items()):
        report.check(sym_type == 'FUNC',
                     'an exported symbol is not a function',
                     ['{} ({})'.format(name, sym_type)])
        if version is None:
            report.fail('exported without a version tag', [name])
        elif version not in node_names:
            report.fail('exported with a version tag the version script does '
                        'not define', ['{}@{}'.format(name, version)])
        elif name in owner and version != owner[name]:
            report.fail('exported with the tag of another node than the one '
                        'that lists it', ['{}@{}, listed in {}'.format(
                            name, version, owner[name])])
        elif not default:
            report.fail('exported as a non-default version (one @, not @@)',
                        ['{}@{}'.format(name, version)])

    for failure in report.failures:
        print('FAIL:', failure)
    if report.failures:
        return 1
    print('ok: {} functions agree in the headers, {} and {}; {} version '
          'node(s) {}; soname {}'.format(
              len(declared), mapfile.name, args.library.name, len(nodes),
              ', '.join(node_names), soname))
    return 0


if __name__ == '__main__':
    sys.exit(main())

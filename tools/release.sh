#!/bin/sh
# Builds every release artifact of libescopa into OUTDIR, from a clean copy
# of the checkout's HEAD (git archive: no uncommitted change and no old
# build directory reaches an artifact), and prints their sha256sums, also
# written to OUTDIR/SHA256SUMS. No tests run here: CI tests the artifacts.
#
#   tools/release.sh [--skip-missing] OUTDIR
#
# OUTDIR must be empty or not exist yet. The artifacts, for version V:
#   escopa-V-*.whl, escopa-V.tar.gz   wheel and sdist (python3 -m build)
#   *_V-*.deb                         the Debian packages (dpkg-buildpackage)
#   libescopa-V.tgz                   the npm package, wasm included
#   libescopa-V-windows-x86_64.zip    the DLL, import library, .def, headers
#   libescopa-V-docs.tar.xz           the C reference (Doxygen), the Python
#                                     reference (Sphinx) when sphinx-build exists
#   libescopa-V.tar.xz                the source (meson dist)
# The wheel needs the root pyproject.toml, the .debs need debian/: without
# them the script stops, unless --skip-missing, which skips those artifacts
# and says so.
#
# apt: git meson ninja-build gcc pkg-config doxygen python3-sphinx xz-utils emscripten nodejs npm gcc-mingw-w64-x86-64 python3-build python3-mesonpy dpkg-dev
# (and the Build-Depends of debian/control, which dpkg-buildpackage checks)
set -eu

skip_missing=no
if [ "${1-}" = --skip-missing ]; then
	skip_missing=yes
	shift
fi
if [ $# -ne 1 ]; then
	echo "usage: $0 [--skip-missing] OUTDIR" >&2
	exit 2
fi
mkdir -p "$1"
out=$(cd "$1" && pwd)
if [ -n "$(ls -A "$out")" ]; then
	echo "release.sh: $out is not empty; give an empty or new folder" >&2
	exit 2
fi

root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
version=$(sed -n "s/^[[:space:]]*version: '\([0-9.]*\)',$/\1/p" "$root/meson.build" | head -n 1)
[ -n "$version" ] || { echo "release.sh: no version in $root/meson.build" >&2; exit 1; }
commit=$(git -C "$root" rev-parse HEAD)

# What each artifact is built with; all of it is checked before anything
# is built, so that a missing tool fails in the first second.
missing=
need() {  # need PROGRAM DEBIAN-PACKAGE
	command -v "$1" >/dev/null 2>&1 || missing="$missing $2"
}
need git git
need meson meson
need ninja ninja-build
need cc gcc
need doxygen doxygen
need xz xz-utils
need emcc emscripten
need npm npm
need x86_64-w64-mingw32-gcc-posix gcc-mingw-w64-x86-64
need /usr/bin/python3 python3

has_file() { git -C "$root" cat-file -e "HEAD:$1" 2>/dev/null; }
build_wheel=yes
build_debs=yes
if ! has_file pyproject.toml; then
	build_wheel=no
	echo "release.sh: HEAD has no pyproject.toml at the top, so no wheel or sdist can be built" >&2
fi
if ! has_file debian/control; then
	build_debs=no
	echo "release.sh: HEAD has no debian/ folder, so no .deb can be built" >&2
fi
if [ "$build_wheel$build_debs" != yesyes ] && [ "$skip_missing" = no ]; then
	echo "release.sh: stopping; --skip-missing builds the other artifacts without those" >&2
	exit 1
fi
if [ "$build_wheel" = yes ]; then
	/usr/bin/python3 -c 'import build, mesonpy' 2>/dev/null || missing="$missing python3-build python3-mesonpy"
fi
[ "$build_debs" = no ] || need dpkg-buildpackage dpkg-dev
if [ -n "$missing" ]; then
	echo "release.sh: missing tools; on Debian: apt-get install$missing" >&2
	exit 1
fi

started=$(date +%s)
step_started=$started
step() {  # step NAME: prints the time of the step before
	now=$(date +%s)
	[ -z "${step_name-}" ] || echo "release.sh: $step_name took $((now - step_started)) s"
	step_name=$1
	step_started=$now
	[ -z "$1" ] || echo "release.sh: $1"
}

work=$(mktemp -d "${TMPDIR:-/tmp}/libescopa-release.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
step "a copy of HEAD"
# The copy is a git repository of one commit again, because meson dist
# (the source tarball, and meson-python's sdist) packs what git tracks.
src="$work/libescopa-$version"
mkdir "$src"
git -C "$root" archive --format=tar HEAD | tar -x -C "$src"
(cd "$src" && git init -q && git add -A &&
	git -c user.name=release.sh -c user.email=release@localhost commit -q --no-verify -m "libescopa $version ($commit)")
# Dates inside the artifacts are the commit's, so that two runs on one
# commit give the same tarballs where the tools allow it.
SOURCE_DATE_EPOCH=$(git -C "$root" log -1 --format=%ct HEAD)
export SOURCE_DATE_EPOCH

# A tarball of a folder, the same bytes for the same files.
tar_xz() {  # tar_xz OUTPUT DIR-HOLDING-TOP TOP
	tar --sort=name --mtime="@$SOURCE_DATE_EPOCH" --owner=0 --group=0 --numeric-owner \
		-C "$2" -cf - "$3" | xz -9 > "$1"
}

# Builds outside the copy, so that neither meson-python nor
# dpkg-buildpackage sees them; the .debs first, whose HTML is the docs'.
if [ "$build_wheel" = yes ]; then
	step "wheel and sdist"
	(cd "$src" && /usr/bin/python3 -m build --no-isolation --outdir "$work/dist" . >/dev/null)
	cp "$work/dist"/* "$out/"
fi

if [ "$build_debs" = yes ]; then
	step "Debian packages"
	# The packages' tests are left to CI, which installs them; no
	# -dbgsym packages.
	(cd "$src" && DEB_BUILD_OPTIONS="nocheck noautodbgsym parallel=$(nproc)" \
		dpkg-buildpackage -us -uc -b >"$work/dpkg-buildpackage.log" 2>&1) ||
		{ tail -n 60 "$work/dpkg-buildpackage.log" >&2; exit 1; }
	cp "$work"/*.deb "$out/"
fi

step "source tarball and documentation"
meson setup "$work/build-docs" "$src" -Ddocs=enabled \
	-Dtests=disabled -Dtools=disabled -Dexamples=disabled >/dev/null
meson dist -C "$work/build-docs" --formats xztar --no-tests >/dev/null
cp "$work/build-docs/meson-dist/libescopa-$version.tar.xz" "$out/"
# The Debian build made the same HTML (libescopa-doc) in its build tree,
# debhelper's obj-<triplet>; without it, it is built here.
html=
[ "$build_debs" = no ] || html="$src/obj-$(dpkg-architecture -qDEB_HOST_GNU_TYPE)/doc"
if [ ! -f "$html/html/index.html" ]; then
	meson compile -C "$work/build-docs" >/dev/null
	html="$work/build-docs/doc"
fi
docs="$work/docs/libescopa-$version-docs"
mkdir -p "$docs"
cp -R "$html/html" "$docs/c"
if [ -d "$html/python/python" ]; then
	cp -R "$html/python/python" "$docs/python"
else
	echo "release.sh: no sphinx-build (python3-sphinx), so the docs hold the C reference only" >&2
fi
cp "$src/COPYING" "$docs/"
tar_xz "$out/libescopa-$version-docs.tar.xz" "$work/docs" "libescopa-$version-docs"

step "npm tarball (WebAssembly)"
meson setup "$work/build-wasm" "$src" --cross-file "$src/cross/wasm32-emscripten.txt" >/dev/null
meson compile -C "$work/build-wasm" npm-tarball >/dev/null
cp "$work/build-wasm/libescopa-$version.tgz" "$out/"

step "Windows DLL zip"
# The .def lists the DLL's exports, for MSVC's lib.exe to make an import
# library; the only thing linked in this build is the library.
meson setup "$work/build-win" "$src" --cross-file "$src/cross/x86_64-w64-mingw32.txt" \
	--buildtype=release --prefix=/ -Dpkgconfig.relocatable=true \
	-Dtests=disabled -Dtools=disabled -Dexamples=disabled \
	-Dc_link_args="-Wl,--output-def,libescopa-1.def" >/dev/null
meson compile -C "$work/build-win" >/dev/null
win_top="libescopa-$version-windows-x86_64"
win="$work/win/$win_top"
meson install -C "$work/build-win" --destdir "$win" --strip >/dev/null
cp "$work/build-win/libescopa-1.def" "$win/lib/"
# The DLL imports winpthreads (the "posix" thread model): shipped beside
# it, with its license.
winpthread=$(x86_64-w64-mingw32-gcc-posix -print-file-name=libwinpthread-1.dll)
cp "$winpthread" "$win/bin/"
cp /usr/share/doc/mingw-w64-x86-64-dev/copyright "$win/bin/libwinpthread-1.dll.copyright.txt"
cp "$src/COPYING" "$win/COPYING.txt"
sed "s/@VERSION@/$version/g" "$src/tools/windows-README.txt" > "$win/README.txt"
/usr/bin/python3 - "$out/$win_top.zip" "$work/win" "$win_top" <<'EOF'
import os, sys, time, zipfile
# The same bytes for the same files: sorted, dated SOURCE_DATE_EPOCH.
out, base, top = sys.argv[1:]
date = time.gmtime(max(int(os.environ['SOURCE_DATE_EPOCH']), 315532800))[:6]
names = sorted(os.path.relpath(os.path.join(d, f), base)
               for d, _, files in os.walk(os.path.join(base, top)) for f in files)
with zipfile.ZipFile(out, 'w', zipfile.ZIP_DEFLATED) as z:
    for name in names:
        info = zipfile.ZipInfo(name, date)
        info.external_attr = 0o644 << 16
        info.compress_type = zipfile.ZIP_DEFLATED
        with open(os.path.join(base, name), 'rb') as f:
            z.writestr(info, f.read())
EOF

step ""
cd "$out"
sha256sum -- * > SHA256SUMS
echo "release.sh: libescopa $version ($commit) in $out, $(($(date +%s) - started)) s:"
for file in *; do
	[ "$file" = SHA256SUMS ] || printf '%10s  %s\n' "$(wc -c < "$file")" "$file"
done
cat SHA256SUMS
[ "$build_wheel" = yes ] || echo "release.sh: SKIPPED the wheel and the sdist (no pyproject.toml)" >&2
[ "$build_debs" = yes ] || echo "release.sh: SKIPPED the Debian packages (no debian/)" >&2

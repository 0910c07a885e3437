#!/bin/sh
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT
#
# Builds the WebAssembly engine, the JavaScript package and the page, then
# serves the page on http://127.0.0.1:8000/ (and opens it in a browser when
# there is a desktop). Needs Debian's emscripten, meson, ninja and node:
#   sudo apt-get install emscripten meson ninja-build nodejs
#   sh examples/web/serve.sh
# PORT=8080 serves on another port; ESCOPA_WASM_BUILD names the build
# directory (build-wasm). The server stops after 30 minutes without a
# request, or with Ctrl-C.
set -eu
cd "$(dirname "$0")/../.."
build=${ESCOPA_WASM_BUILD:-build-wasm}
if [ ! -f "$build/build.ninja" ]; then
	meson setup "$build" --cross-file cross/wasm32-emscripten.txt
fi
meson compile -C "$build"
open=
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && command -v xdg-open >/dev/null 2>&1; then
	open=--open
fi
exec node examples/web/serve.mjs --root "$build/web" --port "${PORT:-8000}" $open

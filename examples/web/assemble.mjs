// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Puts the page together in the build tree for meson (the top meson.build,
// in the WebAssembly build): the page's files into <build>/web/, and the
// JavaScript package as built (<build>/bindings/js: its package.json, the
// module, the wasm and src/, as its package.json's "files" say) into <build>/web/libescopa/,
// so that the page imports the package by a relative path and the whole
// directory can be served as it is.
//
//   node assemble.mjs STAMP WEB_DIR PACKAGE_DIR PAGE_FILE...

import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const [stamp, web, pkg, ...files] = process.argv.slice(2);
if (!stamp || !web || !pkg || !files.length) {
	console.error('usage: node assemble.mjs STAMP WEB_DIR PACKAGE_DIR PAGE_FILE...');
	process.exit(2);
}

// What of the package a page needs: what `npm pack` ships, its
// package.json's "files" (names, or a directory and a * pattern).
const manifest = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));
const wanted = ['package.json', ...(manifest.files ?? [])];

mkdirSync(web, { recursive: true });
for (const file of files)
	if (basename(file) !== 'index.html')
		cpSync(file, join(web, basename(file)));
const target = join(web, 'libescopa');
rmSync(target, { recursive: true, force: true });
let copied = 0;
for (const pattern of wanted) {
	const dir = dirname(pattern);
	const name = basename(pattern);
	const match = new RegExp(`^${name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
	const names = name.includes('*') ? readdirSync(join(pkg, dir)).filter((n) => match.test(n)) : [name];
	for (const n of names) {
		mkdirSync(join(target, dir), { recursive: true });
		cpSync(join(pkg, dir, n), join(target, dir, n));
		copied++;
	}
}
// index.html preloads every module of the package and of the page but its
// entry (app.mjs) and the worker's: the browser then fetches them at once
// rather than level by level of the imports.
const modules = files.map((file) => basename(file))
	.filter((name) => name.endsWith('.mjs') && name !== 'app.mjs' && name !== 'worker.mjs');
(function list(dir) {
	for (const name of readdirSync(join(target, dir), { withFileTypes: true })) {
		if (name.isDirectory())
			list(join(dir, name.name));
		else if (name.name.endsWith('.mjs'))
			modules.push(join('libescopa', dir, name.name));
	}
})('.');
const page = files.find((file) => basename(file) === 'index.html');
const html = readFileSync(page, 'utf8');
if (!html.includes('<!-- modulepreload -->')) {
	console.error(`assemble.mjs: ${page} has no <!-- modulepreload --> line`);
	process.exit(1);
}
writeFileSync(join(web, 'index.html'), html.replace('<!-- modulepreload -->',
	modules.sort().map((m) => `<link rel="modulepreload" href="${m}">`).join('\n')));

if (!copied) {
	console.error(`assemble.mjs: no package files in ${pkg}`);
	process.exit(1);
}
writeFileSync(stamp, `${files.length} page files, ${copied} package files\n`);

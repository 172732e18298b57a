#!/usr/bin/env node
// Bundle budget (issue 5): the initial JavaScript of learner-web — index.html's entry module plus every module it
// imports statically, transitively — must be at most 200 KB gzip, and chart.js must not be part of it (it is loaded
// only by the screens that draw charts). Run after `vite build`; exits 1 when the budget is exceeded.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const here = dirname(fileURLToPath(import.meta.url));
const dist = resolve(process.argv[2] ?? join(here, '..', 'dist'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');

/** Strings only chart.js contains (its canvas-reuse error and its DOM class prefix). */
const CHART_JS_MARKERS = ['Canvas is already in use', 'chartjs-'];

const toFile = (url) => join(dist, url.replace(/^\//, '').split('?')[0]);
const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
if (entries.length === 0) {
  console.error('bundle-size: no module entry found in dist/index.html');
  process.exit(1);
}

// static imports: `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"` — never `import("./x.js")`
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

const seen = new Map();
const queue = entries.map(toFile);
while (queue.length > 0) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  if (!existsSync(file)) {
    console.error(`bundle-size: missing ${file}`);
    process.exit(1);
  }
  const code = readFileSync(file, 'utf8');
  seen.set(file, code);
  for (const m of code.matchAll(STATIC_IMPORT)) queue.push(posix.join(dirname(file), m[1]));
}

let raw = 0;
let gzip = 0;
const rows = [];
const chartInInitial = [];
for (const [file, code] of seen) {
  const g = gzipSync(code, { level: 9 }).length;
  raw += code.length;
  gzip += g;
  rows.push([file.slice(dist.length + 1), code.length, g]);
  if (CHART_JS_MARKERS.some((m) => code.includes(m))) chartInInitial.push(file.slice(dist.length + 1));
}
rows.sort((a, b) => b[2] - a[2]);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('Initial JavaScript of learner-web (entry + static imports):');
for (const [name, r, g] of rows)
  console.log(`  ${name.padEnd(48)} ${kb(r).padStart(10)}  gzip ${kb(g).padStart(9)}`);
console.log(
  `  ${'total'.padEnd(48)} ${kb(raw).padStart(10)}  gzip ${kb(gzip).padStart(9)}  (budget ${BUDGET_KB} KB)`,
);

let failed = false;
if (gzip > BUDGET_KB * 1024) {
  console.error(`bundle-size: initial JS is ${kb(gzip)} gzip, over the ${BUDGET_KB} KB budget`);
  failed = true;
}
if (chartInInitial.length > 0) {
  console.error(`bundle-size: chart.js is in the initial JS (${chartInInitial.join(', ')})`);
  failed = true;
}
// chart.js must still exist somewhere (a lazy chunk); otherwise the marker check proves nothing
const fs = await import('node:fs');
const lazyWithChart = fs
  .readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .filter((f) => CHART_JS_MARKERS.some((m) => readFileSync(join(dist, 'assets', f), 'utf8').includes(m)));
if (lazyWithChart.length === 0) {
  console.error('bundle-size: chart.js was not found in any chunk (markers out of date?)');
  failed = true;
} else console.log(`chart.js is loaded lazily from: ${lazyWithChart.join(', ')}`);
process.exit(failed ? 1 : 0);

#!/usr/bin/env node
// First-load size budgets of the web app (docs/budgets.md), measured on the production build.
//
// Reads apps/web/dist/.vite/manifest.json (build with `npm run build` first) and, for every
// route, sums the gzip sizes (zlib level 9, each file compressed on its own) of:
//   JS  = the entry chunk and its static imports (transitively), and the packages it imports
//         dynamically at start (React DOM), with theirs
//       + the route's lazy chunk and its static imports (transitively)
//       + the largest language pack of the shell and the largest of the route's area (the
//         page's language pack of each is fetched before the page renders);
//   CSS = the CSS of every chunk above (entry CSS + route CSS + shared chunks' CSS).
//
// Conventions this script relies on (keep them, or update it):
//   - the SPA entry is the manifest key `index.html`;
//   - route modules are `apps/web/src/app/routes/<area>/<name>.tsx` (the not-found page:
//     `routes/<name>.tsx`, no area), each imported lazily by the router; a route is
//     reported under <name>;
//   - language packs are `apps/web/src/app/locales/<locale>.ts` (the shell's) and
//     `apps/web/src/features/<area>/locales/<locale>.ts` (an area's), each imported lazily;
//     a part of an area's pack, `features/<area>/locales/<part>/<locale>.ts`, counts for the
//     routes whose module loads it before the page renders (`loadTextPart('<area>', '<part>')`
//     in the route's source);
//   - the promotion landing is its own build (apps/web/vite.promo.config.ts) with its own
//     manifest, `.vite/promo-manifest.json`, whose HTML entry key contains `promo/`; it is
//     measured alone against its own budget (it loads every language of its texts with its
//     script, so they are in its static imports) and skipped while absent.
//
// No app page's first load may carry the validator (decision 091): the `schemas` chunk
// (apps/web/scripts/code-splitting.ts) comes with the first endpoint a page calls. The promotion
// landing is built as one file with its start and is not held to it.
//
// Exits 1 when a budget is exceeded or a page starts with the validator (or the build is
// missing); goals are reported only.
// `--verbose` lists the files behind each figure.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
// The fail lines sit just above what the largest route measures (decision 091: endpoints loaded
// on their first call, /repay 63.4 KB; decision 080: the landing 32.7), so a route that grows
// fails; the routes' goal is issue 42's.
const budgets = {
  route: { js: { fail: 65, goal: 110 }, css: { fail: 7, goal: 7 } },
  promo: { js: { fail: 34, goal: 34 }, css: { fail: 4, goal: 4 } },
};

const ROUTE_SRC = /^src\/app\/routes\/(?:([a-z]+)\/)?([^/]+)\.tsx$/;
const SHELL_LOCALE_SRC = /^src\/app\/locales\/[a-z]{2}-[A-Z]{2}\.ts$/;
const AREA_LOCALE_SRC = /^src\/features\/([a-z]+)\/locales\/[a-z]{2}-[A-Z]{2}\.ts$/;
const PART_LOCALE_SRC = /^src\/features\/([a-z]+)\/locales\/([a-z]+)\/[a-z]{2}-[A-Z]{2}\.ts$/;
const LOADS_PART = /loadTextPart\('([a-z]+)', '([a-z]+)'\)/g;
const PROMO_KEY = /(^|\/)promo\//;
const VALIDATOR = /^assets\/schemas-[\w-]+\.js$/;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');
const promoManifestPath = join(dist, '.vite/promo-manifest.json');
const verbose = process.argv.includes('--verbose');

if (!existsSync(manifestPath)) {
  console.error(`budget: ${manifestPath} not found — run \`npm run build\` first.`);
  process.exit(1);
}
/** @typedef {Record<string, {file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} Manifest */
/** @type {Manifest} */
const appManifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
/** @type {Manifest} */
const promoManifest = existsSync(promoManifestPath)
  ? JSON.parse(readFileSync(promoManifestPath, 'utf8'))
  : {};
const manifest = appManifest;

const gzCache = new Map();
function gz(file) {
  if (!gzCache.has(file)) {
    gzCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  }
  return gzCache.get(file);
}

/** Manifest keys of `keys` and everything they import statically. */
function closure(keys, manifest = appManifest) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk "${key}"`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

function measure(keys, manifest = appManifest) {
  const js = new Set();
  const css = new Set();
  for (const key of closure(keys, manifest)) {
    js.add(manifest[key].file);
    for (const file of manifest[key].css ?? []) css.add(file);
  }
  const sum = (files) => [...files].reduce((total, f) => total + gz(f), 0) / KB;
  return { js: sum(js), css: sum(css), files: [...js, ...css] };
}

function status(figures, budget) {
  if (figures.js > budget.js.fail || figures.css > budget.css.fail) return 'FAIL';
  if (figures.js > budget.js.goal || figures.css > budget.css.goal) return 'ok (over goal)';
  return 'ok';
}

const entries = Object.entries(manifest);
const spaEntry = manifest['index.html'];
if (!spaEntry?.isEntry) {
  console.error('budget: the manifest has no `index.html` entry.');
  process.exit(1);
}
/**
 * What the entry's code imports dynamically starts with every page (the libraries and the
 * app's start, each evaluated in a task of its own: main.tsx); routes and language packs are
 * imported by the app's start, as pages need them. That code may sit in a chunk the entry
 * imports (small chunks are inlined, decision 083): the static imports are followed, as the
 * server's list of a page's scripts follows them (apps/server/src/render/manifest.ts).
 */
function startUp(entry, chunks = manifest) {
  const seen = new Set();
  const found = new Set();
  const visit = (key) => {
    if (chunks[key] === undefined || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunks[key].dynamicImports ?? []) found.add(imported);
    for (const imported of chunks[key].imports ?? []) visit(imported);
  };
  visit(entry);
  return [...found];
}
const startUpPackages = startUp('index.html');
const routeKeys = entries
  .filter(([, c]) => c.isDynamicEntry && ROUTE_SRC.test(c.src ?? ''))
  .map(([key]) => key)
  .sort();
if (routeKeys.length === 0) {
  console.error('budget: no route chunks found (expected src/app/routes/<name>.tsx lazy modules).');
  process.exit(1);
}
// The packs fetched before a page renders: count the largest, whichever locale opens.
const largest = (test) =>
  entries
    .filter(([, c]) => test(c.src ?? ''))
    .map(([key]) => key)
    .sort((a, b) => measure([b]).js - measure([a]).js)[0];
const shellPack = largest((src) => SHELL_LOCALE_SRC.test(src));
const areaPack = (area) => largest((src) => AREA_LOCALE_SRC.exec(src)?.[1] === area);
const partPack = ([, area, part]) =>
  largest((src) => {
    const found = PART_LOCALE_SRC.exec(src);
    return found?.[1] === area && found[2] === part;
  });
/** The parts of area packs a route's module loads before its page renders. */
const partsOf = (src) =>
  [...readFileSync(join(root, 'apps/web', src), 'utf8').matchAll(LOADS_PART)].map(partPack);
const packsCounted = new Set();

const rows = [];
for (const key of routeKeys) {
  const [, area, name = key] = ROUTE_SRC.exec(manifest[key].src ?? '') ?? [];
  const packs = [shellPack, area && areaPack(area), ...partsOf(manifest[key].src)].filter(Boolean);
  for (const pack of packs) packsCounted.add(manifest[pack].src);
  const keys = ['index.html', ...startUpPackages, key, ...packs];
  const figures = measure(keys);
  rows.push({ name, ...figures, budget: budgets.route, status: status(figures, budgets.route) });
}
const promoKeys = Object.entries(promoManifest)
  .filter(([key, c]) => c.isEntry && PROMO_KEY.test(key))
  .map(([key]) => key);
if (promoKeys.length === 0) {
  rows.push({ name: 'promotion landing', skipped: true });
} else {
  for (const key of promoKeys) {
    // Its entry runs React, React DOM and the landing's start a task each
    // (apps/web/src/app/promo/main.tsx).
    const figures = measure([key, ...startUp(key, promoManifest)], promoManifest);
    rows.push({
      name: `promo (${key})`,
      ...figures,
      budget: budgets.promo,
      status: status(figures, budgets.promo),
    });
  }
}

const table = [['route', 'JS KB gz', 'CSS KB gz', 'budget JS/CSS (goal)', 'status']];
for (const row of rows) {
  if (row.skipped) {
    table.push([row.name, '-', '-', '-', 'skipped (not built)']);
    continue;
  }
  const b = row.budget;
  table.push([
    row.name,
    row.js.toFixed(1),
    row.css.toFixed(1),
    `${b.js.fail}/${b.css.fail} (${b.js.goal}/${b.css.goal})`,
    row.status,
  ]);
}
const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
for (const [i, r] of table.entries()) {
  console.log(
    r
      .map((cell, c) => (c === 1 || c === 2 ? cell.padStart(widths[c]) : cell.padEnd(widths[c])))
      .join('  '),
  );
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}
if (verbose) {
  for (const row of rows.filter((r) => !r.skipped)) {
    console.log(`\n${row.name}:`);
    for (const f of row.files) console.log(`  ${(gz(f) / KB).toFixed(1).padStart(7)} KB  ${f}`);
  }
}
if (packsCounted.size > 0) {
  console.log(
    `\nJS includes the largest language pack of the shell, of the route's area and of the parts it loads:`,
  );
  for (const src of [...packsCounted].sort()) console.log(`  ${src}`);
}

const failed = rows.filter((r) => r.status === 'FAIL');
if (failed.length > 0) {
  console.error(`\nbudget exceeded: ${failed.map((r) => r.name).join(', ')}`);
  process.exit(1);
}
const validated = rows.filter(
  (r) => r.budget === budgets.route && r.files.some((f) => VALIDATOR.test(f)),
);
if (validated.length > 0) {
  console.error(
    `\nthe validator is in the first load of: ${validated.map((r) => r.name).join(', ')}` +
      ` (an endpoint or a schema imported as the page renders; name endpoints by area: decision 091)`,
  );
  process.exit(1);
}

// Maps kept true (docs/code-style.md "Files"): every repository path named in a README, in
// docs/ (decision records excepted: they are history) or in a source comment must exist.
// Prints `file:line: path` for each one that does not and exits 1. Run by `npm run lint`.
//
//   node scripts/check-paths.mjs [root]     (root defaults to this repository)
//
// A path is a token of two segments or more, or one starting with `./` or `../`, that ends in
// a known extension or in `/` (a folder); a file named alone (`order-actions.ts`) must exist
// somewhere in the tree. A path may be written relative to its file's folder or any folder
// above it (the repository root among them), to its app's `src/` or the area folders in it
// (`src/modules/`, `src/features/`: `repay/card/otp.ts`) and the server's domain (`src/domain/`:
// `orders/late-fees.ts`), or as a package (`@tenor/contract/format`). A file outside the apps and packages (docs, READMEs, e2e,
// scripts) may name a path inside any of them that way, or from its folder (`src/app.ts`).
// Left out: URLs and absolute URL paths, placeholders (`<area>`, `{a,b}`, `NNN`), globs,
// ellipses, build output and anything that names a file of an installed package.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folders never walked, and never required to exist: installed or built, not kept in git. */
const generated = new Set([
  '.git',
  'node_modules',
  'dist',
  'dist-server',
  'data',
  'coverage',
  'test-results',
  'playwright-report',
  '.tmp',
  '.vite',
]);

const extensions =
  'ts|tsx|mts|cts|js|mjs|cjs|jsx|json|md|css|html|sql|yaml|yml|sh|svg|png|jpg|webp|ico|txt|xml';
const fileName = new RegExp(`^[\\w.@+-]+\\.(?:${extensions})$`);
const segment = /^[\w.@+-]+$/;
/**
 * A file named without its folder (`order-actions.ts`): one of ours in kebab case, checked by
 * name anywhere in the tree. Not `index.…` (the idea of a barrel or an entry), nor a build's
 * hashed file (`index-BFEMOJUr.js`), nor a library's name (`Node.js`).
 */
const bareName =
  /^[a-z0-9][a-z0-9.-]*\.(?:ts|tsx|mts|cts|js|mjs|cjs|jsx|md|css|sql|html|json|ya?ml)$/;
const codeFile = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;
/**
 * Where source comments are read: everything of the apps, packages, browser tests and scripts,
 * and the configuration files at the root (`eslint.config.js`, `.dependency-cruiser.cjs`).
 */
const codeRoots = ['apps', 'packages', 'e2e', 'scripts'];

function walk(root) {
  const files = [];
  const known = new Set(['']);
  const names = new Set();
  const visit = (dir) => {
    const entries = readdirSync(path.join(root, dir), { withFileTypes: true });
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (generated.has(entry.name)) continue;
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      known.add(rel);
      names.add(entry.name);
      if (entry.isDirectory()) visit(rel);
      else files.push(rel);
    }
  };
  visit('');
  return { files, known, names };
}

/**
 * The comments of a JavaScript or TypeScript file, with their line numbers: the text between
 * `//` and the line's end and inside block comments, skipping strings, templates and regular
 * expressions (a `/` where a value may start opens one).
 */
export function comments(source) {
  const found = [];
  let line = 1;
  let i = 0;
  let last = ''; // the last significant character outside comments, for the regex test
  const templates = []; // brace depths of the `${` we are inside
  const n = source.length;
  while (i < n) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '\n') {
      line++;
      i++;
    } else if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? n : end;
      found.push({ line, text: source.slice(i + 2, stop) });
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end;
      source
        .slice(i + 2, stop)
        .split('\n')
        .forEach((text, k) => found.push({ line: line + k, text }));
      for (let k = i; k < stop; k++) if (source[k] === '\n') line++;
      i = stop + 2;
    } else if (c === '"' || c === "'") {
      i++;
      while (i < n && source[i] !== c && source[i] !== '\n') i += source[i] === '\\' ? 2 : 1;
      if (source[i] === c) i++; // an unclosed quote (an apostrophe in JSX text) ends at the line
      last = 'a';
    } else if (c === '`' || (c === '}' && templates.at(-1) === 0)) {
      if (c === '}') templates.pop();
      i++;
      while (i < n && source[i] !== '`') {
        if (source[i] === '\\') i++;
        else if (source[i] === '\n') line++;
        else if (source[i] === '$' && source[i + 1] === '{') break;
        i++;
      }
      if (source[i] === '$') {
        templates.push(0);
        i += 2;
        last = '(';
      } else {
        i++;
        last = 'a';
      }
    } else if (c === '/' && (last === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(last))) {
      // A regular expression literal: up to its unescaped closing `/` outside a class.
      let inClass = false;
      i++;
      while (i < n && source[i] !== '\n') {
        if (source[i] === '\\') i++;
        else if (source[i] === '[') inClass = true;
        else if (source[i] === ']') inClass = false;
        else if (source[i] === '/' && !inClass) break;
        i++;
      }
      if (source[i] === '/') i++;
      last = 'a';
    } else {
      if (templates.length && c === '{') templates[templates.length - 1]++;
      if (templates.length && c === '}') templates[templates.length - 1]--;
      if (!/\s/.test(c)) {
        // After `return`, `typeof` and the like a `/` opens a regular expression.
        const word = /\b(?:return|typeof|case|in|of|void|yield|await|throw|else|do)$/;
        last = /[\w$]/.test(c) ? (word.test(source.slice(i - 7, i + 1)) ? '(' : 'a') : c;
      }
      i++;
    }
  }
  return found;
}

/** The tokens of a text that name repository paths, cleaned of punctuation, anchors and line numbers. */
export function pathTokens(text) {
  const tokens = [];
  for (let raw of text.split(/[\s`'"()[\],;|]+/)) {
    raw = raw.replace(/^[*_>]+|[*_]+$/g, '');
    // Prose punctuation, line and column numbers, anchors and queries.
    let token = raw
      .replace(/[.,:;!?]+$/, '')
      .replace(/(?::\d+)+$/, '')
      .replace(/[#?].*$/, '');
    if (/[<>{}*$…~=\\]|\.\.\.|NNN|^[a-z]+:/.test(raw)) continue;
    if (!token.includes('/')) {
      if (bareName.test(token) && !/^index\./.test(token)) tokens.push(token);
      continue;
    }
    if (token.includes('://') || token.startsWith('/')) continue;
    const relative = /^\.{1,2}\//.test(token);
    const parts = token.split('/');
    const folder = token.endsWith('/');
    const named = folder ? parts.slice(0, -1) : parts;
    if (!named.every((p) => segment.test(p) || p === '.' || p === '..')) continue;
    if (token.startsWith('@')) {
      if (/^@tenor\/[\w-]+\/./.test(token)) tokens.push(token);
      continue;
    }
    // One folder alone (`va/`, `seed/`) is too vague to check.
    const depth = named.filter((p) => p !== '.' && p !== '..').length;
    const specific = depth >= 2 || relative;
    if (specific && (folder || fileName.test(named.at(-1) ?? ''))) tokens.push(token);
  }
  return tokens;
}

/** The checker for one tree: which folders a file's paths may be relative to, and whether one exists. */
function resolver(root, known, names) {
  /** A workspace's `src/`, the area folders in it and the server's domain. */
  const within = (dir) =>
    [`${dir}/src`, `${dir}/src/modules`, `${dir}/src/domain`, `${dir}/src/features`].filter((d) =>
      known.has(d),
    );
  const workspaces = new Map();
  const sources = [];
  for (const group of ['apps', 'packages']) {
    if (!known.has(group)) continue;
    for (const name of readdirSync(path.join(root, group))) {
      const dir = `${group}/${name}`;
      sources.push(dir, ...within(dir));
      if (!known.has(`${dir}/package.json`)) continue;
      const pkg = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
      if (pkg.name) workspaces.set(pkg.name, dir);
    }
  }
  const exists = (rel) => {
    const clean = path.posix.normalize(rel).replace(/\/$/, '');
    if (clean.startsWith('..')) return false;
    if (clean.split('/').some((p) => generated.has(p))) return true;
    return known.has(clean === '.' ? '' : clean);
  };
  return (file, token) => {
    if (!token.includes('/'))
      return names.has(token) || existsSync(path.join(root, 'node_modules', token));
    if (token.startsWith('@')) {
      const [scope, name, ...rest] = token.split('/');
      const dir = workspaces.get(`${scope}/${name}`);
      const sub = rest.join('/');
      if (!dir) return existsSync(path.join(root, 'node_modules', token));
      return ['', '.ts', '.tsx'].some(
        (ext) => exists(`${dir}/src/${sub}${ext}`) || exists(`${dir}/${sub}${ext}`),
      );
    }
    const dir = path.posix.dirname(file);
    if (/^\.{1,2}\//.test(token)) return exists(path.posix.join(dir, token));
    const bases = [];
    for (let d = dir; ; d = path.posix.dirname(d)) {
      bases.push(d === '.' ? '' : d);
      if (d === '.' || d === '') break;
    }
    const app = /^(apps|packages)\/[^/]+\//.exec(file);
    if (app) bases.push(...within(app[0].slice(0, -1)));
    else bases.push(...sources);
    if (bases.some((base) => exists(base ? `${base}/${token}` : token))) return true;
    // A file of an installed package (`escape-html/index.js`).
    return existsSync(path.join(root, 'node_modules', token));
  };
}

/** Every stale path of the tree at `root`, as `{ file, line, path }`. */
export function stalePaths(root) {
  const { files, known, names } = walk(root);
  const resolves = resolver(root, known, names);
  const stale = [];
  const check = (file, line, text) => {
    for (const token of pathTokens(text)) {
      if (!resolves(file, token)) stale.push({ file, line, path: token });
    }
  };
  for (const file of files) {
    const isDoc =
      /(^|\/)README\.md$/.test(file) ||
      (/^docs\/.*\.md$/.test(file) && !file.startsWith('docs/decisions/'));
    const isCode =
      codeFile.test(file) && (!file.includes('/') || codeRoots.includes(file.split('/')[0]));
    if (!isDoc && !isCode) continue;
    const source = readFileSync(path.join(root, file), 'utf8');
    if (isDoc) source.split('\n').forEach((text, k) => check(file, k + 1, text));
    else for (const { line, text } of comments(source)) check(file, line, text);
  }
  return stale;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
  );
  const stale = stalePaths(root);
  for (const s of stale) console.log(`${s.file}:${s.line}: ${s.path}`);
  if (stale.length) {
    console.error(
      `${stale.length} path(s) named in comments or docs do not exist: point them at the file's current place (docs/code-style.md "Files").`,
    );
    process.exit(1);
  }
}

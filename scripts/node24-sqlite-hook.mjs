// Loaded with `--import` by scripts/test-node24.mjs. On a machine whose `npm ci` ran on Node 20,
// npm skipped the optional `better-sqlite3-napi` (better-sqlite3 13, Node 22+); the script
// installs it under .tmp/node24 and this hook resolves the name there, for `import` and
// `require` alike (apps/server/src/db/sqlite-driver.ts).
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const entry = process.env.TENOR_SQLITE_NAPI_ENTRY;
if (entry !== undefined) {
  const url = pathToFileURL(entry).href;
  registerHooks({
    resolve: (specifier, context, next) =>
      specifier === 'better-sqlite3-napi'
        ? { url, format: 'commonjs', shortCircuit: true }
        : next(specifier, context),
  });
}

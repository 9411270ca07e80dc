// `npm run build -w @tenor/server`: the production server as one ES module, apps/server/dist/server.js
// (docs/decisions/012-api-fast-path.md). Packages from node_modules stay external and load as
// installed (better-sqlite3 is native); the workspace contract is TypeScript source, so it is bundled.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const bundled = new Set(['@tenor/contract']);
const external = Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })
  .filter((name) => !bundled.has(name))
  // Subpath imports (`zod/mini`, `kysely/helpers/...`) are external too.
  .flatMap((name) => [name, `${name}/*`]);

const started = Date.now();
await build({
  entryPoints: [path.join(serverDir, 'src/server.ts')],
  outfile: path.join(serverDir, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  // Stack traces map back to the TypeScript with NODE_OPTIONS=--enable-source-maps.
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
});
console.log(`server built: apps/server/dist/server.js in ${Date.now() - started} ms`);

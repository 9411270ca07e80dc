import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root, from this file's place: `src/` in the source and `dist/` in the built
 * server sit at the same depth (the bundle is one file, dist/server.js), so the same `../../..`
 * holds for both. A module in a deeper folder would count one level too many once bundled.
 * `npm start` runs in apps/server, so defaults are anchored here, not to the cwd.
 */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './storage.ts';

/**
 * Files in a folder (`DATA_DIR/uploads` by default), spread over sub-folders by the key's
 * first two characters. Keys are checked by the caller (`isStorageKey`), so no key can
 * name a path outside the folder; this checks again because it is the last line.
 */
export function localStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    if (!/^[A-Za-z0-9_-]{8,}$/.test(key)) throw new Error('invalid storage key');
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // wx: a key is written once; a collision is a bug, never an overwrite.
      await writeFile(file, data, { flag: 'wx', mode: 0o600 });
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

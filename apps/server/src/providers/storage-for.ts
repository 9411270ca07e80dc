/** The storage the care configuration names: a local folder by default, S3-compatible object storage by configuration. */
import type { Config } from '../config.ts';
import { localStorage } from './local-storage.ts';
import { objectStorage } from './object-storage.ts';
import type { FileStorage } from './storage.ts';

export function storageFor(config: Pick<Config, 'care'>): FileStorage {
  const { storage } = config.care;
  switch (storage.kind) {
    case 'local':
      return localStorage(storage.dir);
    case 's3':
      return objectStorage(storage);
  }
}

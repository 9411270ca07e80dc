/**
 * Where uploaded files live (DESIGN §8: a local folder by default, object storage by
 * configuration). Keys are server-generated (image-check's caller names them), so a
 * storage never sees a client's file name.
 */
import type { Config } from '../config.ts';
import { localStorage } from './local-storage.ts';
import { objectStorage } from './object-storage.ts';

export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

/** Server-generated keys only: 32 base64url characters, nothing a path could abuse. */
export const isStorageKey = (key: string): boolean => /^[A-Za-z0-9_-]{32}$/.test(key);

export function storageFor(config: Pick<Config, 'care'>): FileStorage {
  const { storage } = config.care;
  switch (storage.kind) {
    case 'local':
      return localStorage(storage.dir);
    case 's3':
      return objectStorage(storage);
  }
}

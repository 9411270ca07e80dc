/**
 * Where uploaded files live (decision 014: a local folder by default, object storage by
 * configuration). Keys are server-generated (image-check's caller names them), so a
 * storage never sees a client's file name.
 */

export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

/** Server-generated keys only: 32 base64url characters, nothing a path could abuse. */
export const isStorageKey = (key: string): boolean => /^[A-Za-z0-9_-]{32}$/.test(key);

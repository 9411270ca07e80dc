import { hash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe so the native app can put it in a page address unescaped. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Only the hash is stored: a copy of the database must not yield usable sessions. */
export const hashToken = (token: string): string => hash('sha256', token, 'hex');

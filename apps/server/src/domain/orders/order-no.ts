import { randomInt } from 'node:crypto';
import type { Region } from '../../db/schema.ts';

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** `TN<region><yyyyMMdd><8 random digits>`, e.g. TNIN2025061512345678. */
export function orderNo(region: Region, createdAt: Date): string {
  const day = createdAt.toISOString().slice(0, 10).replaceAll('-', '');
  return `TN${region}${day}${digits(8)}`;
}

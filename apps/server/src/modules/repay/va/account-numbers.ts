import { randomInt } from 'node:crypto';

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** Our bill number for an issued account: `VC<yyyyMMdd><8 random digits>`, e.g. VC2025061512345678. */
export function billNumber(now: Date): string {
  return `VC${now.toISOString().slice(0, 10).replaceAll('-', '')}${digits(8)}`;
}

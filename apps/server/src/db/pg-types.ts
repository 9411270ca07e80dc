/**
 * Type parsers for the pg driver (decision 003, "Dialect traps"): int8 and count(*) arrive as
 * strings, and timestamptz as a Date; both are converted so rows look the same as on SQLite.
 */
import pg from 'pg';
import type { CustomTypesConfig } from 'pg';

const INT8 = 20;
const TIMESTAMPTZ = 1184;

function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n))
    throw new RangeError(`int8 value ${value} exceeds the safe integer range`);
  return n;
}

const parseTimestamp = (value: string): string => {
  const date = pg.types.getTypeParser(TIMESTAMPTZ)(value) as Date;
  return date.toISOString();
};

export const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format !== 'binary') {
      if (oid === INT8) return parseInt8;
      if (oid === TIMESTAMPTZ) return parseTimestamp;
    }
    return format === 'binary'
      ? pg.types.getTypeParser(oid, 'binary')
      : pg.types.getTypeParser(oid, 'text');
  }) as CustomTypesConfig['getTypeParser'],
} satisfies CustomTypesConfig;

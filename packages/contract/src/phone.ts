/**
 * Mobile numbers by market (docs/markets.md "Phone numbers"): what a borrower may type and
 * the E.164 form it is stored and sent in. The landing page checks with it before calling,
 * the server again before sending anything.
 */
import type { Region } from './launch.ts';

/** Spaces, dashes, dots and brackets people type or paste between digits. */
const separators = /[\s\-.()]/g;

const rules: Record<Region, { pattern: RegExp; country: string }> = {
  // 10 digits from 6–9, after an optional +91 or 0.
  IN: { pattern: /^(?:\+91|0)?([6-9]\d{9})$/, country: '+91' },
  // 08 + 8–11 digits; +62 or 62 stands for the 0.
  ID: { pattern: /^(?:\+62|62|0)(8\d{8,11})$/, country: '+62' },
};

/** The number in E.164 (`+91…`, `+62…`), or null when it is not a mobile number of the market. */
export function normalisePhone(region: Region, input: string): string | null {
  const rule = rules[region];
  const match = rule.pattern.exec(input.replace(separators, ''));
  return match?.[1] === undefined ? null : `${rule.country}${match[1]}`;
}

/** The market's country code (`+91`, `+62`): the phone field shows it before the number. */
export const countryCode = (region: Region): string => rules[region].country;

/**
 * What a phone field sends: the number as typed when it reads as one of the market's (`0812…`,
 * `+62812…`), else with the country code the field shows in front of it (`812…` → `+62812…`).
 * The server normalises it again (`normalisePhone`).
 */
export function typedPhone(region: Region, input: string): string {
  if (normalisePhone(region, input) !== null) return input;
  const prefixed = `${rules[region].country}${input.replace(separators, '')}`;
  return normalisePhone(region, prefixed) === null ? input : prefixed;
}

/** Longest input a phone field takes (`+62 812-3456-78901` with separators). */
export const PHONE_INPUT_MAX = 20;

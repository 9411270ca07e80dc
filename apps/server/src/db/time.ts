/** Every timestamp written to the database goes through here, so both dialects get ISO-8601 UTC text. */
export const toIso = (date: Date): string => date.toISOString();

export const nowIso = (): string => new Date().toISOString();

const DAY_MS = 86_400_000;

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

/** Start of the current UTC day: "today" for the daily application limit. */
export function utcMidnight(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

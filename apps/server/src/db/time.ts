/** Every timestamp written to the database goes through here, so both dialects get ISO-8601 UTC text. */
export const toIso = (date: Date): string => date.toISOString();

export const nowIso = (): string => new Date().toISOString();

const DAY_MS = 86_400_000;

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

/** The start of the UTC day of `nowMs`, as written to the database ("today" for the daily application limit). */
let today = { from: 0, until: 0, iso: '' };
export function utcMidnightIso(nowMs: number = Date.now()): string {
  // Asked on every recommended-list request: worked out once a day, not per request.
  if (nowMs < today.from || nowMs >= today.until) {
    const from = nowMs - (((nowMs % DAY_MS) + DAY_MS) % DAY_MS);
    today = { from, until: from + DAY_MS, iso: new Date(from).toISOString() };
  }
  return today.iso;
}

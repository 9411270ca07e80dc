/** Every timestamp written to the database goes through here, so both dialects get ISO-8601 UTC text. */
export const toIso = (date: Date): string => date.toISOString();

/** The second being written: its text up to the milliseconds, made once a second. */
let second = { from: NaN, prefix: '' };

/**
 * Now as ISO-8601 UTC text, as `new Date().toISOString()` writes it. Every write stamps its
 * rows with it; formatting a date costs ten times more than adding the milliseconds to the
 * second's text (docs/decisions/012-api-fast-path.md).
 */
export function nowIso(nowMs: number = Date.now()): string {
  const ms = nowMs - second.from;
  // Outside the kept second, a clock set back included: the new second's text.
  if (!(ms >= 0 && ms < 1000)) {
    const from = nowMs - (((nowMs % 1000) + 1000) % 1000);
    second = { from, prefix: new Date(from).toISOString().slice(0, 20) };
    return nowIso(nowMs);
  }
  return `${second.prefix}${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}Z`;
}

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

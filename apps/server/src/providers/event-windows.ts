/**
 * Sliding windows over recorded events (codes sent, wrong tries, promotion SMS per address):
 * a subject may have at most `max` events in the last `ms`. Shared by the OTP limiter and
 * the event limiter, whose events live in the database so every instance counts the same.
 */
export interface Window {
  ms: number;
  max: number;
}

/** How a limiter reads one subject's events. */
export interface EventCounts {
  /** Events after `since`. */
  count(since: Date): Promise<number>;
  /** `created_at` of the (offset + 1)-th newest event after `since`. */
  nth(since: Date, offset: number): Promise<string | undefined>;
}

/**
 * The first moment every window holds fewer than `max + extra` events (`extra` 1 when the
 * caller's own just-recorded event is among them); null when that is now.
 */
export async function blockedUntil(
  windows: readonly Window[],
  events: EventCounts,
  now: Date,
  extra: number,
): Promise<Date | null> {
  let until: Date | null = null;
  for (const w of windows) {
    const since = new Date(now.getTime() - w.ms);
    if ((await events.count(since)) < w.max + extra) continue;
    // The window has room again when its (max + extra)-th newest event leaves it.
    const edge = await events.nth(since, w.max + extra - 1);
    const at = new Date((edge === undefined ? now.getTime() : Date.parse(edge)) + w.ms);
    if (until === null || at > until) until = at;
  }
  return until;
}

export const longestWindow = (windows: readonly Window[]): number =>
  Math.max(0, ...windows.map((w) => w.ms));

/**
 * Drops what the landing no longer needs: expired registration sessions and counted events
 * older than any window. Runs at most once a minute per instance, from get-sid.
 */
import type { Config } from '../../config.ts';
import { toIso } from '../../db/time.ts';
import type { EventLimiter } from '../../providers/event-limiter.ts';
import type { OtpLimiter } from '../../providers/otp-limiter.ts';
import { smsLimitKeys } from './limits.ts';
import type { PromoRepository } from './repository.ts';

const EVERY_MS = 60_000;

export function housekeeping(deps: {
  repo: PromoRepository;
  limiter: EventLimiter;
  phones: OtpLimiter;
  limits: Config['promoSms'];
}): (now: Date) => Promise<void> {
  const windows = smsLimitKeys(deps.limits, { sid: '', client: '', phone: '' }).flatMap(
    (k) => k.windows,
  );
  let lastRun = -Infinity;
  return async (now) => {
    if (now.getTime() - lastRun < EVERY_MS) return;
    lastRun = now.getTime();
    await deps.repo.pruneSessions(toIso(now));
    await deps.limiter.prune(now, windows);
    await deps.phones.prune(now);
  };
}

/**
 * The official site's contact form (docs/screens.md "Official website", docs/decisions/021-official-site.md): a
 * honeypot for bots, a limit per client address in the shared event limiter, and one
 * stored message per draft however often it is sent. Old limiter events are pruned by the
 * promotion's housekeeping, which clears every scope past its longest window (a day).
 */
import { codes } from '@tenor/contract/envelope';
import type { Region } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { EventLimiter, LimitKey } from '../../providers/event-limiter.ts';
import type { ContactRepository } from './contact-repository.ts';
import { t } from '../../i18n.ts';

const HOUR = 3_600_000;

export interface ContactInput {
  name: string;
  email: string;
  message: string;
  submissionId: string;
  website?: string | undefined;
}

/**
 * `perIpPerHour`: messages one address may send an hour (`SITE_CONTACT_PER_IP_PER_HOUR`): a
 * person writes a few, a script many.
 */
export function contactService(
  repo: ContactRepository,
  limiter: EventLimiter,
  perIpPerHour: number,
) {
  const keyOf = (client: string): LimitKey<'siteContactIp'> => ({
    scope: 'siteContactIp',
    subject: client,
    windows: [{ ms: HOUR, max: perIpPerHour }],
  });

  return {
    /** Stores the message once; a bot's (honeypot filled) is answered alike and dropped. */
    async send(input: ContactInput, region: Region, client: string, now: Date): Promise<void> {
      if ((input.website ?? '').trim() !== '') return;
      // A repeated send of a stored draft is answered as the first was, without counting.
      if (await repo.known(input.submissionId)) return;
      const taken = await limiter.take([keyOf(client)], now);
      if (!taken.ok) throw new AppError(codes.rateLimited, t.later('rateLimited'), 429);
      const stored = await repo.add({ ...input, region, client }, now);
      // Two sends of one draft at once: the second found it stored and gives its count back.
      if (!stored) await limiter.release(taken.ids);
    },
  };
}

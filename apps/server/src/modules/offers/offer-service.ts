/**
 * Marketing SMS offers (decision 065): campaigns the operators write in the desk, sent by a
 * job every instance runs. A borrower gets a campaign only if the marketing consent of the
 * ledger stands when the audience is written AND when the row is claimed for sending, so a
 * consent withdrawn after the campaign was created stops that borrower's SMS; only inside the
 * market's promotional hours (offer-rules.ts), never on its holidays; never to an erased
 * borrower; never twice (offer-repository.ts). At most once: a row a crash left `sending` is
 * never sent again.
 */
import { randomUUID } from 'node:crypto';
import type { Region } from '@tenor/contract/launch';
import { nowIso } from '../../db/time.ts';
import type { Holidays } from '../../domain/orders/working-days.ts';
import type { Log } from '../../kernel/log.ts';
import type { SmsProvider } from '../../providers/sms.ts';
import { insideOfferHours, OFFER_LANG, offerSms } from './offer-rules.ts';
import type { OfferRepository } from './offer-repository.ts';

/** Rows claimed at a time, and claims per campaign and run: a run stays short. */
const CLAIM_BATCH = 200;
const CLAIMS_PER_RUN = 25;

export interface OfferDeps {
  repo: OfferRepository;
  sms: SmsProvider | null;
  holidays: Holidays;
  brand: string;
  log: Pick<Log, 'error'>;
  /** Names the claims of this instance. */
  instance?: string;
}

export interface NewOffer {
  region: Region;
  text: string;
  /** India's campaign in Hindi, for its Hindi readers (decision 074). */
  textHi?: string | undefined;
  noOpenLoan: boolean;
  sendAt: Date;
}

export function offerService(deps: OfferDeps) {
  const { repo } = deps;
  const instance = deps.instance ?? randomUUID();

  return {
    create: (offer: NewOffer, now: Date = new Date()) =>
      repo.add({
        region: offer.region,
        lang: OFFER_LANG[offer.region],
        text: offer.text,
        text_hi: offer.region === 'IN' && offer.textHi ? offer.textHi : null,
        no_open_loan: offer.noOpenLoan ? 1 : 0,
        send_at: nowIso(offer.sendAt.getTime()),
        status: 'scheduled',
        created_at: nowIso(now.getTime()),
      }),

    list: () => repo.list(),

    /** The desk stops a campaign: what is not sent yet is never sent (decision 065). */
    stop: (offerId: number, now: Date = new Date()) => repo.stop(offerId, nowIso(now.getTime())),

    /** One run of the sender at `now`: answers how many SMS it sent. */
    async run(now: Date = new Date()): Promise<number> {
      if (deps.sms === null) return 0;
      const at = nowIso(now.getTime());
      let sent = 0;
      for (const offer of await repo.due(at)) {
        // Outside the hours a campaign waits: the next run inside them goes on.
        if (!insideOfferHours(offer.region, now, deps.holidays)) continue;
        if (offer.status === 'scheduled' && (await repo.writeAudience(offer, at)) === null) {
          continue;
        }
        const text = offerSms(offer.region, deps.brand, offer.text);
        // Sent instead where the Hindi template is registered (providers/sms.ts `chosenText`).
        const hindi =
          offer.text_hi === null ? undefined : offerSms('IN', deps.brand, offer.text_hi, 'hi');
        for (let i = 0; i < CLAIMS_PER_RUN; i++) {
          const claimed = await repo.claim(offer.id, instance, CLAIM_BATCH);
          for (const { send, phone, consents, language } of claimed) {
            if (!consents) {
              await repo.finish(send.id, 'noConsent', null);
              continue;
            }
            try {
              await deps.sms.send({
                phone,
                text,
                region: offer.region,
                kind: 'offer',
                ...(hindi !== undefined && language === 'hi' ? { hindi } : {}),
              });
              await repo.finish(send.id, 'sent', nowIso(now.getTime()));
              sent += 1;
            } catch (err) {
              deps.log.error({ err, offerId: offer.id }, 'a marketing offer SMS failed');
              await repo.finish(send.id, 'failed', null);
            }
          }
          if (claimed.length < CLAIM_BATCH) break;
        }
        await repo.closeIfDone(offer.id, at);
      }
      return sent;
    },
  };
}

export type OfferService = ReturnType<typeof offerService>;

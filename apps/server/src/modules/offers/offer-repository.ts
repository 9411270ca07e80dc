/**
 * Marketing SMS offers in the database (decision 065). A campaign's audience is one
 * INSERT … SELECT over the market's borrowers (erased ones left out), each row's status decided
 * in SQL from the consent ledger's newest marketing row and, if asked, the borrower's open
 * loans; `unique (offer_id, borrower_id)` makes a second instance's same statement write
 * nothing. Sending claims rows: on PostgreSQL `FOR UPDATE SKIP LOCKED`, so two instances never
 * claim one row; the embedded database has one writer and runs the same UPDATE … RETURNING.
 */
import { orderStatus as s } from '@tenor/contract/orders';
import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import type { Dialect } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type {
  Database,
  OfferSendStatus,
  SmsOffer,
  SmsOfferSend,
  SmsOffersTable,
  SmsLanguage,
} from '../../db/schema.ts';
import { claimPending } from '../../db/claim-pending.ts';

/** The optional consent the offers need (`document` of its ledger rows, decision 064). */
export const MARKETING_CONSENT = 'marketingSms';

/** Statuses of an order that holds nothing open (docs/order-statuses.md). */
const CLOSED = [s.rejected, s.cancelledByYou, s.settled, s.instalmentSettled, s.closedCoolingOff];

/** The advisory lock's first key: an offer's audience (decision 065). */
const AUDIENCE_LOCK = 65;

type Borrowers = ExpressionBuilder<Database & { b: Database['borrowers'] }, 'b'>;

/** Whether the newest marketing row of the ledger for `b` gives the consent: it stands now. */
const consentStands = (eb: Borrowers) =>
  sql<boolean>`coalesce((${eb
    .selectFrom('consent_events as c')
    .select('c.kind')
    .whereRef('c.borrower_id', '=', 'b.id')
    .where('c.document', '=', MARKETING_CONSENT)
    .where('c.kind', 'in', ['consent_given', 'consent_withdrawn'])
    .orderBy('c.id', 'desc')
    .limit(1)}), '') = 'consent_given'`;

/** A borrower erased, or whose erasure is scheduled (decision 064): never offered anything. */
const erased = (eb: Borrowers) =>
  eb.exists(
    eb
      .selectFrom('data_requests as d')
      .select('d.id')
      .whereRef('d.borrower_id', '=', 'b.id')
      .where('d.kind', 'in', ['erase', 'delete'])
      .where('d.status', 'in', ['scheduled', 'done']),
  );

export interface OfferCounts {
  /** Borrowers of the market whose consent stood (sent, pending, failed). */
  eligible: number;
  sent: number;
  noConsent: number;
  openLoan: number;
  failed: number;
  pending: number;
}

export type OfferRow = SmsOffer & { counts: OfferCounts };

export interface ClaimedSend {
  send: SmsOfferSend;
  phone: string;
  /** The language the borrower's pages last spoke (India's `en`, `hi`; decision 068). */
  language: SmsLanguage | null;
  /** Read again at the claim: a consent withdrawn since the audience was written stops it. */
  consents: boolean;
}

export function offerRepository(db: Db, dialect: Dialect) {
  const postgres = dialect === 'postgres';
  const at = (iso: string) =>
    postgres ? sql<string>`cast(${iso} as timestamptz)` : sql<string>`${iso}`;

  async function writeAudience(on: Db, offer: SmsOffer, now: string): Promise<number> {
    const result = await on
      .insertInto('sms_offer_sends')
      .columns(['offer_id', 'borrower_id', 'status', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('borrowers as b')
          .select((b) => [
            sql.lit(offer.id).as('offer_id'),
            'b.id',
            sql<OfferSendStatus>`case
              when not ${consentStands(b)} then 'noConsent'
              when ${sql.lit(offer.no_open_loan)} = 1 and ${b.exists(
                b
                  .selectFrom('orders as o')
                  .select('o.id')
                  .whereRef('o.borrower_id', '=', 'b.id')
                  .where('o.status', 'not in', CLOSED),
              )} then 'openLoan'
              else 'pending' end`.as('status'),
            at(now).as('created_at'),
          ])
          .where('b.region', '=', offer.region)
          .where((b) => b.not(erased(b))),
      )
      .onConflict((oc) => oc.columns(['offer_id', 'borrower_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }

  return {
    async add(row: Insertable<SmsOffersTable>): Promise<SmsOffer> {
      return db.insertInto('sms_offers').values(row).returningAll().executeTakeFirstOrThrow();
    },

    /** Campaigns whose send time has come and that still have borrowers to reach. */
    due: (now: string) =>
      db
        .selectFrom('sms_offers')
        .selectAll()
        .where('status', 'in', ['scheduled', 'sending'])
        .where('send_at', '<=', now)
        .orderBy('id')
        .execute(),

    /**
     * Writes the campaign's audience (once: a second run writes nothing) and marks it sending.
     * Answers how many rows it wrote, or null when another instance is writing it right now.
     */
    async writeAudience(offer: SmsOffer, now: string): Promise<number | null> {
      const run = async (on: Db) => {
        const written = await writeAudience(on, offer, now);
        await on
          .updateTable('sms_offers')
          .set({ status: 'sending' })
          .where('id', '=', offer.id)
          .where('status', '=', 'scheduled')
          .execute();
        return written;
      };
      if (!postgres) return run(db);
      // Two instances inserting the same keys in different orders would deadlock (decision 062).
      return db.transaction().execute(async (trx) => {
        const { rows } = await sql<{
          locked: boolean;
        }>`select pg_try_advisory_xact_lock(${AUDIENCE_LOCK}, ${offer.id}) as locked`.execute(trx);
        return rows[0]?.locked === true ? run(trx) : null;
      });
    },

    /** Up to `limit` rows of the campaign still to send, now this instance's. */
    async claim(offerId: number, instance: string, limit: number): Promise<ClaimedSend[]> {
      const claimed = await claimPending(db, postgres, 'sms_offer_sends', {
        instance,
        limit,
        which: (r) =>
          r.and([
            r('offer_id', '=', offerId),
            // A campaign stopped while another instance sends it: the rest stays unsent.
            r.not(
              r.exists(
                r
                  .selectFrom('sms_offers as o')
                  .select('o.id')
                  .where('o.id', '=', offerId)
                  .where('o.stopped_at', 'is not', null),
              ),
            ),
          ]),
      });
      if (claimed.length === 0) return [];
      const now = await db
        .selectFrom('borrowers as b')
        .select((b) => [
          'b.id',
          'b.phone',
          'b.language',
          consentStands(b).as('consents'),
          erased(b).as('erased'),
        ])
        .where(
          'b.id',
          'in',
          claimed.map((c) => c.borrower_id),
        )
        .execute();
      const byId = new Map(now.map((r) => [r.id, r]));
      return claimed.map((send) => {
        const row = byId.get(send.borrower_id);
        return {
          send,
          phone: row?.phone ?? '',
          language: row?.language ?? null,
          consents: row !== undefined && Boolean(row.consents) && !row.erased,
        };
      });
    },

    async finish(id: number, status: OfferSendStatus, sentAt: string | null) {
      await db
        .updateTable('sms_offer_sends')
        .set({ status, sent_at: sentAt })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Stops a campaign not done yet: done now, its rows not sent yet never claimed. Answers
     * whether it was stopped (false: unknown, or done already).
     */
    async stop(offerId: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('sms_offers')
        .set({ status: 'done', done_at: now, stopped_at: now })
        .where('id', '=', offerId)
        .where('status', 'in', ['scheduled', 'sending'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** A campaign with no row left to send is done. */
    async closeIfDone(offerId: number, now: string) {
      await db
        .updateTable('sms_offers')
        .set({ status: 'done', done_at: now })
        .where('id', '=', offerId)
        .where('status', '=', 'sending')
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('sms_offer_sends as r')
                .select('r.id')
                .where('r.offer_id', '=', offerId)
                .where('r.status', '=', 'pending'),
            ),
          ),
        )
        .execute();
    },

    /** The newest campaigns with their counts. */
    async list(limit = 50): Promise<OfferRow[]> {
      const offers = await db
        .selectFrom('sms_offers')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      if (offers.length === 0) return [];
      const counts = await db
        .selectFrom('sms_offer_sends')
        .select(['offer_id', 'status', (eb) => eb.fn.countAll<string | number>().as('n')])
        .where(
          'offer_id',
          'in',
          offers.map((o) => o.id),
        )
        .groupBy(['offer_id', 'status'])
        .execute();
      return offers.map((offer) => {
        const of = (status: OfferSendStatus) =>
          Number(counts.find((c) => c.offer_id === offer.id && c.status === status)?.n ?? 0);
        const sent = of('sent');
        const failed = of('failed');
        const pending = of('pending') + of('sending');
        return {
          ...offer,
          counts: {
            eligible: sent + failed + pending,
            sent,
            noConsent: of('noConsent'),
            openLoan: of('openLoan'),
            failed,
            pending,
          },
        };
      });
    },
  };
}

export type OfferRepository = ReturnType<typeof offerRepository>;

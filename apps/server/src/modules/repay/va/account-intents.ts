/**
 * Accounts asked of a provider, written before the call (decision 044). A provider can make
 * an account and lose the answer (a timeout, a dropped connection): without this record the
 * account would stay open at the provider, payable and unknown to Tenor. Each ask is stored
 * by its bill number (the reference the provider keeps); when its answer is lost, the account
 * is found again (`PaymentProvider.findIssued`) and adopted into `payment_accounts`: open when
 * nothing else pays the same, so a payment into it settles its order; closed otherwise, so the
 * follow-up closes it at the provider and money that still arrives is refunded.
 *
 * It is asked again when the borrower asks for the same bill (their retry gets the account
 * made for the lost ask, not a second one) and by the follow-up (provider-follow-up.ts) on its
 * timer. An ask still in flight is never looked for: only one whose call failed, or one older
 * than `settleMs` (longer than any provider call), when its process may have died mid-call.
 */
import type { Db } from '../../../db/database.ts';
import type {
  AccountIntent,
  AccountIntentStatus,
  NewAccountIntent,
  NewPaymentAccount,
} from '../../../db/schema.ts';
import { toIso } from '../../../db/time.ts';
import type { Log } from '../../../kernel/log.ts';
import type {
  FoundAccount,
  IssueRequest,
  PaymentProvider,
} from '../../../providers/payment-provider.ts';
import { ProviderError } from '../../../providers/provider-error.ts';
import { lockOrder } from '../settlement/apply-to-order.ts';
import { closeStalePayments } from '../settlement/close-stale.ts';
import { openAccountOf } from './account-repository.ts';
import { rowBy } from '../../../db/row-by.ts';

/** What a bill pays: the key of the one open account an order has for it. */
export type IntentKey = Pick<AccountIntent, 'order_id' | 'pay_code' | 'amount' | 'purpose'>;

/** What became of a lost ask this time: still `pending`, or how it was settled. */
export type IntentOutcome = 'adopted' | 'closed' | 'none' | 'lapsed' | 'pending';

/** Lost asks looked for per provider and run: a backlog is worked through over the next runs. */
const BATCH = 20;

const requestOf = (intent: AccountIntent): IssueRequest => ({
  region: intent.region,
  payType: intent.pay_type,
  payCode: intent.pay_code,
  amount: intent.amount,
  expiresAt: new Date(intent.expires_at),
  vcode: intent.vcode,
  ...(intent.return_url !== null && { returnUrl: intent.return_url }),
});

export function accountIntents(db: Db, settleMs: number, log: Pick<Log, 'info' | 'warn'>) {
  async function settle(id: number, status: AccountIntentStatus, now: Date): Promise<void> {
    await db
      .updateTable('account_intents')
      .set({ status, resolved_at: toIso(now) })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  }

  /** Asks whose answer is lost (or whose process may have died mid-call), oldest first. */
  const lostAsks = (provider: string, now: Date, key?: IntentKey) => {
    let query = db
      .selectFrom('account_intents')
      .selectAll()
      .where('provider', '=', provider)
      .where('status', '=', 'pending')
      .where((eb) =>
        eb.or([
          eb('lost_at', 'is not', null),
          eb('created_at', '<=', toIso(new Date(now.getTime() - settleMs))),
        ]),
      );
    if (key !== undefined) {
      query = query
        .where('order_id', '=', key.order_id)
        .where('pay_code', '=', key.pay_code)
        .where('amount', '=', key.amount)
        .where('purpose', '=', key.purpose);
    }
    return query.orderBy('created_at').limit(BATCH).execute();
  };

  /**
   * Stores the found account under the order's lock, as issuing does: open when the order has
   * no open account for the same bill and still owes it (close-stale.ts runs after), closed
   * (`changed`) when another one pays the same, so the follow-up closes it at the provider.
   */
  async function adopt(
    provider: PaymentProvider,
    intent: AccountIntent,
    found: Exclude<FoundAccount, 'none' | 'unknown'>,
    now: Date,
  ): Promise<'adopted' | 'closed'> {
    return db.transaction().execute(async (trx) => {
      await lockOrder(trx, intent.order_id);
      const stored = await rowBy(trx, 'payment_accounts', { vcode: intent.vcode }, [
        'status',
        'closed_reason',
      ]);
      const twin = await openAccountOf(trx, intent);
      const ended = Date.parse(intent.expires_at) <= now.getTime();
      // Payable and nothing else pays this bill: the borrower's next ask answers it.
      const open = found.open && twin === undefined && !ended;
      const row: NewPaymentAccount = {
        order_id: intent.order_id,
        provider: provider.name,
        pay_type: intent.pay_type,
        pay_code: intent.pay_code,
        specific_num: intent.specific_num,
        account_no: found.account.accountNo,
        provider_ref: found.account.providerRef ?? null,
        intent_url: found.account.intentUrl ?? null,
        vcode: intent.vcode,
        amount: intent.amount,
        purpose: intent.purpose,
        status: open ? 'open' : 'expired',
        expires_at: intent.expires_at,
        paid_at: null,
        created_at: intent.created_at,
        // Still payable at the provider but not wanted: closed there by the follow-up.
        closed_reason: open || !found.open ? null : 'changed',
        closed_at: open || !found.open ? null : toIso(now),
      };
      if (stored === undefined) {
        await trx
          .insertInto('payment_accounts')
          .values(row)
          .onConflict((oc) => oc.doNothing())
          .execute();
        if (open) await closeStalePayments(trx, intent.order_id, now);
      }
      await trx
        .updateTable('account_intents')
        .set({ status: 'adopted', resolved_at: toIso(now) })
        .where('id', '=', intent.id)
        .execute();
      return open ? 'adopted' : 'closed';
    });
  }

  async function resolve(
    provider: PaymentProvider,
    intent: AccountIntent,
    now: Date,
  ): Promise<IntentOutcome> {
    let found: FoundAccount = 'unknown';
    if (provider.findIssued !== undefined) {
      try {
        found = await provider.findIssued(requestOf(intent), new Date(intent.created_at));
      } catch (err) {
        log.warn({ err, vcode: intent.vcode }, 'the provider was not asked about a lost issue');
      }
    }
    const age = now.getTime() - Date.parse(intent.created_at);
    let outcome: IntentOutcome = 'pending';
    if (typeof found === 'object') {
      outcome = await adopt(provider, intent, found, now);
    } else if (found === 'none' && age >= settleMs) {
      // Only once the first ask can no longer be in flight at the provider.
      outcome = 'none';
    } else if (now.getTime() - Date.parse(intent.expires_at) >= settleMs) {
      // Never found, and its time is over: an account made for it has expired by itself.
      outcome = 'lapsed';
    }
    if (outcome === 'none' || outcome === 'lapsed') await settle(intent.id, outcome, now);
    if (outcome !== 'pending') {
      log.info(
        { vcode: intent.vcode, orderId: intent.order_id, outcome },
        'settled an account ask whose answer was lost',
      );
    }
    return outcome;
  }

  return {
    /** Written before the provider is called; the answer's row marks it issued. */
    async record(intent: NewAccountIntent): Promise<void> {
      await db.insertInto('account_intents').values(intent).execute();
    },

    /**
     * The call failed: refused (4xx) means nothing was made; anything else (no answer, 5xx)
     * leaves the ask to be looked for.
     */
    async failed(vcode: string, err: unknown, now: Date): Promise<void> {
      const refused = err instanceof ProviderError && err.httpStatus === 400;
      await db
        .updateTable('account_intents')
        .set(refused ? { status: 'none', resolved_at: toIso(now) } : { lost_at: toIso(now) })
        .where('vcode', '=', vcode)
        .where('status', '=', 'pending')
        .execute();
    },

    /**
     * Before a new ask for the same bill: a lost one's account is adopted instead. Once one is
     * adopted open the others are left to the follow-up: looking for them may make an account
     * (Xendit's repeat), only to close it.
     */
    async recoverFor(provider: PaymentProvider, key: IntentKey, now: Date): Promise<void> {
      for (const intent of await lostAsks(provider.name, now, key)) {
        if ((await resolve(provider, intent, now)) === 'adopted') return;
      }
    },

    /** The follow-up's pass over a provider's lost asks; answers how many it settled. */
    async recover(provider: PaymentProvider, now: Date): Promise<number> {
      let settled = 0;
      for (const intent of await lostAsks(provider.name, now)) {
        if ((await resolve(provider, intent, now)) !== 'pending') settled += 1;
      }
      return settled;
    },
  };
}

export type AccountIntents = ReturnType<typeof accountIntents>;

import { lockOrder } from '../settlement/apply-to-order.ts';
import { closeStalePayments } from '../settlement/close-stale.ts';
import type { Db } from '../../../db/database.ts';
import type {
  NewPaymentAccount,
  PaymentAccount,
  PaymentRefund,
  PayType,
  RefundReason,
} from '../../../db/schema.ts';
import { toIso } from '../../../db/time.ts';
import type { ReportedPayment } from '../../../providers/payment-provider.ts';
import { newProviderKey } from '../provider-keys.ts';
import { markRefundTry } from '../settlement/refund-try.ts';
import { settleNotification } from '../settlement/settlement.ts';
import { rowBy } from '../../../db/row-by.ts';

export type NotificationResult =
  | { kind: 'unknownAccount' }
  | { kind: 'amountMismatch'; expected: number }
  /** A replay of an event already recorded: nothing changed. */
  | { kind: 'duplicate' }
  /** `refund`: why none of it was applied (a refund is recorded with it). */
  | {
      kind: 'recorded';
      orderId: number;
      /** How the account is paid: 1 virtual account, 2 mini-market code, 3 UPI. */
      payType: PayType;
      applied: number;
      refund?: RefundReason;
    };

/** An account closed here that its provider has not closed yet. */
type AccountKey = Pick<NewPaymentAccount, 'order_id' | 'pay_code' | 'amount' | 'purpose'>;

export type ClosingAccount = Pick<PaymentAccount, 'id' | 'account_no' | 'provider_ref'>;

/** Virtual accounts and payment codes, and the provider's notifications of payments into them. */
export interface AccountRepository {
  /**
   * The open account for this order, method, amount and purpose, or a new one from
   * `issue` (asked again with a fresh number if it collides). Accounts past their expiry
   * are closed first, so only a live one is answered. The provider is never asked inside a
   * transaction; an account a payment made stale while the provider answered comes back
   * closed (`status` expired, `closed_reason` set), for the follow-up to close there.
   */
  issueAccount(
    key: AccountKey,
    issue: () => Promise<NewPaymentAccount>,
    now: Date,
    /** An account issued and not used (another request's won): closed at the provider. */
    discard: (row: NewPaymentAccount) => Promise<void>,
  ): Promise<PaymentAccount>;
  accountByVcode(orderId: number, vcode: string): Promise<PaymentAccount | undefined>;
  /** The order's one open account for a bill, if any (`openAccountOf`). */
  openAccount(key: AccountKey): Promise<PaymentAccount | undefined>;
  accountByNumber(provider: string, accountNo: string): Promise<PaymentAccount | undefined>;
  /**
   * Records a provider's payment once per event id and applies it to the order, in one
   * transaction. The amount must be the account's. Money the order does not take — into a
   * closed account, a second payment into a paid one, or one the order no longer owes — is
   * recorded unapplied with a pending refund.
   */
  recordNotification(
    provider: string,
    payment: ReportedPayment,
    now: Date,
  ): Promise<NotificationResult>;
  /** Unpaid accounts of a provider whose time ended before `before` and nobody asked about yet. */
  endedUnasked(provider: string, before: Date, limit: number): Promise<PaymentAccount[]>;
  markAsked(id: number, now: Date): Promise<void>;
  /**
   * Accounts closed here and not yet at the provider, oldest first; with `now`, also QRIS and
   * e-wallet requests whose time here has ended (the provider keeps them payable on its own
   * clock and takes no expiry of ours, decisions 073 and 077).
   */
  closingAccounts(provider: string, limit: number, now?: Date): Promise<ClosingAccount[]>;
  markClosedAtProvider(id: number, now: Date): Promise<void>;
  /**
   * An open e-wallet request its provider reports failed or expired (decision 077): closed
   * here (`failed`) and needing no close there, so the next ask for the bill issues a new one.
   * False when it was no longer open (paid or closed meanwhile).
   */
  closeFailed(id: number, now: Date): Promise<boolean>;
  /** Refunds not yet taken by the provider, oldest first, with the event they give back. */
  pendingRefunds(
    provider: string,
    limit: number,
  ): Promise<(PaymentRefund & { event_id: string })[]>;
  /** The provider took the refund (true), or one more try failed (false). */
  markRefund(id: number, refunded: boolean, now: Date): Promise<void>;
}

/** The order's one open account for a bill (also inside a transaction, account-intents.ts). */
export const openAccountOf = (db: Db, key: AccountKey): Promise<PaymentAccount | undefined> =>
  rowBy(db, 'payment_accounts', {
    order_id: key.order_id,
    pay_code: key.pay_code,
    amount: key.amount,
    purpose: key.purpose,
    status: 'open',
  });

export function accountRepository(db: Db): AccountRepository {
  const issuing = new Map<string, Promise<PaymentAccount>>();
  const openAccount = (key: AccountKey) => openAccountOf(db, key);
  /** Marks an account done at `now` in one of the provider follow-ups (asked, or closed there). */
  const stamp =
    (column: 'provider_checked_at' | 'provider_closed_at') => async (id: number, now: Date) => {
      await db
        .updateTable('payment_accounts')
        .set(column, toIso(now))
        .where('id', '=', id)
        .execute();
    };

  /**
   * The provider is asked outside any transaction: a real provider's answer can take seconds,
   * and no lock or connection is held meanwhile. Another instance issuing the same key at the
   * same moment wins the insert (the unique open-account index); the account issued here is
   * then handed to `discard`.
   */
  async function issueOnce(
    key: AccountKey,
    issue: () => Promise<NewPaymentAccount>,
    now: Date,
    discard: (row: NewPaymentAccount) => Promise<void>,
  ): Promise<PaymentAccount> {
    await db
      .updateTable('payment_accounts')
      .set({ status: 'expired' })
      .where('order_id', '=', key.order_id)
      .where('status', '=', 'open')
      .where('expires_at', '<=', toIso(now))
      .execute();
    const existing = await openAccount(key);
    if (existing !== undefined) return existing;
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await issue();
      const inserted = await db.transaction().execute(async (trx) => {
        // Under the order's lock, as payments apply: one that settled or changed the order
        // while the provider answered closes this account at once (answered as closed).
        await lockOrder(trx, key.order_id);
        const stored = await trx
          .insertInto('payment_accounts')
          .values(row)
          .onConflict((oc) => oc.doNothing())
          .returningAll()
          .executeTakeFirst();
        if (stored === undefined) return undefined;
        // The ask's record (account-intents.ts) is settled with the row it asked for.
        await trx
          .updateTable('account_intents')
          .set({ status: 'issued', resolved_at: toIso(now) })
          .where('vcode', '=', row.vcode)
          .where('status', '=', 'pending')
          .execute();
        await closeStalePayments(trx, key.order_id, now);
        return trx
          .selectFrom('payment_accounts')
          .selectAll()
          .where('id', '=', stored.id)
          .executeTakeFirstOrThrow();
      });
      if (inserted !== undefined) return inserted;
      // Adopted meanwhile as the account of a lost answer (account-intents.ts): it is this one.
      const adopted = await rowBy(db, 'payment_accounts', { vcode: row.vcode });
      if (adopted !== undefined) return adopted;
      // Never shown to anyone: closed at the provider.
      await discard(row);
      // A concurrent request issued the same account: answer that one.
      const raced = await openAccount(key);
      if (raced !== undefined) return raced;
    }
    throw new Error('Could not issue a unique payment account number');
  }

  return {
    issueAccount(key, issue, now, discard) {
      // Identical asks in this process (a double tap) share one: one call to the provider.
      const flightKey = `${key.order_id}:${key.pay_code}:${key.amount}:${key.purpose}`;
      const inFlight = issuing.get(flightKey);
      if (inFlight !== undefined) return inFlight;
      const done = issueOnce(key, issue, now, discard).finally(() => issuing.delete(flightKey));
      issuing.set(flightKey, done);
      return done;
    },

    openAccount,

    accountByVcode: (orderId, vcode) => rowBy(db, 'payment_accounts', { order_id: orderId, vcode }),

    accountByNumber: (provider, accountNo) =>
      rowBy(db, 'payment_accounts', { provider, account_no: accountNo }),

    recordNotification: (provider, payment, now) =>
      db.transaction().execute(async (trx): Promise<NotificationResult> => {
        const account = await rowBy(trx, 'payment_accounts', {
          provider,
          account_no: payment.accountNo,
        });
        if (account === undefined) return { kind: 'unknownAccount' };
        if (account.amount !== payment.amount) {
          return { kind: 'amountMismatch', expected: account.amount };
        }
        // The order's lock first: applying the payment closes the order's other accounts
        // (close-stale.ts), so two notifications of one order taking their own account's row
        // first would each wait for the other's on PostgreSQL (a deadlock, answered 500).
        await lockOrder(trx, account.order_id);
        // The unique (provider, event_id) makes a replay, also a concurrent one, a no-op.
        const notification = await trx
          .insertInto('payment_notifications')
          .values({
            provider,
            event_id: payment.eventId,
            account_id: account.id,
            amount: payment.amount,
            applied_amount: 0,
            paid_at: toIso(new Date(payment.paidAt)),
            received_at: toIso(now),
          })
          .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (notification === undefined) return { kind: 'duplicate' };
        const unapplied = async (reason: RefundReason): Promise<NotificationResult> => {
          await trx
            .insertInto('payment_refunds')
            .values({
              notification_id: notification.id,
              provider,
              account_no: account.account_no,
              order_id: account.order_id,
              amount: payment.amount,
              reason,
              reference: newProviderKey('refund'),
              status: 'pending',
              created_at: toIso(now),
            })
            .execute();
          return {
            kind: 'recorded',
            orderId: account.order_id,
            payType: account.pay_type,
            applied: 0,
            refund: reason,
          };
        };
        // Closed because it no longer paid anything the order owed: never applied.
        if (account.closed_reason !== null) return unapplied('accountClosed');
        const claimed = await trx
          .updateTable('payment_accounts')
          .set({ status: 'paid', paid_at: toIso(now) })
          .where('id', '=', account.id)
          .where('status', '!=', 'paid')
          .where('closed_reason', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 0) return unapplied('alreadyPaid');
        const applied = await settleNotification(
          trx,
          {
            id: notification.id,
            orderId: account.order_id,
            amount: account.amount,
            purpose: account.purpose,
            // Not before the account was issued, whatever the bank's clock says.
            paidAt: new Date(Math.max(Date.parse(payment.paidAt), Date.parse(account.created_at))),
          },
          now,
        );
        if (applied === 0) return unapplied('notOwed');
        await trx
          .updateTable('payment_notifications')
          .set({ applied_amount: applied })
          .where('id', '=', notification.id)
          .execute();
        return { kind: 'recorded', orderId: account.order_id, payType: account.pay_type, applied };
      }),

    endedUnasked: (provider, before, limit) =>
      db
        .selectFrom('payment_accounts')
        .selectAll()
        .where('provider', '=', provider)
        .where('status', '!=', 'paid')
        .where('provider_checked_at', 'is', null)
        .where('expires_at', '<', toIso(before))
        .orderBy('expires_at')
        .limit(limit)
        .execute(),

    markAsked: stamp('provider_checked_at'),

    closingAccounts: (provider, limit, now) =>
      db
        .selectFrom('payment_accounts')
        .select(['id', 'account_no', 'provider_ref'])
        .where('provider', '=', provider)
        .where((eb) =>
          now === undefined
            ? eb('closed_reason', 'is not', null)
            : eb.or([
                eb('closed_reason', 'is not', null),
                eb.and([
                  eb('pay_type', 'in', [4, 5]),
                  eb('status', '!=', 'paid'),
                  eb('expires_at', '<=', toIso(now)),
                ]),
              ]),
        )
        .where('provider_closed_at', 'is', null)
        .orderBy('closed_at')
        .limit(limit)
        .execute(),

    markClosedAtProvider: stamp('provider_closed_at'),

    async closeFailed(id, now) {
      const at = toIso(now);
      const closed = await db
        .updateTable('payment_accounts')
        .set({ status: 'expired', closed_reason: 'failed', closed_at: at, provider_closed_at: at })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(closed.numUpdatedRows) > 0;
    },

    pendingRefunds: (provider, limit) =>
      db
        .selectFrom('payment_refunds')
        .innerJoin(
          'payment_notifications',
          'payment_notifications.id',
          'payment_refunds.notification_id',
        )
        .selectAll('payment_refunds')
        .select('payment_notifications.event_id')
        .where('payment_refunds.provider', '=', provider)
        .where('payment_refunds.status', '=', 'pending')
        .orderBy('payment_refunds.created_at')
        .limit(limit)
        .execute(),

    markRefund: (id, refunded, now) => markRefundTry(db, 'payment_refunds', id, refunded, now),
  };
}

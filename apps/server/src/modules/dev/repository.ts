import type { Db } from '../../db/database.ts';
import type {
  BankCard,
  NewBankCard,
  NewOrder,
  NewPlanPeriod,
  PaymentAccount,
  PaymentRefund,
  Region,
} from '../../db/schema.ts';
import { orderNo } from '../../domain/orders/order-no.ts';
import { isClosed } from '../../domain/orders/order-flags.ts';
import { insertOrder } from '../../domain/orders/order-repository.ts';
import { rowBy } from '../../db/row-by.ts';

export interface NewDemoOrder {
  order: Omit<NewOrder, 'borrower_id'>;
  plan: Omit<NewPlanPeriod, 'order_id'>[];
}

export interface NewDemoBorrower {
  phone: string;
  region: Region;
  createdAt: string;
  orders: NewDemoOrder[];
  /**
   * Applications to record as made today (the `full` scenario): each as the list's tap and as
   * a push of the product, so every list, confirm and push see the day as used
   * (modules/loans/daily-rule.ts).
   */
  applications: { productId: number; moduleId: number }[];
  cards: Omit<NewBankCard, 'borrower_id'>[];
}

export interface OutboxMessage {
  phone: string;
  text: string;
  created_at: string;
  template_id: string | null;
}

export type IssuedAccount = Pick<
  PaymentAccount,
  | 'account_no'
  | 'pay_type'
  | 'pay_code'
  | 'amount'
  | 'order_id'
  | 'purpose'
  | 'status'
  | 'closed_reason'
>;

export type RefundRow = Pick<
  PaymentRefund,
  'order_id' | 'account_no' | 'amount' | 'reason' | 'status' | 'created_at' | 'refunded_at'
>;

export interface DevRepository {
  /** Creates the borrower, orders with their plans and events in one transaction; answers ids in input order. */
  createBorrower(
    input: NewDemoBorrower,
  ): Promise<{ borrowerId: number; orderIds: number[]; cards: BankCard[] }>;
  /** An issued account's amount (the payment simulator's default) and expiry, if it exists. */
  account(
    provider: string,
    accountNo: string,
  ): Promise<{ amount: number; expires_at: string } | undefined>;
  /** Sent SMS, newest first, optionally to one phone (E.164). */
  outbox(phone: string | undefined, limit: number): Promise<OutboxMessage[]>;
  /** A borrower's issued payment accounts, newest first. */
  accounts(borrowerId: number, limit: number): Promise<IssuedAccount[]>;
  /** Money received for a borrower's orders and not applied, newest first. */
  refunds(borrowerId: number, limit: number): Promise<RefundRow[]>;
  /** The promotion landing's templates, by id. */
  templates(): Promise<{ id: number; region: Region; title: string }[]>;
  /** The answer of a registration session's current captcha, while it can still be used. */
  captchaText(sid: string, now: string): Promise<string | undefined>;
}

export function devRepository(db: Db): DevRepository {
  return {
    account: (provider, accountNo) =>
      rowBy(db, 'payment_accounts', { provider, account_no: accountNo }, ['amount', 'expires_at']),
    createBorrower: (input) =>
      db.transaction().execute(async (trx) => {
        const { id: borrowerId } = await trx
          .insertInto('borrowers')
          .values({ phone: input.phone, region: input.region, created_at: input.createdAt })
          .returning('id')
          .executeTakeFirstOrThrow();
        const orderIds: number[] = [];
        // One insert per order keeps ids matched to statuses on both dialects.
        for (const { order, plan } of input.orders) {
          const id = await insertOrder(trx, { ...order, borrower_id: borrowerId }, () =>
            orderNo(input.region, new Date(order.created_at)),
          );
          orderIds.push(id);
          await trx
            .insertInto('repayment_plans')
            .values(plan.map((p) => ({ ...p, order_id: id })))
            .execute();
          // A demo loan made closed joins the closing job's queue as a loan that closes does
          // (decision 061), so its certificate appears within the job's minute like any other.
          if (isClosed(order.status) && typeof order.settled_at === 'string') {
            await trx
              .insertInto('loan_closures')
              .values({ order_id: id, closed_at: order.settled_at, created_at: input.createdAt })
              .execute();
          }
        }
        if (input.applications.length > 0) {
          await trx
            .insertInto('events')
            .values(
              input.applications.map(({ productId, moduleId }) => ({
                borrower_id: borrowerId,
                kind: 'apply' as const,
                product_id: productId,
                module_id: moduleId,
                position_id: null,
                scene: null,
                created_at: input.createdAt,
              })),
            )
            .execute();
          await trx
            .insertInto('loan_push_guards')
            .values(
              input.applications.map(({ productId }) => ({
                borrower_id: borrowerId,
                product_id: productId,
                order_id: null,
                pushed_at: input.createdAt,
              })),
            )
            .execute();
        }
        const cards =
          input.cards.length === 0
            ? []
            : await trx
                .insertInto('bank_cards')
                .values(input.cards.map((c) => ({ ...c, borrower_id: borrowerId })))
                .returningAll()
                .execute();
        return { borrowerId, orderIds, cards: cards.sort((a, b) => a.id - b.id) };
      }),

    accounts: (borrowerId, limit) =>
      db
        .selectFrom('payment_accounts')
        .innerJoin('orders', 'orders.id', 'payment_accounts.order_id')
        .select([
          'payment_accounts.account_no',
          'payment_accounts.pay_type',
          'payment_accounts.pay_code',
          'payment_accounts.amount',
          'payment_accounts.order_id',
          'payment_accounts.purpose',
          'payment_accounts.status',
          'payment_accounts.closed_reason',
        ])
        .where('orders.borrower_id', '=', borrowerId)
        .orderBy('payment_accounts.id', 'desc')
        .limit(limit)
        .execute(),
    refunds: (borrowerId, limit) =>
      db
        .selectFrom('payment_refunds')
        .innerJoin('orders', 'orders.id', 'payment_refunds.order_id')
        .select([
          'payment_refunds.order_id',
          'payment_refunds.account_no',
          'payment_refunds.amount',
          'payment_refunds.reason',
          'payment_refunds.status',
          'payment_refunds.created_at',
          'payment_refunds.refunded_at',
        ])
        .where('orders.borrower_id', '=', borrowerId)
        .orderBy('payment_refunds.id', 'desc')
        .limit(limit)
        .execute(),
    templates: () =>
      db.selectFrom('promo_templates').select(['id', 'region', 'title']).orderBy('id').execute(),

    async captchaText(sid, now) {
      const row = await db
        .selectFrom('promo_sessions')
        .select('captcha_text')
        .where('sid', '=', sid)
        .where('expires_at', '>', now)
        .where('captcha_expires_at', '>', now)
        .executeTakeFirst();
      return row?.captcha_text ?? undefined;
    },

    outbox(phone, limit) {
      let query = db
        .selectFrom('sms_outbox')
        .select(['phone', 'text', 'created_at', 'template_id'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit);
      if (phone !== undefined) query = query.where('phone', '=', phone);
      return query.execute();
    },
  };
}

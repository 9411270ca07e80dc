import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import { versionedCache } from '../../db/versioned-cache.ts';
import type { Database, NewOrder, NewPlanPeriod, Order, PlanPeriod } from '../../db/schema.ts';
import { andThen, type MaybePromise } from '../../kernel/maybe-promise.ts';
import type { LateFeeTerms } from '../products/late-fee-rules.ts';
import { paidExtensionsOf, type PaidExtension } from './paid-extensions.ts';
import { kfsExtensionOf, lateFeeTermsOf, planAsOf } from './plan-as-of.ts';
import type { KfsExtension } from './kfs-charges.ts';
import { isClosed } from './order-flags.ts';
import type { StatusChange } from './status-change.ts';
import { rowBy } from '../../db/row-by.ts';

export interface NewPush {
  borrowerId: number;
  productId: number;
  /** A push after this instant (ISO) counts as a repeat of the previous one. */
  repeatSince: string;
  /**
   * The start of the market's day (ISO): an earlier push of the product since then, outside the
   * repeat window, refuses this one (the daily application rule, modules/loans/daily-rule.ts).
   */
  dayStart: string;
  now: string;
  order: NewOrder;
  /** A fresh order number, asked again when `order.order_no` is already taken. */
  renumber: () => string;
  plan: Omit<NewPlanPeriod, 'order_id'>[];
}

/** Reads of an order's kept rows answer at once (no promise) while they are kept (maybe-promise.ts). */
export interface OrderRepository {
  /** The order only if it belongs to the borrower. */
  orderOf(borrowerId: number, orderId: number): MaybePromise<Order | undefined>;
  /** The borrower's most recent order of a product (the loan agreement page's figures). */
  latestOrderOf(borrowerId: number, productId: number): Promise<Order | undefined>;
  order(orderId: number): MaybePromise<Order | undefined>;
  /**
   * The plan with its late charges as of `now` (plan-as-of.ts); the same list while nothing is
   * overdue and no row changes. Shared with other requests: never changed in place.
   */
  planOf(orderId: number, now: Date): MaybePromise<readonly PlanPeriod[]>;
  /** How the order's overdue periods are charged (plan-as-of.ts). */
  lateFeeTermsOf(orderId: number): Promise<LateFeeTerms>;
  /** The extension fee its executed Key Fact Statement showed (plan-as-of.ts, decision 069). */
  kfsExtensionOf(orderId: number): Promise<KfsExtension | undefined>;
  /**
   * The extension fees the order took, oldest first (paid-extensions.ts). Kept with the
   * order's rows: applying a fee writes the order in the same transaction.
   */
  extensionsOf(orderId: number): MaybePromise<readonly PaidExtension[]>;
  /** Whether the order was rated, or its rating dialog closed without rating. */
  isRatingClosed(orderId: number): MaybePromise<boolean>;
  /** Remembers that the rating dialog was closed; a repeat is ignored. */
  dismissRating(orderId: number, at: string): Promise<void>;
  /** Records a rating; a second rating of the same order is ignored. */
  addRating(rating: {
    borrowerId: number;
    orderId: number | null;
    score: number;
    createdAt: string;
  }): Promise<void>;
  /**
   * Creates the order and its plan, or answers the order of a push made since `repeatSince`;
   * `appliedToday` when the product was pushed earlier the same market day.
   */
  pushOnce(push: NewPush): Promise<{ orderId: number; created: boolean } | { appliedToday: true }>;
  /** When the borrower last pushed an order of the product (ISO), if ever. */
  lastPushAt(borrowerId: number, productId: number): Promise<string | undefined>;
  /** Applies a status change if the order is still in `from`; false when it moved meanwhile. */
  applyStatusChange(
    orderId: number,
    from: number,
    change: StatusChange,
    now: string,
  ): Promise<boolean>;
}

export function orderRepository(db: Db): OrderRepository {
  // Loan details, the repay pages and every payment read these (docs/decisions/012-api-fast-path.md).
  const anyOrder = prepared<{ orderId: number }, Order>(db, (db, slot) =>
    db.selectFrom('orders').selectAll().where('id', '=', slot('orderId')),
  );
  const plan = prepared<{ orderId: number }, PlanPeriod>(db, (db, slot) =>
    db
      .selectFrom('repayment_plans')
      .selectAll()
      .where('order_id', '=', slot('orderId'))
      .orderBy('period_no'),
  );
  /** Rated, or the dialog dismissed: one query over both records. */
  const ratingClosed = prepared<{ orderId: number }, { rated: unknown; dismissed: unknown }>(
    db,
    (db, slot) =>
      db.selectNoFrom((eb) => [
        eb
          .exists(eb.selectFrom('ratings').select('id').where('order_id', '=', slot('orderId')))
          .as('rated'),
        eb
          .exists(
            eb
              .selectFrom('rating_prompts')
              .select('order_id')
              .where('order_id', '=', slot('orderId')),
          )
          .as('dismissed'),
      ]),
  );
  // An order's rows in memory until one of them is written (db/versioned-cache.ts): loan
  // details and the repay pages read them on every open.
  const orders = versionedCache<Order>(db, 'orders');
  const plans = versionedCache<readonly PlanPeriod[]>(db, 'orders');
  const ratingStates = versionedCache<boolean>(db, 'orders');
  const extensions = versionedCache<readonly PaidExtension[]>(db, 'orders');
  const order = (orderId: number) =>
    orders.get(orderId, async () => (await anyOrder({ orderId }))[0]);
  return {
    orderOf: (borrowerId, orderId) =>
      // Someone else's order does not exist for this borrower.
      andThen(order(orderId), (kept) => (kept?.borrower_id === borrowerId ? kept : undefined)),
    latestOrderOf: (borrowerId, productId) =>
      db
        .selectFrom('orders')
        .selectAll()
        .where('borrower_id', '=', borrowerId)
        .where('product_id', '=', productId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),
    order,
    planOf: (orderId, now) =>
      andThen(
        plans.get(orderId, () => plan({ orderId })),
        (rows) => planAsOf(db, orderId, rows ?? [], now),
      ),
    lateFeeTermsOf: (orderId) => lateFeeTermsOf(db, orderId),
    kfsExtensionOf: (orderId) => kfsExtensionOf(db, orderId),
    extensionsOf: (orderId) =>
      andThen(
        extensions.get(orderId, () => paidExtensionsOf(db, orderId)),
        (rows) => rows ?? [],
      ),
    isRatingClosed: (orderId) =>
      andThen(
        ratingStates.get(orderId, async () => {
          const [row] = await ratingClosed({ orderId });
          // SQLite answers 1/0, PostgreSQL true/false.
          return Boolean(row?.rated) || Boolean(row?.dismissed);
        }),
        (closed) => closed === true,
      ),
    async dismissRating(orderId, at) {
      await db
        .insertInto('rating_prompts')
        .values({ order_id: orderId, dismissed_at: at })
        .onConflict((oc) => oc.column('order_id').doNothing())
        .execute();
    },
    async addRating({ borrowerId, orderId, score, createdAt }) {
      await db
        .insertInto('ratings')
        .values({ borrower_id: borrowerId, order_id: orderId, score, created_at: createdAt })
        .onConflict((oc) => oc.column('order_id').doNothing())
        .execute();
    },

    /**
     * Exactly one order per borrower and product within the repeat window, also under
     * concurrent pushes, on both databases.
     *
     * `loan_push_guards` has one row per (borrower, product), its primary key being the
     * uniqueness guard. The transaction first upserts that row with a no-op update, which
     * both creates it on the first push and takes its row lock until commit:
     * - PostgreSQL: a concurrent push for the same pair blocks in the same upsert (on the
     *   row lock, or on the uncommitted insert of the unique key) until the first commits,
     *   then updates the latest committed row version, so its RETURNING shows the first
     *   push's order_id and pushed_at (READ COMMITTED is enough; no retry is needed).
     *   Pushes for other pairs never wait.
     * - SQLite: the upsert is the transaction's first statement, so it takes the database
     *   write lock before reading anything; other connections wait (busy_timeout), and
     *   within one process Kysely runs transactions one at a time anyway.
     * Then, with the lock held: if the last order-creating push was after `repeatSince`,
     * its order is the answer; otherwise the order and its plan are inserted and the
     * guard remembers them. A sliding window, unlike fixed time buckets as a unique key,
     * cannot let two pushes a second apart straddle a bucket boundary.
     */
    pushOnce: ({ borrowerId, productId, repeatSince, dayStart, now, order, renumber, plan }) =>
      db.transaction().execute(async (trx) => {
        const guard = await trx
          .insertInto('loan_push_guards')
          .values({
            borrower_id: borrowerId,
            product_id: productId,
            order_id: null,
            pushed_at: null,
          })
          .onConflict((oc) =>
            oc.columns(['borrower_id', 'product_id']).doUpdateSet({ borrower_id: borrowerId }),
          )
          .returning(['order_id', 'pushed_at'])
          .executeTakeFirstOrThrow();
        if (
          guard.order_id !== null &&
          guard.pushed_at !== null &&
          Date.parse(guard.pushed_at) > Date.parse(repeatSince)
        ) {
          return { orderId: guard.order_id, created: false };
        }
        if (guard.pushed_at !== null && Date.parse(guard.pushed_at) >= Date.parse(dayStart)) {
          return { appliedToday: true as const };
        }
        const id = await insertOrder(trx, order, renumber);
        await trx
          .insertInto('repayment_plans')
          .values(plan.map((p) => ({ ...p, order_id: id })))
          .execute();
        await trx
          .updateTable('loan_push_guards')
          .set({ order_id: id, pushed_at: now })
          .where('borrower_id', '=', borrowerId)
          .where('product_id', '=', productId)
          .execute();
        return { orderId: id, created: true };
      }),

    lastPushAt: async (borrowerId, productId) => {
      const row = await rowBy(
        db,
        'loan_push_guards',
        { borrower_id: borrowerId, product_id: productId },
        ['pushed_at'],
      );
      return row?.pushed_at ?? undefined;
    },

    applyStatusChange: (orderId, from, change, now) =>
      db.transaction().execute((trx) => writeStatusChange(trx, orderId, from, change, now)),
  };
}

/** Order numbers tried before giving up (each try collides with odds of about 1 in 10^8). */
const ORDER_NO_TRIES = 5;

/**
 * Inserts an order, with a new number from `renumber` while its number is taken (the
 * unique order_no; ON CONFLICT keeps a PostgreSQL transaction usable). Answers its id.
 */
export async function insertOrder(
  trx: Kysely<Database>,
  order: NewOrder,
  renumber: () => string,
): Promise<number> {
  let orderNo = order.order_no;
  for (let attempt = 0; attempt < ORDER_NO_TRIES; attempt++) {
    const inserted = await trx
      .insertInto('orders')
      .values({ ...order, order_no: orderNo })
      .onConflict((oc) => oc.column('order_no').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted !== undefined) return inserted.id;
    orderNo = renumber();
  }
  throw new Error(`No free order number after ${ORDER_NO_TRIES} tries`);
}

/**
 * Writes a status change (order row and plan periods) if the order is still in `from`;
 * false when it moved meanwhile. Callers run it inside their transaction; the sandbox
 * moves and every repayment (repay/repayment-repository.ts) write through here.
 */
export async function writeStatusChange(
  trx: Kysely<Database>,
  orderId: number,
  from: number,
  { order, periods }: StatusChange,
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({
      status: order.status,
      due_at: order.dueAt,
      disbursed_at: order.disbursedAt,
      settled_at: order.settledAt,
      paid_amount: order.paidAmount,
      version: (eb) => eb('version', '+', 1),
      updated_at: now,
    })
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  for (const p of periods) {
    await trx
      .updateTable('repayment_plans')
      .set({
        due_at: p.dueAt,
        status: p.status,
        paid_at: p.paidAt,
        // A late fee charged by this change is part of the period's total from now on.
        ...(p.lateFee === undefined ? {} : { late_fee: p.lateFee, total: p.total }),
      })
      .where('order_id', '=', orderId)
      .where('period_no', '=', p.periodNo)
      .execute();
  }
  // A loan that closes now joins the closing job's queue with the same write (decision 061).
  if (isClosed(order.status) && !isClosed(from) && order.settledAt !== null) {
    await trx
      .insertInto('loan_closures')
      .values({ order_id: orderId, closed_at: order.settledAt, created_at: now })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .execute();
  }
  return true;
}

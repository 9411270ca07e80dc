/**
 * The borrower's data rights: requests, what is held about a borrower (every kind of record),
 * and the erasure itself (decision 064).
 */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type {
  Borrower,
  DataRequest,
  DataRequestsTable,
  DataRequestStatus,
  NewConsentEvent,
} from '../../db/schema.ts';
import type { OrderFacts } from './rules.ts';
import { ageRows } from '../../db/age-rows.ts';
import { rowBy, rowsWhere, type Row, type Table } from '../../db/row-by.ts';
import { DESK_LIST_MAX } from '../../desk/desk-html.ts';

/** The tables whose rows belong to one borrower (`borrower_id`). */
type BorrowersTable = {
  [T in Table]: 'borrower_id' extends keyof Row<T> ? T : never;
}[Table];

/** The phone an erased borrower is left with: unique, and no number anyone can have. */
export const erasedPhone = (borrowerId: number) => `erased:${borrowerId}`;

export function rightsRepository(db: Db) {
  return {
    borrower: (id: number): Promise<Borrower | undefined> => rowBy(db, 'borrowers', { id }),
    setEmail: async (borrowerId: number, email: string | null): Promise<void> => {
      await db.updateTable('borrowers').set({ email }).where('id', '=', borrowerId).execute();
    },
    borrowerByPhone: (phone: string): Promise<Borrower | undefined> =>
      rowBy(db, 'borrowers', { phone }),

    /** Inserts a request and gives it its reference (from its id). */
    async addRequest(
      row: Omit<Insertable<DataRequestsTable>, 'reference'>,
      referenceOf: (id: number) => string,
    ): Promise<DataRequest> {
      return db.transaction().execute(async (tx) => {
        const placeholder = `new-${Date.now()}-${Math.random().toString(36).slice(2)}`;
        const { id } = await tx
          .insertInto('data_requests')
          .values({ ...row, reference: placeholder })
          .returning('id')
          .executeTakeFirstOrThrow();
        return tx
          .updateTable('data_requests')
          .set({ reference: referenceOf(id) })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },
    request: (id: number) => rowBy(db, 'data_requests', { id }),
    requestByReference: (reference: string) => rowBy(db, 'data_requests', { reference }),
    requestsOf: (borrowerId: number) =>
      db
        .selectFrom('data_requests')
        .selectAll()
        .where('borrower_id', '=', borrowerId)
        .where('status', '<>', 'verifying')
        .orderBy('id', 'desc')
        .execute(),
    async update(id: number, set: Partial<Omit<DataRequest, 'id' | 'reference'>>) {
      await db.updateTable('data_requests').set(set).where('id', '=', id).execute();
    },
    /** The desk's queue: every request not waiting for its code, open ones first, by due time. */
    queue: (statuses: readonly DataRequestStatus[]) =>
      db
        .selectFrom('data_requests')
        .innerJoin('borrowers', 'borrowers.id', 'data_requests.borrower_id')
        .selectAll('data_requests')
        .select('borrowers.phone')
        .where('data_requests.status', 'in', [...statuses])
        .orderBy('data_requests.due_at', 'asc')
        .limit(DESK_LIST_MAX)
        .execute(),
    /** Erasures whose notice has run out at `now`. */
    dueErasures: (now: string) =>
      db
        .selectFrom('data_requests')
        .selectAll()
        .where('status', '=', 'scheduled')
        .where('scheduled_for', '<=', now)
        .orderBy('scheduled_for', 'asc')
        .limit(50)
        .execute(),

    orderFacts: (borrowerId: number): Promise<OrderFacts[]> =>
      db
        .selectFrom('orders')
        .select(['order_no', 'status', 'disbursed_at', 'settled_at', 'updated_at', 'due_at'])
        .where('borrower_id', '=', borrowerId)
        .execute(),

    /** Every kind of record held about a borrower, as stored (the export's source). */
    async everything(borrowerId: number) {
      /** The borrower's rows of `table` in the order written, with the columns the export shows. */
      const held = <T extends BorrowersTable, C extends keyof Row<T> & string>(
        table: T,
        columns: readonly C[],
      ) =>
        rowsWhere(db, table, { borrower_id: borrowerId } as Partial<Row<T>>)
          .select(columns as never[])
          .orderBy('id')
          .execute() as Promise<Pick<Row<T>, C>[]>;
      /** `read`'s rows, or none without asking when `ids` is empty (`in ()` is not SQL). */
      const ofIds = <R>(ids: readonly number[], read: () => Promise<R[]>) =>
        ids.length === 0 ? Promise.resolve([]) : read();
      const orders = await db
        .selectFrom('orders')
        .innerJoin('products', 'products.id', 'orders.product_id')
        .selectAll('orders')
        .select('products.name as product_name')
        .where('orders.borrower_id', '=', borrowerId)
        .orderBy('orders.id')
        .execute();
      const orderIds = orders.map((o) => o.id);
      const plans = await ofIds(orderIds, () =>
        db
          .selectFrom('repayment_plans')
          .selectAll()
          .where('order_id', 'in', orderIds)
          .orderBy('order_id')
          .orderBy('period_no')
          .execute(),
      );
      const payments = await held('repayments', [
        'id',
        'order_id',
        'channel',
        'amount',
        'status',
        'provider',
        'created_at',
      ]);
      // Money paid into an account issued for a loan (virtual account, payment code, UPI):
      // reported by the provider, not a row of `repayments`.
      const accountPayments = await ofIds(orderIds, () =>
        db
          .selectFrom('payment_notifications')
          .innerJoin('payment_accounts', 'payment_accounts.id', 'payment_notifications.account_id')
          .select(['payment_notifications.id', 'payment_accounts.order_id'])
          .select(['payment_accounts.pay_type', 'payment_accounts.pay_code'])
          .select(['payment_accounts.purpose', 'payment_notifications.provider'])
          .select(['payment_notifications.amount', 'payment_notifications.applied_amount'])
          .select('payment_notifications.paid_at')
          .where('payment_accounts.order_id', 'in', orderIds)
          .orderBy('payment_notifications.id')
          .execute(),
      );
      const settlements = await ofIds(orderIds, () =>
        db
          .selectFrom('settlements')
          .select(['id', 'order_id', 'amount', 'purpose', 'created_at'])
          .where('order_id', 'in', orderIds)
          .orderBy('id')
          .execute(),
      );
      const complaints = await held('problems', [
        'id',
        'order_id',
        'type_value',
        'son_type_value',
        'content',
        'status',
        'score',
        'created_at',
        'answered_at',
        'closed_at',
      ]);
      const problemIds = complaints.map((c) => c.id);
      const replies = await ofIds(problemIds, () =>
        db
          .selectFrom('problem_replies')
          .select(['id', 'problem_id', 'text', 'created_at'])
          .where('problem_id', 'in', problemIds)
          .orderBy('id')
          .execute(),
      );
      const images = await held('problem_images', [
        'id',
        'problem_id',
        'reply_id',
        'author',
        'content_type',
        'bytes',
        'created_at',
      ]);
      const chats = await held('qa_records', ['id', 'order_no', 'type', 'value', 'created_at']);
      const consents = await held('consent_events', [
        'id',
        'kind',
        'product_id',
        'order_id',
        'kfs_no',
        'amount',
        'periods',
        'document',
        'version',
        'digest',
        'device_id',
        'created_at',
      ]);
      const disclosures = await held('kfs_statements', [
        'kfs_no',
        'order_id',
        'amount',
        'periods',
        'term_unit',
        'fee_amount',
        'interest_amount',
        'apr_bps',
        'issued_at',
        'valid_until',
      ]);
      const documents = await held('loan_documents', [
        'order_no',
        'kind',
        'title',
        'file_name',
        'code',
        'sha256',
        'issued_at',
      ]);
      const cards = await db
        .selectFrom('bank_cards')
        .select(['bank_name', 'last4', 'created_at'])
        .where('borrower_id', '=', borrowerId)
        .execute();
      const requests = await db
        .selectFrom('data_requests')
        .select(['reference', 'kind', 'status', 'created_at', 'due_at', 'answer', 'answered_at'])
        .where('borrower_id', '=', borrowerId)
        .where('status', '<>', 'verifying')
        .orderBy('id')
        .execute();
      return {
        orders,
        plans,
        payments,
        accountPayments,
        settlements,
        complaints,
        replies,
        images,
        chats,
        consents,
        disclosures,
        documents,
        cards,
        requests,
      };
    },

    /**
     * For the demo and the browser tests: moves a borrower's loans (with their plans) and data
     * requests `days` back in time, as years of retention and the erasure's notice would.
     */
    async age(borrowerId: number, days: number): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const orderIds = await ageRows(
          tx,
          'orders',
          { borrower_id: borrowerId },
          ['created_at', 'updated_at', 'disbursed_at', 'settled_at', 'due_at'],
          days,
        );
        for (const orderId of orderIds) {
          await ageRows(tx, 'repayment_plans', { order_id: orderId }, ['due_at', 'paid_at'], days);
        }
        await ageRows(
          tx,
          'data_requests',
          { borrower_id: borrowerId },
          ['created_at', 'due_at', 'scheduled_for', 'answered_at', 'done_at'],
          days,
        );
      });
    },

    /** The optional consents' newest ledger rows, newest first. */
    optionalConsents: (borrowerId: number) =>
      db
        .selectFrom('consent_events')
        .select(['kind', 'document', 'created_at'])
        .where('borrower_id', '=', borrowerId)
        .where('kind', 'in', ['consent_given', 'consent_withdrawn'])
        .orderBy('id', 'desc')
        .execute(),
    async addConsent(row: NewConsentEvent) {
      await db.insertInto('consent_events').values(row).execute();
    },

    async changePhone(
      requestId: number,
      borrowerId: number,
      phone: string,
      answer: string,
      now: string,
    ) {
      await db.transaction().execute(async (tx) => {
        await tx.updateTable('borrowers').set({ phone }).where('id', '=', borrowerId).execute();
        await tx
          .updateTable('data_requests')
          .set({
            status: 'done',
            new_phone: null,
            otp_hash: null,
            answer,
            answered_at: now,
            done_at: now,
          })
          .where('id', '=', requestId)
          .execute();
      });
    },

    /**
     * Removes or anonymises a borrower's personal data in one transaction: contact, sessions,
     * cards, complaint and chat texts, images, codes, exports. Orders, plans, payments,
     * settlements, Key Fact Statements, signed documents and the consent ledger stay (the
     * money and legal records the law keeps). Returns the image keys to delete from storage,
     * or null when the request was no longer scheduled.
     */
    async erase(request: DataRequest, answer: string, now: string): Promise<string[] | null> {
      const borrowerId = request.borrower_id;
      return db.transaction().execute(async (tx) => {
        // Claimed first: another instance's job that got here before finds it done.
        const claimed = await tx
          .updateTable('data_requests')
          .set({ status: 'done', answer, answered_at: now, done_at: now })
          .where('id', '=', request.id)
          .where('status', '=', 'scheduled')
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 0) return null;
        const borrower = await tx
          .selectFrom('borrowers')
          .select('phone')
          .where('id', '=', borrowerId)
          .executeTakeFirstOrThrow();
        const images = await tx
          .selectFrom('problem_images')
          .select('storage_key')
          .where('borrower_id', '=', borrowerId)
          .execute();
        await tx.deleteFrom('problem_images').where('borrower_id', '=', borrowerId).execute();
        const problems = tx
          .selectFrom('problems')
          .select('id')
          .where('borrower_id', '=', borrowerId);
        await tx
          .updateTable('problem_replies')
          .set({ text: '' })
          .where('problem_id', 'in', problems)
          .execute();
        await tx
          .updateTable('problems')
          .set({ content: '' })
          .where('borrower_id', '=', borrowerId)
          .execute();
        await tx
          .updateTable('qa_records')
          .set({ value: '' })
          .where('borrower_id', '=', borrowerId)
          .execute();
        await tx.deleteFrom('sessions').where('borrower_id', '=', borrowerId).execute();
        await tx.deleteFrom('repay_tokens').where('borrower_id', '=', borrowerId).execute();
        await tx.deleteFrom('bank_cards').where('borrower_id', '=', borrowerId).execute();
        await tx.deleteFrom('otp_events').where('borrower_id', '=', borrowerId).execute();
        await tx
          .updateTable('promo_events')
          .set({ phone: null })
          .where('phone', '=', borrower.phone)
          .execute();
        await tx
          .updateTable('data_requests')
          .set({ export_json: null, new_phone: null, otp_hash: null })
          .where('borrower_id', '=', borrowerId)
          .execute();
        await tx
          .updateTable('borrowers')
          .set({ phone: erasedPhone(borrowerId), email: null })
          .where('id', '=', borrowerId)
          .execute();
        return images.map((i) => i.storage_key);
      });
    },
  };
}

export type RightsRepository = ReturnType<typeof rightsRepository>;

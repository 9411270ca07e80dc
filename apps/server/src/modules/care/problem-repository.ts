import type { Db } from '../../db/database.ts';
import type { ComplaintType, Problem, ProblemImage, Region } from '../../db/schema.ts';
import { nextNumber, referenceOf } from './complaint-number.ts';
import { rowBy } from '../../db/row-by.ts';

/** An order as a complaint shows it (orders joined to products): the borrower's list and the desk read these. */
export const orderSummaryColumns = [
  'orders.order_no',
  'orders.status',
  'orders.amount',
  'orders.due_at',
  'orders.created_at',
  'products.name as product_name',
] as const;

export interface ComplaintOrderRow {
  id: number;
  order_no: string;
  status: number;
  amount: number;
  due_at: string | null;
  created_at: string;
  product_name: string;
  product_logo: string;
  region: Region;
}

export interface NewProblem {
  borrowerId: number;
  orderId: number | null;
  typeValue: string;
  sonTypeValue: string;
  content: string;
  imageIds: number[];
  /** Chatbot records since then (not yet attached) go with the complaint; null: none. */
  chatSince: string | null;
  now: string;
  /** The borrower's market, the market's year of filing and the promised reply (decision 063). */
  clock: { region: Region; year: number; replyDueAt: string };
}

/** Complaints, their types, replies and images as the borrower's endpoints read them. */
export interface ProblemRepository {
  typesOf(region: Region): Promise<ComplaintType[]>;
  ordersOf(borrowerId: number): Promise<ComplaintOrderRow[]>;
  /** A complaint just like this one filed since `since` (a repeated Send), if any. */
  repeatOf(p: NewProblem, since: string): Promise<number | undefined>;
  /**
   * Inserts the complaint, attaches its images and chat, one save per borrower at a time:
   * a twin filed since `repeatSince` (a concurrent double tap) is answered instead. Null
   * when an image was taken meanwhile.
   */
  insert(p: NewProblem, repeatSince: string): Promise<number | null>;
  problemsOf(borrowerId: number): Promise<Problem[]>;
  problemOf(borrowerId: number, problemId: number): Promise<Problem | undefined>;
  repliesOf(problemId: number): Promise<{ id: number; text: string; created_at: string }[]>;
  imagesOf(problemId: number): Promise<ProblemImage[]>;
  /** Records the first rating only; false when it was already rated. */
  rate(problemId: number, score: number, at: string): Promise<boolean>;
}

export function problemRepository(db: Db): ProblemRepository {
  async function repeatIn(trx: Db, p: NewProblem, since: string) {
    const row = await trx
      .selectFrom('problems')
      .select('id')
      .where('borrower_id', '=', p.borrowerId)
      .where('created_at', '>=', since)
      .where('type_value', '=', p.typeValue)
      .where('son_type_value', '=', p.sonTypeValue)
      .where('content', '=', p.content)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row?.id;
  }

  return {
    typesOf: (region) =>
      db
        .selectFrom('complaint_types')
        .selectAll()
        .where('region', '=', region)
        .orderBy('parent_value')
        .orderBy('sort_order')
        .execute(),

    ordersOf: (borrowerId) =>
      db
        .selectFrom('orders')
        .innerJoin('products', 'products.id', 'orders.product_id')
        .select([
          'orders.id',
          ...orderSummaryColumns,
          'products.logo as product_logo',
          'products.region',
        ])
        .where('orders.borrower_id', '=', borrowerId)
        .orderBy('orders.created_at', 'desc')
        .orderBy('orders.id', 'desc')
        .execute(),

    repeatOf: (p, since) => repeatIn(db, p, since),

    insert: (p, repeatSince) =>
      db
        .transaction()
        .execute(async (trx) => {
          // First statement: holds this borrower's guard row until commit (migration 009).
          await trx
            .insertInto('problem_save_guards')
            .values({ borrower_id: p.borrowerId, saved_at: p.now })
            .onConflict((oc) => oc.column('borrower_id').doUpdateSet({ saved_at: p.now }))
            .execute();
          const twin = await repeatIn(trx, p, repeatSince);
          if (twin !== undefined) return twin;
          const n = await nextNumber(trx, p.clock.region, p.clock.year);
          const { id } = await trx
            .insertInto('problems')
            .values({
              borrower_id: p.borrowerId,
              order_id: p.orderId,
              type_value: p.typeValue,
              son_type_value: p.sonTypeValue,
              content: p.content,
              status: 'pending',
              created_at: p.now,
              reference: referenceOf(p.clock.region, p.clock.year, n),
              reply_due_at: p.clock.replyDueAt,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (p.imageIds.length > 0) {
            // Only the borrower's own unattached images move; anything else rolls back.
            const moved = await trx
              .updateTable('problem_images')
              .set({ problem_id: id })
              .where('id', 'in', p.imageIds)
              .where('borrower_id', '=', p.borrowerId)
              .where('author', '=', 'borrower')
              .where('problem_id', 'is', null)
              .executeTakeFirst();
            if (Number(moved.numUpdatedRows) !== p.imageIds.length) {
              throw new ImagesTaken();
            }
          }
          if (p.chatSince !== null) {
            await trx
              .updateTable('qa_records')
              .set({ problem_id: id })
              .where('borrower_id', '=', p.borrowerId)
              .where('created_at', '>=', p.chatSince)
              .where('problem_id', 'is', null)
              .execute();
          }
          return id;
        })
        .catch((err: unknown) => {
          if (err instanceof ImagesTaken) return null;
          throw err;
        }),

    problemsOf: (borrowerId) =>
      db
        .selectFrom('problems')
        .selectAll()
        .where('borrower_id', '=', borrowerId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    problemOf: (borrowerId, problemId) =>
      rowBy(db, 'problems', { id: problemId, borrower_id: borrowerId }),

    repliesOf: (problemId) =>
      db
        .selectFrom('problem_replies')
        .select(['id', 'text', 'created_at'])
        .where('problem_id', '=', problemId)
        .orderBy('id')
        .execute(),

    imagesOf: (problemId) =>
      db
        .selectFrom('problem_images')
        .selectAll()
        .where('problem_id', '=', problemId)
        .orderBy('id')
        .execute(),

    async rate(problemId, score, at) {
      const result = await db
        .updateTable('problems')
        .set({ score, scored_at: at })
        .where('id', '=', problemId)
        .where('score', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

class ImagesTaken extends Error {}

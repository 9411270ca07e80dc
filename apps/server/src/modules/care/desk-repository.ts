import type { Db } from '../../db/database.ts';
import type { ProblemStatus, Region } from '../../db/schema.ts';
import { orderSummaryColumns } from './problem-repository.ts';
import { DESK_LIST_MAX } from '../../desk/desk-html.ts';

export interface DeskProblemRow {
  id: number;
  status: ProblemStatus;
  type_value: string;
  son_type_value: string;
  content: string;
  score: number | null;
  created_at: string;
  answered_at: string | null;
  closed_at: string | null;
  reference: string | null;
  reply_due_at: string | null;
  assigned_at: string | null;
  escalated_at: string | null;
  borrower_id: number;
  phone: string;
  region: Region;
  order_id: number | null;
}

export interface DeskChatRow {
  id: number;
  type: number;
  value: string;
  created_at: string;
  phone: string;
  region: Region;
  question: string | null;
}

/** The complaint is taken by the desk at `at`, the first time only (a reply takes it too). */
async function assignIn(db: Db, problemId: number, at: string): Promise<void> {
  await db
    .updateTable('problems')
    .set({ assigned_at: at })
    .where('id', '=', problemId)
    .where('assigned_at', 'is', null)
    .execute();
}

/** What the operators' desk reads and writes. */
export function deskRepository(db: Db) {
  const problems = () =>
    db
      .selectFrom('problems')
      .innerJoin('borrowers', 'borrowers.id', 'problems.borrower_id')
      .select([
        'problems.id',
        'problems.status',
        'problems.type_value',
        'problems.son_type_value',
        'problems.content',
        'problems.score',
        'problems.created_at',
        'problems.answered_at',
        'problems.closed_at',
        'problems.reference',
        'problems.reply_due_at',
        'problems.assigned_at',
        'problems.escalated_at',
        'problems.borrower_id',
        'problems.order_id',
        'borrowers.phone',
        'borrowers.region',
      ]);

  const chat = () =>
    db
      .selectFrom('qa_records')
      .innerJoin('borrowers', 'borrowers.id', 'qa_records.borrower_id')
      .leftJoin('qa_nodes', 'qa_nodes.id', 'qa_records.qa_id')
      .select([
        'qa_records.id',
        'qa_records.type',
        'qa_records.value',
        'qa_records.created_at',
        'borrowers.phone',
        'borrowers.region',
        'qa_nodes.title as question',
      ]);

  return {
    /**
     * Waiting complaints oldest first (the desk works the queue from the longest wait);
     * answered and closed ones newest first.
     */
    byStatus: (status: ProblemStatus): Promise<DeskProblemRow[]> => {
      const order = status === 'pending' ? 'asc' : 'desc';
      return problems()
        .where('problems.status', '=', status)
        .orderBy('problems.created_at', order)
        .orderBy('problems.id', order)
        .limit(DESK_LIST_MAX)
        .execute();
    },

    async counts(): Promise<Record<ProblemStatus, number>> {
      const rows = await db
        .selectFrom('problems')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute();
      const out: Record<ProblemStatus, number> = { pending: 0, answered: 0, closed: 0 };
      for (const r of rows) out[r.status] = Number(r.n);
      return out;
    },

    /** The grievance officer's queue: escalated and not closed, longest waiting first. */
    escalated: (limit: number): Promise<DeskProblemRow[]> =>
      problems()
        .where('problems.escalated_at', 'is not', null)
        .where('problems.status', '!=', 'closed')
        .orderBy('problems.created_at', 'asc')
        .orderBy('problems.id', 'asc')
        .limit(limit)
        .execute(),

    problem: (id: number): Promise<DeskProblemRow | undefined> =>
      problems().where('problems.id', '=', id).executeTakeFirst(),

    order: (orderId: number) =>
      db
        .selectFrom('orders')
        .innerJoin('products', 'products.id', 'orders.product_id')
        .select(orderSummaryColumns)
        .where('orders.id', '=', orderId)
        .executeTakeFirst(),

    /** The chatbot conversation attached to a complaint ('Hubungi CS'). */
    chatOf: (problemId: number): Promise<DeskChatRow[]> =>
      chat().where('qa_records.problem_id', '=', problemId).orderBy('qa_records.id').execute(),

    /** Free text the FAQ did not answer, and answers marked not solved; newest first. */
    unresolved: (): Promise<DeskChatRow[]> =>
      chat()
        .where((eb) =>
          eb.or([
            eb.and([eb('qa_records.type', '=', 4), eb('qa_records.matched_id', 'is', null)]),
            eb.and([eb('qa_records.type', '=', 2), eb('qa_records.value', '=', '0')]),
          ]),
        )
        .orderBy('qa_records.created_at', 'desc')
        .limit(DESK_LIST_MAX)
        .execute(),

    chatScores: (): Promise<DeskChatRow[]> =>
      chat()
        .where('qa_records.type', '=', 3)
        .orderBy('qa_records.created_at', 'desc')
        .limit(DESK_LIST_MAX)
        .execute(),

    complaintScores: () =>
      problems()
        .where('problems.scored_at', 'is not', null)
        .orderBy('problems.scored_at', 'desc')
        .limit(DESK_LIST_MAX)
        .execute(),

    /** Adds the reply and its images; the complaint becomes answered unless closed. */
    reply: (problemId: number, text: string, imageIds: number[], at: string) =>
      db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('problem_replies')
          .values({ problem_id: problemId, text, created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (imageIds.length > 0) {
          await trx
            .updateTable('problem_images')
            .set({ reply_id: id })
            .where('id', 'in', imageIds)
            .execute();
        }
        await trx
          .updateTable('problems')
          .set({ status: 'answered', answered_at: at })
          .where('id', '=', problemId)
          .where('status', '=', 'pending')
          .execute();
        await assignIn(trx, problemId, at);
      }),

    assign: (problemId: number, at: string): Promise<void> => assignIn(db, problemId, at),

    async close(problemId: number, at: string): Promise<void> {
      await db
        .updateTable('problems')
        .set({ status: 'closed', closed_at: at })
        .where('id', '=', problemId)
        .where('status', '!=', 'closed')
        .execute();
    },
  };
}

export type DeskRepository = ReturnType<typeof deskRepository>;

/**
 * The documents given at signing are owed until issued (decision 059, migration 046). Confirm
 * marks its order `documents_due_at` a little ahead and issues them in its own request
 * (`atConfirm`), clearing the mark; if that fails (a database hiccup, the SMS provider down),
 * the order keeps its mark and this job, on every instance, issues them once it comes due:
 *
 * - an instance claims an order by moving its mark on by `RETRY_AFTER_MS` where it is still
 *   due, so a second instance finds it claimed, and a run that dies leaves it for later;
 * - an order that already has documents (issued, then the clearing or the e-mail failed) is
 *   only e-mailed where still owed (decision 067: `emailLink` sends once) and cleared;
 * - the figures and agreement versions are those of the order's own confirm (`created_at`).
 */
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/time.ts';
import type { EmailedOrder } from '../../domain/documents/issue.ts';
import type { ProductRepository } from '../../domain/products/repository.ts';
import type { Log } from '../../kernel/log.ts';
import type { AtSigning } from './signing-documents.ts';

/** How often each instance looks for owed documents. */
export const SIGNING_DOCUMENTS_EVERY_MS = 60_000;
/** Confirm's own request has this long before the job may take its documents over. */
export const ISSUE_IN_REQUEST_MS = 2 * 60_000;
/** A claimed order whose run did not issue is tried again after this long. */
const RETRY_AFTER_MS = 5 * 60_000;
/** Orders handled a run: a backlog drains over a few runs. */
const BATCH = 20;

export function signingDocumentsJob(deps: {
  db: Db;
  /** signing-documents.ts `documentsAtSigning`: throws when they could not be issued. */
  issue: AtSigning;
  /** issue.ts `emailLink`: the documents' e-mail, once; throws when the provider refused. */
  emailLink?: (order: EmailedOrder) => Promise<void>;
  products: Pick<ProductRepository, 'product'>;
  /** `https://PUBLIC_HOST`; undefined in a demo without it (links relative). */
  origin: string | undefined;
  log: Pick<Log, 'warn'>;
}) {
  const { db, issue, emailLink, products, origin, log } = deps;
  const clear = (orderId: number) =>
    db.updateTable('orders').set({ documents_due_at: null }).where('id', '=', orderId).execute();

  return {
    /** Confirm's own try: never throws, a failure is left to the job. */
    atConfirm: (async (signed) => {
      try {
        await issue(signed);
        await clear(signed.orderId);
      } catch (err) {
        log.warn({ err, orderId: signed.orderId }, 'documents at signing not issued yet; retried');
      }
    }) satisfies AtSigning,

    /** Issues the documents of orders whose mark has come due; answers how many it settled. */
    async issueDue(now = new Date()): Promise<number> {
      const due = await db
        .selectFrom('orders')
        .select(['id', 'order_no', 'borrower_id', 'product_id', 'created_at'])
        .where('documents_due_at', '<=', toIso(now))
        .orderBy('documents_due_at')
        .limit(BATCH)
        .execute();
      let settled = 0;
      for (const order of due) {
        const claimed = await db
          .updateTable('orders')
          .set({ documents_due_at: toIso(new Date(now.getTime() + RETRY_AFTER_MS)) })
          .where('id', '=', order.id)
          .where('documents_due_at', '<=', toIso(now))
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 0) continue;
        try {
          const issued = await db
            .selectFrom('loan_documents')
            .select('id')
            .where('order_id', '=', order.id)
            .limit(1)
            .executeTakeFirst();
          const product = await products.product(order.product_id);
          if (issued === undefined && product !== undefined) {
            await issue({
              product,
              orderId: order.id,
              borrowerId: order.borrower_id,
              now: new Date(order.created_at),
              origin,
            });
          } else if (product !== undefined) {
            await emailLink?.({
              order: { id: order.id, orderNo: order.order_no, borrowerId: order.borrower_id },
              region: product.region,
              now,
              origin,
            });
          }
          await clear(order.id);
          settled += 1;
        } catch (err) {
          log.warn({ err, orderId: order.id }, 'documents at signing not issued; retried later');
        }
      }
      return settled;
    },
  };
}

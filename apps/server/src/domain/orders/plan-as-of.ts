/**
 * An order's plan as it stands now, late charges included (late-fees.ts): what loan
 * details shows, what repayment screens ask for and what a payment is applied to. Runs on
 * the app's database or inside a payment's transaction.
 */
import { orderStatus as s } from '@tenor/contract/orders';
import type { Kysely } from 'kysely';
import type { Database, PlanPeriod } from '../../db/schema.ts';
import type { MaybePromise } from '../../kernel/maybe-promise.ts';
import { noLateFee, type LateFeeTerms } from '../products/late-fee-rules.ts';
import { lateFeeTerms } from '../products/product-terms.ts';
import { parseExtension, parsePenal, withinKfs, type KfsExtension } from './kfs-charges.ts';
import { accrueLateFees } from './late-fees.ts';
import { periodStatesOf } from './status-change.ts';
import { rowBy } from '../../db/row-by.ts';

/**
 * How the order's overdue periods are charged, never above its executed Key Fact Statement
 * (kfs-charges.ts). A repeat client had another order settled
 * (200, 4) before this one was applied for: a fact fixed for the order's life, so its
 * charge never changes with later loans.
 */
export async function lateFeeTermsOf(db: Kysely<Database>, orderId: number): Promise<LateFeeTerms> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('products', 'products.id', 'orders.product_id')
    .leftJoin('kfs_statements', 'kfs_statements.order_id', 'orders.id')
    .select((eb) => [
      'kfs_statements.penal_terms',
      'orders.amount',
      'orders.fee_amount',
      'orders.interest_amount',
      'products.region',
      'products.late_fee_bps',
      eb
        .exists(
          eb
            .selectFrom('orders as earlier')
            .select('earlier.id')
            .whereRef('earlier.borrower_id', '=', 'orders.borrower_id')
            .whereRef('earlier.id', '<>', 'orders.id')
            .where('earlier.status', 'in', [s.settled, s.instalmentSettled])
            .whereRef('earlier.settled_at', '<', 'orders.created_at'),
        )
        .as('repeat_client'),
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (row === undefined) return noLateFee;
  // SQLite answers 1/0, PostgreSQL true/false.
  const terms = lateFeeTerms(row, row, Boolean(row.repeat_client));
  // Never more than the executed Key Fact Statement showed (decision 066); a loan without one
  // (before decision 056) keeps the product's rule.
  const shown = parsePenal(row.penal_terms);
  return shown === undefined ? terms : { ...terms, rule: withinKfs(terms.rule, shown, orderId) };
}

/**
 * The extension fee the order's executed Key Fact Statement showed (decision 069); undefined for
 * a loan without one, or whose statement came before migration 051 (the product's fee then).
 */
export async function kfsExtensionOf(
  db: Kysely<Database>,
  orderId: number,
): Promise<KfsExtension | undefined> {
  const kfs = await rowBy(db, 'kfs_statements', { order_id: orderId }, ['extension_terms']);
  return kfs === undefined ? undefined : parseExtension(kfs.extension_terms);
}

/**
 * The plan rows with every overdue period charged up to `now`; untouched, and at once (no
 * promise), when none is overdue.
 */
export function planAsOf(
  db: Kysely<Database>,
  orderId: number,
  plan: readonly PlanPeriod[],
  now: Date,
): MaybePromise<readonly PlanPeriod[]> {
  if (!plan.some((p) => p.status === 'special')) return plan;
  return lateFeeTermsOf(db, orderId).then((terms) => charged(plan, terms, now));
}

function charged(plan: readonly PlanPeriod[], terms: LateFeeTerms, now: Date): PlanPeriod[] {
  const accrued = accrueLateFees(periodStatesOf(plan), terms, now);
  return plan.map((row) => {
    const p = accrued.find((q) => q.periodNo === row.period_no);
    return p === undefined || p.total === row.total
      ? row
      : { ...row, late_fee: p.lateFee ?? 0, total: p.total };
  });
}

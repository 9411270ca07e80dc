import type { Db } from '../../db/database.ts';
import { lenderProblems } from './lender-rules.ts';

/**
 * Every product's lender, checked at start (app.ts, decision 055): the problems to refuse the
 * start with, empty when each product names a complete lender that keeps decision 054's rules.
 */
export async function lenderCheck(db: Db): Promise<string[]> {
  const [products, lenders] = await Promise.all([
    db
      .selectFrom('products')
      .select(['code', 'region', 'term_unit', 'period_choices', 'lender_id'])
      .orderBy('id')
      .execute(),
    db.selectFrom('lenders').selectAll().execute(),
  ]);
  return lenderProblems(products, new Map(lenders.map((l) => [l.id, l])));
}

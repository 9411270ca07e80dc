import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import { nowIso } from '../../src/db/time.ts';

/**
 * A Key Fact Statement executed for the order, keeping the charges Agree would have written
 * (`penal_terms`, decision 066; `extension_terms`, decision 069) as JSON.
 */
export async function executedKfs(
  db: Kysely<Database>,
  orderId: number,
  borrowerId: number,
  shown: { penal?: object; extension?: object },
): Promise<void> {
  const order = await db
    .selectFrom('orders')
    .innerJoin('products', 'products.id', 'orders.product_id')
    .select(['orders.product_id', 'products.lender_id', 'products.region', 'orders.amount'])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('kfs_statements')
    .values({
      kfs_no: `KFS-TEST-${orderId}`,
      borrower_id: borrowerId,
      product_id: order.product_id,
      lender_id: order.lender_id!,
      region: order.region,
      amount: order.amount,
      periods: 1,
      term_unit: 'day',
      fee_amount: 0,
      interest_amount: 0,
      apr_bps: null,
      plan: '[]',
      issued_at: nowIso(),
      valid_until: nowIso(),
      order_id: orderId,
      ...(shown.penal && { penal_terms: JSON.stringify(shown.penal) }),
      ...(shown.extension && { extension_terms: JSON.stringify(shown.extension) }),
    })
    .execute();
}

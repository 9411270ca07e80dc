import type { Db } from '../../db/database.ts';
import type { NewOrder, NewPlanPeriod, Product, Region } from '../../db/schema.ts';

export interface NewDemoOrder {
  order: Omit<NewOrder, 'borrower_id'>;
  plan: Omit<NewPlanPeriod, 'order_id'>[];
}

export interface NewDemoBorrower {
  phone: string;
  region: Region;
  createdAt: string;
  orders: NewDemoOrder[];
  /** Applications to record as made today (the `full` scenario). */
  applications: { productId: number; moduleId: number }[];
}

export interface DevRepository {
  productsOf(region: Region): Promise<Product[]>;
  /** Creates the borrower, orders with their plans and events in one transaction; answers ids in input order. */
  createBorrower(input: NewDemoBorrower): Promise<{ borrowerId: number; orderIds: number[] }>;
}

export function devRepository(db: Db): DevRepository {
  return {
    productsOf: (region) =>
      db
        .selectFrom('products')
        .selectAll()
        .where('region', '=', region)
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),
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
          const { id } = await trx
            .insertInto('orders')
            .values({ ...order, borrower_id: borrowerId })
            .returning('id')
            .executeTakeFirstOrThrow();
          orderIds.push(id);
          await trx
            .insertInto('repayment_plans')
            .values(plan.map((p) => ({ ...p, order_id: id })))
            .execute();
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
        }
        return { borrowerId, orderIds };
      }),
  };
}

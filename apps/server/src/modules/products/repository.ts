import type { Db } from '../../db/database.ts';
import type { Agreement, Product, Region } from '../../db/schema.ts';

/** Products and their agreements: read by loans, repay, care and the sandbox. */
export interface ProductRepository {
  /** The region's products in list order. */
  productsOf(region: Region): Promise<Product[]>;
  product(id: number): Promise<Product | undefined>;
  /** By its stable seed code (demo agreement pages name their product by it). */
  productByCode(code: string): Promise<Product | undefined>;
  /** The product's agreements by position. */
  agreementsOf(productId: number): Promise<Agreement[]>;
}

export function productRepository(db: Db): ProductRepository {
  return {
    productsOf: (region) =>
      db
        .selectFrom('products')
        .selectAll()
        .where('region', '=', region)
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),
    product: (id) => db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst(),
    productByCode: (code) =>
      db.selectFrom('products').selectAll().where('code', '=', code).executeTakeFirst(),
    agreementsOf: (productId) =>
      db
        .selectFrom('product_agreements')
        .selectAll()
        .where('product_id', '=', productId)
        .orderBy('position')
        .execute(),
  };
}

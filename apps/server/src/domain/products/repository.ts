import { changeFeed, type ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import type { Agreement, Lender, Product, Region } from '../../db/schema.ts';
import { andThen, type MaybePromise } from '../../kernel/maybe-promise.ts';

/** Products and their agreements: read by loans, repay, care and the sandbox. */
export interface ProductRepository {
  // Catalogue reads answer at once (no promise) while the catalogue is held (maybe-promise.ts).
  /** The region's products, shared, in list order: never changed in place. */
  productsOf(region: Region): MaybePromise<readonly Product[]>;
  product(id: number): MaybePromise<Product | undefined>;
  /** By its stable seed code (demo agreement pages name their product by it). */
  productByCode(code: string): MaybePromise<Product | undefined>;
  /** The product's lender (decision 055); every product has one once the start check passed. */
  lenderOf(product: Pick<Product, 'lender_id'>): MaybePromise<Lender | undefined>;
  /** Every lender by id, shared with the catalogue they were read with. */
  lenders(): MaybePromise<ReadonlyMap<number, Lender>>;
  /** The product's agreements by position. */
  agreementsOf(productId: number): Promise<Agreement[]>;
}

/**
 * How long the catalogue is trusted on PostgreSQL, where another instance or an operator
 * may change a product unseen; on SQLite the change feed tells at once, and this is only a
 * backstop.
 */
export const CATALOGUE_TTL_MS = 5_000;

interface Catalogue {
  byRegion: Map<Region, readonly Product[]>;
  byId: Map<number, Product>;
  byCode: Map<string, Product>;
  lenders: Map<number, Lender>;
}

/** One catalogue per database, shared by every area's repository. */
const catalogues = new WeakMap<Db, () => MaybePromise<Catalogue>>();

/**
 * The whole product table in memory (a few dozen rows, read on every list, confirm and
 * details request), read again when the change feed says `products` changed or after
 * CATALOGUE_TTL_MS (docs/decisions/012-api-fast-path.md). Rows are frozen: shared by all.
 */
function catalogueOf(db: Db): () => MaybePromise<Catalogue> {
  const existing = catalogues.get(db);
  if (existing !== undefined) return existing;
  let feed: ChangeFeed | undefined | null = null;
  let held:
    { at: number; version: number; catalogue: Promise<Catalogue>; read?: Catalogue } | undefined;
  const read = async (): Promise<Catalogue> => {
    // Lenders change with the products they lend (an operator's edit): read together.
    const [rows, lenders] = await Promise.all([
      db.selectFrom('products').selectAll().orderBy('sort_order').orderBy('id').execute(),
      // By code, a unique index: the whole (small) table, in a stable order.
      db.selectFrom('lenders').selectAll().orderBy('code').execute(),
    ]);
    const catalogue: Catalogue = {
      byRegion: new Map(),
      byId: new Map(),
      byCode: new Map(),
      lenders: new Map(lenders.map((l) => [l.id, Object.freeze(l)])),
    };
    for (const row of rows) {
      const product = Object.freeze(row);
      catalogue.byId.set(product.id, product);
      catalogue.byCode.set(product.code, product);
      catalogue.byRegion.set(product.region, [
        ...(catalogue.byRegion.get(product.region) ?? []),
        product,
      ]);
    }
    // Shared by every caller until the catalogue is read again (and the same list each time,
    // which lets answers made from it be kept: kernel/answer-memo.ts).
    for (const list of catalogue.byRegion.values()) Object.freeze(list);
    return catalogue;
  };
  const get = (): MaybePromise<Catalogue> => {
    if (feed === null) feed = changeFeed(db);
    const changes = feed;
    return andThen(changes?.sync(), () => current(changes));
  };
  const current = (changes: ChangeFeed | undefined): MaybePromise<Catalogue> => {
    const version = changes?.version('products') ?? 0;
    const now = Date.now();
    // A clock set back also counts as expired: the age would read negative for a long time.
    const age = held === undefined ? Infinity : now - held.at;
    if (held === undefined || held.version !== version || age < 0 || age >= CATALOGUE_TTL_MS) {
      const catalogue = read();
      const reading = { at: now, version, catalogue } as NonNullable<typeof held>;
      held = reading;
      catalogue.then(
        (value) => {
          reading.read = value;
        },
        // A failed read is not kept: the next request tries again.
        () => {
          if (held === reading) held = undefined;
        },
      );
    }
    return held.read ?? held.catalogue;
  };
  catalogues.set(db, get);
  return get;
}

const NO_PRODUCTS: readonly Product[] = Object.freeze([]);

export function productRepository(db: Db): ProductRepository {
  const catalogue = catalogueOf(db);
  return {
    productsOf: (region) => andThen(catalogue(), (c) => c.byRegion.get(region) ?? NO_PRODUCTS),
    product: (id) => andThen(catalogue(), (c) => c.byId.get(id)),
    productByCode: (code) => andThen(catalogue(), (c) => c.byCode.get(code)),
    lenders: () => andThen(catalogue(), (c) => c.lenders),
    lenderOf: (product) =>
      andThen(catalogue(), (c) =>
        product.lender_id === null ? undefined : c.lenders.get(product.lender_id),
      ),
    agreementsOf: (productId) =>
      db
        .selectFrom('product_agreements')
        .selectAll()
        .where('product_id', '=', productId)
        .orderBy('position')
        .execute(),
  };
}

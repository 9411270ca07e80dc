import type { RecommendedItem, RecommendedProduct } from '@tenor/contract/endpoints/loans';
import { codes } from '@tenor/contract/envelope';
import type { Region } from '@tenor/contract/launch';
import { moduleIdForScene } from '@tenor/contract/rules';
import type { EventKind } from '../../db/schema.ts';
import { nowIso } from '../../db/time.ts';
import { AppError } from '../../http/app-error.ts';
import type { Lang } from '../../i18n.ts';
import { copy } from './copy.ts';
import { appliedToday, closedToday } from './daily-rule.ts';
import { answerMemo } from '../../kernel/answer-memo.ts';
import { allOf, andThen, type MaybePromise } from '../../kernel/maybe-promise.ts';
import type { JsonText } from '../../kernel/json-text.ts';
import { openProducts, toRecommendedProduct } from './product-card.ts';
import { recommendedItems } from './recommended-item.ts';
import { offerable } from './offer-terms.ts';
import type { ProductRepository } from '../../domain/products/repository.ts';
import type { LoansRepository } from './repository.ts';

export interface ProductEvent {
  productId: number;
  moduleId: number;
  positionId: number;
}

export function loansService(repo: LoansRepository, products: ProductRepository) {
  // By borrower: made again when the catalogue, their applications of the day or the language is new.
  const lists = answerMemo<RecommendedProduct[]>();
  /** The product a borrower taps, or the refusal: another market's product does not exist for them; a paused one conflicts. */
  const activeProduct = async (productId: number, region: Region) => {
    const product = await products.product(productId);
    if (product === undefined || product.region !== region) {
      throw new AppError(codes.notFound, copy.later('productNotFound'), 404);
    }
    if (product.status !== 'active')
      throw new AppError(codes.conflict, copy.later('productPaused'), 409);
    return product;
  };
  return {
    /** At once (no promise) when the catalogue, the day's applications and the answer are kept. */
    recommendedProducts(
      borrowerId: number,
      region: Region,
      pausedButtonText: string,
      lang: Lang,
    ): MaybePromise<JsonText<RecommendedProduct[]>> {
      const rows = allOf([
        products.productsOf(region),
        appliedToday(repo, borrowerId, region),
        products.lenders(),
      ]);
      return andThen(rows, ([offered, applied, lenders]) =>
        lists(borrowerId, [offered, applied, pausedButtonText, lang, lenders], () =>
          openProducts(offerable(offered, lenders), applied).map((p) =>
            toRecommendedProduct(p, pausedButtonText, lang, lenders),
          ),
        ),
      );
    },

    /** Resolves once the event is committed (page events are committed in groups). */
    recordEvent(borrowerId: number, kind: Exclude<EventKind, 'apply'>, e: ProductEvent) {
      return repo.addEvent({
        borrower_id: borrowerId,
        kind,
        product_id: e.productId,
        module_id: e.moduleId,
        position_id: e.positionId,
        scene: null,
        created_at: nowIso(),
      });
    },

    /**
     * A recommended item's link (`/gopia/goya/define`): our own products link to their confirm
     * page. Records a service event with the module and position the item was tapped at.
     */
    async productLink(borrowerId: number, region: Region, e: ProductEvent) {
      const product = await activeProduct(e.productId, region);
      await repo.addEvent({
        borrower_id: borrowerId,
        kind: 'service',
        product_id: product.id,
        module_id: e.moduleId,
        position_id: e.positionId,
        scene: null,
        created_at: nowIso(),
      });
      return { url: product.url };
    },

    /**
     * The joint-logon-fail list: every product of the market as recommended items, those
     * applied for today closed (daily-rule.ts).
     */
    async jointProducts(
      borrowerId: number,
      region: Region,
      lang: Lang,
    ): Promise<RecommendedItem[]> {
      const [offered, applied, lenders] = await Promise.all([
        products.productsOf(region),
        appliedToday(repo, borrowerId, region),
        products.lenders(),
      ]);
      return closedToday(recommendedItems(offered, lang, undefined, lenders), applied, lang);
    },

    jointStatus: (lang: Lang) => ({
      title: copy(lang, 'jointTitle'),
      message: copy(lang, 'jointMessage'),
    }),

    jointNotice: (lang: Lang) => ({ notice: copy(lang, 'jointNotice') }),

    /** Records the application and answers the product's link. The module id follows the scene (docs/screens.md "Recommended products"). */
    async apply(borrowerId: number, region: Region, productId: number, scene: string | undefined) {
      const product = await activeProduct(productId, region);
      await repo.addEvent({
        borrower_id: borrowerId,
        kind: 'apply',
        product_id: product.id,
        module_id: moduleIdForScene(scene),
        position_id: null,
        scene: scene ?? null,
        created_at: nowIso(),
      });
      return { url: product.url };
    },
  };
}

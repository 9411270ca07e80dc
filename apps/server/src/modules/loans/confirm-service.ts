import { codes } from '@tenor/contract/envelope';
import type { Region } from '@tenor/contract/launch';
import { orderStatus } from '@tenor/contract/orders';
import { pageUrl } from '@tenor/contract/paths';
import { CONTRACT_SCENE } from '@tenor/contract/rules';
import type { Product, TermUnit } from '../../db/schema.ts';
import { toIso } from '../../db/time.ts';
import { AppError } from '../../http/app-error.ts';
import { type Lang } from '../../i18n.ts';
import { contentText } from '../../content/content-zh.ts';
import { agreementPage } from './agreement-view.ts';
import { confirmView, type ConfirmView } from './confirm-view.ts';
import { isKeyFactsPage, keyFactsUrl } from './key-facts.ts';
import { refuseIfPushedToday } from './daily-rule.ts';
import { marketDayStartIso } from '../../domain/orders/market-day.ts';
import { moduleIdForScene } from '@tenor/contract/rules';
import { nowIso } from '../../db/time.ts';
import type { LoansRepository } from './repository.ts';
import { isOfferedAmount, isOfferedPeriod, quoteLoan } from '../../domain/products/loan-terms.ts';
import { openingChoice } from './opening-choice.ts';
import { orderNo } from '../../domain/orders/order-no.ts';
import type { OrderRepository } from '../../domain/orders/order-repository.ts';
import { termsOf } from '../../domain/products/product-terms.ts';
import { lenderField } from '../../domain/products/lender-rules.ts';
import type { ProductRepository } from '../../domain/products/repository.ts';
import { copy } from './copy.ts';
import { honouredQuote, type KfsService } from './kfs-service.ts';
import type { AtSigning } from './signing-documents.ts';
import { ISSUE_IN_REQUEST_MS } from './signing-documents-job.ts';

/** A second push for the same product within this window answers the first push's order. */
export const PUSH_REPEAT_WINDOW_MS = 60_000;

const invalid = (lang: Lang, field: string, key: 'field.notOffered' | 'field.oneOf', values = '') =>
  new AppError(
    codes.invalid,
    copy.later('invalidRequest'),
    400,
    `${field}: ${copy(lang, key, { values })}`,
  );

export interface Choice {
  amount?: number | undefined;
  periods?: number | undefined;
}

export interface PushRequest {
  productId: number;
  amount: number;
  periods: number;
  termUnit: TermUnit;
  kfsNo?: string | undefined;
  kfsAcknowledged?: boolean | undefined;
  /** The statement's key facts in plain words ticked (decision 070). */
  summaryAcknowledged?: boolean | undefined;
  riskAcknowledged?: boolean | undefined;
}

/**
 * Loan confirmation, agreements and the loan push (docs/api-conventions.md "loans").
 * `applications.lastAmountAsked` is where the confirm screen opens (opening-choice.ts); a push
 * is recorded there as an application (the daily rule, daily-rule.ts).
 */
export function confirmService(
  products: ProductRepository,
  orders: OrderRepository,
  applications: Pick<LoansRepository, 'lastAmountAsked' | 'addEvent'>,
  /** Key Fact Statements and the consent ledger (kfs-service.ts, decision 056). */
  kfs?: KfsService,
  /** The documents given at signing (signing-documents.ts, decision 059). */
  atSigning?: AtSigning,
) {
  const lastAmountAsked = applications.lastAmountAsked;
  /**
   * The product, if it exists in the caller's market (any market for `null`, an anonymous
   * reader who named none); 1004 otherwise (never another market's).
   */
  async function productIn(region: Region | null, productId: number): Promise<Product> {
    const product = await products.product(productId);
    if (product === undefined || (region !== null && product.region !== region)) {
      throw new AppError(codes.notFound, copy.later('productNotFound'), 404);
    }
    return product;
  }

  /**
   * The chosen amount and term, or where the screen opens for what is not chosen; 1001 for
   * anything the product does not offer.
   */
  function choose(product: Product, choice: Choice, lang: Lang, lastAmount?: number) {
    const terms = termsOf(product);
    const opening = openingChoice(terms, lastAmount);
    const amount = choice.amount ?? opening.amount;
    const periods = choice.periods ?? opening.periods;
    if (!isOfferedAmount(terms, amount)) throw invalid(lang, 'amount', 'field.notOffered');
    if (!isOfferedPeriod(terms, periods)) throw invalid(lang, 'periods', 'field.notOffered');
    return { terms, amount, periods };
  }

  function checkScene(scene: number, lang: Lang) {
    if (scene !== CONTRACT_SCENE)
      throw invalid(lang, 'scene', 'field.oneOf', String(CONTRACT_SCENE));
  }

  return {
    async confirm(
      region: Region,
      borrowerId: number,
      productId: number,
      choice: Choice,
      lang: Lang,
      deviceId: string | null = null,
    ): Promise<ConfirmView> {
      const product = await productIn(region, productId);
      const now = new Date();
      await refuseIfPushedToday(orders, borrowerId, product.id, product.region, now);
      const last = choice.amount === undefined ? await lastAmountAsked(borrowerId) : undefined;
      const { amount, periods } = choose(product, choice, lang, last);
      const [agreements, lenders] = await Promise.all([
        products.agreementsOf(product.id),
        products.lenders(),
      ]);
      // This loan's Key Fact Statement has its own box below: the product's general one is
      // left out here, so the borrower never reads a statement of other figures.
      const shown = kfs ? agreements.filter((a) => !isKeyFactsPage(a.contract_url)) : agreements;
      return {
        ...confirmView({ product, agreements: shown, amount, periods, lang, now }),
        ...lenderField(product, lenders),
        ...(kfs && {
          kfs: await kfs.forQuote(
            { borrowerId, region, lang, deviceId },
            product,
            amount,
            periods,
            now,
          ),
        }),
      };
    },

    /**
     * The loan agreement page: the product's agreements, and the borrower's figures when
     * signed in. `region` null: an anonymous reader who named no market reads the product's.
     */
    async agreementPage(
      region: Region | null,
      borrowerId: number | null,
      productId: number,
      lang: Lang,
    ) {
      const product = await productIn(region, productId);
      const [agreements, order, lastAmount] = await Promise.all([
        products.agreementsOf(product.id),
        borrowerId === null ? undefined : orders.latestOrderOf(borrowerId, product.id),
        borrowerId === null ? undefined : lastAmountAsked(borrowerId),
      ]);
      const borrower = borrowerId === null ? null : { order, lastAmount };
      return agreementPage(product, agreements, borrower, new Date(), lang);
    },

    async agreements(region: Region, productId: number, scene: number, lang: Lang) {
      checkScene(scene, lang);
      const product = await productIn(region, productId);
      const rows = await products.agreementsOf(product.id);
      return rows.map((a) => ({ title: contentText(lang, a.title), position: a.position }));
    },

    async agreementUrl(
      region: Region,
      borrowerId: number,
      req: {
        productId: number;
        scene: number;
        position: number;
        orderId?: number | undefined;
        amount?: number | undefined;
        periods?: number | undefined;
      },
      lang: Lang,
    ) {
      checkScene(req.scene, lang);
      const product = await productIn(region, req.productId);
      if (req.orderId !== undefined) {
        const order = await orders.orderOf(borrowerId, req.orderId);
        if (order === undefined || order.product_id !== product.id) {
          throw new AppError(codes.notFound, copy.later('orderNotFound'), 404);
        }
      }
      const agreement = (await products.agreementsOf(product.id)).find(
        (a) => a.position === req.position,
      );
      if (agreement === undefined)
        throw new AppError(codes.notFound, copy.later('agreementNotFound'), 404);
      const url = agreement.contract_url;
      if (req.amount === undefined || req.periods === undefined || !isKeyFactsPage(url)) {
        return { contractUrl: url };
      }
      const { amount, periods } = choose(product, req, lang);
      return { contractUrl: keyFactsUrl(url, amount, periods) };
    },

    /** Creates the order (status 21) with its plan; a repeat within the window answers the same order. */
    async push(
      region: Region,
      borrowerId: number,
      req: PushRequest,
      lang: Lang,
      deviceId: string | null = null,
      /** http/public-origin.ts: where the documents' links point (decision 059). */
      origin?: string,
    ) {
      const product = await productIn(region, req.productId);
      if (product.status !== 'active')
        throw new AppError(codes.conflict, copy.later('productPaused'), 409);
      const { terms, amount, periods } = choose(product, req, lang);
      if (req.termUnit !== product.term_unit) {
        throw invalid(lang, 'termUnit', 'field.oneOf', product.term_unit);
      }
      const now = new Date();
      const nowText = toIso(now);
      const asker = { borrowerId, region, lang, deviceId };
      // The figures of the Key Fact Statement named, while it binds (1013 after).
      const honoured = await kfs?.atAgree(asker, product, { ...req, amount, periods }, now);
      const quote = honouredQuote(quoteLoan(terms, amount, periods, now), honoured);
      const pushed = await orders.pushOnce({
        borrowerId,
        productId: product.id,
        repeatSince: toIso(new Date(now.getTime() - PUSH_REPEAT_WINDOW_MS)),
        dayStart: marketDayStartIso(product.region, now.getTime()),
        now: nowText,
        renumber: () => orderNo(product.region, now),
        order: {
          order_no: orderNo(product.region, now),
          borrower_id: borrowerId,
          product_id: product.id,
          status: orderStatus.underReview,
          amount,
          fee_amount: quote.fee,
          interest_amount: quote.interest,
          paid_amount: 0,
          periods,
          term_unit: product.term_unit,
          due_at: null,
          disbursed_at: null,
          settled_at: null,
          // Owed from here until issued: by this request, else by the job (migration 046).
          documents_due_at:
            atSigning === undefined ? null : toIso(new Date(now.getTime() + ISSUE_IN_REQUEST_MS)),
          created_at: nowText,
          updated_at: nowText,
        },
        // Dated from today until the disbursal re-dates it (status-change.ts).
        plan: quote.plan.map((p) => ({
          period_no: p.periodNo,
          due_at: toIso(p.dueAt),
          principal: p.principal,
          interest: p.interest,
          fee: p.fee,
          total: p.total,
          status: 'pending' as const,
          paid_at: null,
        })),
      });
      if (!('orderId' in pushed))
        throw new AppError(codes.appliedToday, copy.later('appliedToday'), 409);
      const { orderId, created } = pushed;
      // An order is an application: every list closes the product for the rest of the day.
      if (created) {
        await applications.addEvent({
          borrower_id: borrowerId,
          kind: 'apply',
          product_id: product.id,
          module_id: moduleIdForScene(undefined),
          position_id: null,
          scene: 'push',
          created_at: nowIso(now.getTime()),
        });
        if (honoured) await kfs?.agreed(asker, product, honoured, orderId, now);
        await atSigning?.({ product, orderId, borrowerId, now, origin });
      }
      return {
        orderId,
        lendDetailsUrl: pageUrl('loanDetails', { productId: product.id, orderId }),
      };
    },
  };
}

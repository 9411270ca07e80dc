/**
 * What a confirmed loan's borrower is given at signing (decision 059, decision 054 India 4):
 * the executed Key Fact Statement (India) or RIPLAY personal (Indonesia) with this loan's
 * figures, and the loan agreement, each the page the borrower read before Agree rendered
 * the same way (agreement-html.ts with key-facts.ts), as a document of the library
 * (domain/documents/). Only our own agreement pages can be rendered; a product whose
 * agreement lives elsewhere gets the ones that are ours.
 */
import {
  AGREEMENT_PREFIX,
  agreementCss,
  agreementHtml,
  demoAgreementPages,
} from '../../content/agreement-html.ts';
import type { Product } from '../../db/schema.ts';
import type { DocumentIssuer, SigningDocument } from '../../domain/documents/issue.ts';
import { marketLang } from '../../i18n.ts';
import { mainOf } from '../../domain/documents/render.ts';
import type { OrderRepository } from '../../domain/orders/order-repository.ts';
import type { ProductRepository } from '../../domain/products/repository.ts';
import { keyFacts } from './key-facts.ts';
import { kfsCss } from './kfs-page.ts';
import type { KfsService } from './kfs-service.ts';

/** The document frame's version (domain/documents/render.ts), recorded with each document. */
const TEMPLATE_VERSION = 'documents-1';

export interface SignedOrder {
  product: Product;
  orderId: number;
  borrowerId: number;
  now: Date;
  /** http/public-origin.ts: the SMS link and the printed check are absolute with it. */
  origin: string | undefined;
}

export type AtSigning = (signed: SignedOrder) => Promise<void>;

/**
 * The Key Fact Statement the order was confirmed with (decision 056), rendered as its page
 * renders it (kfs-page.ts), in the market's language; undefined for an order confirmed
 * without one, which gets the agreement page's KFS with this loan's figures instead.
 */
async function issuedKfs(
  kfs: Pick<KfsService, 'ofOrder' | 'page'> | undefined,
  borrowerId: number,
  orderId: number,
  lang: 'en' | 'id',
): Promise<{ number: string; page: string } | undefined> {
  const view = await kfs?.ofOrder(borrowerId, orderId, lang);
  if (view === undefined || view === null) return undefined;
  const page = await kfs?.page(view.number, lang, true);
  return page === undefined ? undefined : { number: view.number, page };
}

export function documentsAtSigning(
  products: Pick<ProductRepository, 'agreementsOf' | 'lenderOf'>,
  orders: Pick<OrderRepository, 'orderOf'>,
  issuer: DocumentIssuer,
  kfs?: Pick<KfsService, 'ofOrder' | 'page'>,
): AtSigning {
  return async ({ product, orderId, borrowerId, now, origin }) => {
    const lang = marketLang(product.region);
    const [order, agreements, lender, issued] = await Promise.all([
      orders.orderOf(borrowerId, orderId),
      products.agreementsOf(product.id),
      products.lenderOf(product),
      issuedKfs(kfs, borrowerId, orderId, lang),
    ]);
    // The order was just written; the start check guarantees a lender (decision 055).
    if (order === undefined || lender === undefined) return;
    const documents = agreements.flatMap((a): SigningDocument[] => {
      const url = a.contract_url;
      const page = url.startsWith(AGREEMENT_PREFIX)
        ? demoAgreementPages.get(url.slice(AGREEMENT_PREFIX.length))
        : undefined;
      if (page === undefined) return [];
      const { agreement } = page;
      if (agreement.keyFacts && issued !== undefined) {
        return [
          {
            kind: 'kfs',
            title: agreement.title,
            body: mainOf(issued.page),
            css: `${agreementCss}\n${kfsCss}`,
            versions: { kfs: issued.number, template: TEMPLATE_VERSION },
          },
        ];
      }
      const figures = agreement.keyFacts
        ? keyFacts(product, order.amount, order.periods, now)
        : undefined;
      const body = mainOf(agreementHtml(agreement, product.name, { backHref: undefined, figures }));
      return [
        {
          kind: agreement.keyFacts ? 'kfs' : 'agreement',
          title: agreement.title,
          body,
          css: agreementCss,
          versions: {
            agreement: agreement.code,
            effective: agreement.effective,
            template: TEMPLATE_VERSION,
          },
        },
      ];
    });
    // Agreements in the order the product lists them: the KFS or RIPLAY first where it is.
    documents.sort((x, y) => (x.kind === 'kfs' ? 0 : 1) - (y.kind === 'kfs' ? 0 : 1));
    await issuer.issue({
      order: { id: order.id, orderNo: order.order_no, borrowerId },
      region: product.region,
      lang,
      lender: { id: lender.id, legalName: lender.legal_name, registration: lender.registration },
      documents,
      now,
      origin,
    });
  };
}

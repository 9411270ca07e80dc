import type { FastifyInstance } from 'fastify';
import { pageUrl } from '@tenor/contract/paths';
import type { Db } from '../../db/database.ts';
import {
  AGREEMENT_CSS,
  AGREEMENT_JS,
  agreementCss,
  agreementHtml,
  agreementJs,
  demoAgreementPages,
} from '../../content/agreement-html.ts';
import { isOfferedAmount, isOfferedPeriod } from '../../domain/products/loan-terms.ts';
import { termsOf } from '../../domain/products/product-terms.ts';
import { productRepository } from '../../domain/products/repository.ts';
import { keyFacts } from './key-facts.ts';

const wholeNumber = (text: string | undefined): number | undefined =>
  text !== undefined && /^\d{1,15}$/.test(text) ? Number(text) : undefined;

/**
 * Demo agreement pages (`/agreements/<code>.html`), their stylesheet and the back link's
 * script. Real products point `contract_url` at any allowed URL instead. The pages get the
 * same security headers as everything else (strict CSP, same-origin framing), which is why
 * they carry no inline style or script. A Key Fact Statement asked for with an offered
 * `amount` and `periods` leads with that loan's figures (key-facts.ts); its back link
 * returns to the product's confirm page.
 */
export async function agreementRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const products = productRepository(opts.db);

  app.get<{ Params: { file: string }; Querystring: { amount?: string; periods?: string } }>(
    '/agreements/:file',
    async (request, reply) => {
      const { file } = request.params;
      if (file === AGREEMENT_CSS || file === AGREEMENT_JS) {
        return reply
          .type(`${file === AGREEMENT_CSS ? 'text/css' : 'text/javascript'}; charset=utf-8`)
          .header('cache-control', 'public, max-age=86400')
          .send(file === AGREEMENT_CSS ? agreementCss : agreementJs);
      }
      const page = demoAgreementPages.get(file);
      const product =
        page === undefined ? undefined : await products.productByCode(page.agreement.productCode);
      if (page === undefined || product === undefined) return reply.callNotFound();

      const amount = wholeNumber(request.query.amount);
      const periods = wholeNumber(request.query.periods);
      const terms = termsOf(product);
      const chosen =
        page.agreement.keyFacts &&
        amount !== undefined &&
        periods !== undefined &&
        isOfferedAmount(terms, amount) &&
        isOfferedPeriod(terms, periods);
      // Opened in a frame (the loan agreement page), or read by a page to show in one (the
      // confirm dialog fetches it for its frame's srcdoc): no back bar.
      const dest = request.headers['sec-fetch-dest'];
      const framed = dest === 'iframe' || dest === 'frame' || dest === 'empty';
      const html = agreementHtml(page.agreement, product.name, {
        backHref: framed ? undefined : pageUrl('confirmLoan', { productId: product.id }),
        figures: chosen ? keyFacts(product, amount, periods, new Date()) : undefined,
      });
      return (
        reply
          .type('text/html; charset=utf-8')
          // A loan's figures are dated from today; the product's text changes rarely.
          .header('cache-control', chosen ? 'no-store' : 'public, max-age=3600')
          .header('vary', 'Sec-Fetch-Dest')
          .send(html)
      );
    },
  );
}

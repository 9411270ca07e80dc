import type { FastifyInstance } from 'fastify';
import { offerDisclosure } from '@tenor/contract/endpoints/loans';
import type { CompanyDetails } from '@tenor/contract/render';
import type { SessionStore } from '../../auth/sessions.ts';
import { requestBorrower } from '../../auth/request-borrower.ts';
import type { Db, Region } from '../../db/schema.ts';
import type { ProductRepository } from '../../domain/products/repository.ts';
import { route } from '../../http/route.ts';
import { offerDisclosureService } from './offer-disclosure.ts';
import type { LoansRepository } from './repository.ts';

/**
 * The offer list's disclosure (decision 057). Public: a session that comes along makes the
 * unmatched lenders the borrower's, in the borrower's market.
 */
export function offerRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    repo: LoansRepository;
    products: ProductRepository;
    sessions: SessionStore;
    company: Record<Region, CompanyDetails>;
  },
): void {
  const service = offerDisclosureService(deps.db, deps.repo, deps.products, deps.company);
  route(app, offerDisclosure, async (_req, ctx) => {
    const borrower = await requestBorrower(ctx.call, deps.sessions);
    return service.disclosure(borrower?.region ?? ctx.region, borrower?.id ?? null);
  });
}

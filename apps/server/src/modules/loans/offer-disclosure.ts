/**
 * What the offer list discloses besides its cards (decision 057): the pre-disclosed metric the
 * offers are ordered by, the market's lenders that made the borrower no open offer (Directions
 * 2025 para 6(i), decision 054 India 1), and in Indonesia the operator's OJK licence and its
 * latest TKB90 with the day it was measured (decision 054 Indonesia 5 and 12).
 */
import type { OfferDisclosureInfo } from '@tenor/contract/offer';
import { offerOrderMetric } from '@tenor/contract/offer-order';
import type { CompanyDetails } from '@tenor/contract/render';
import type { Db, Region } from '../../db/schema.ts';
import type { ProductRepository } from '../../domain/products/repository.ts';
import { appliedToday } from './daily-rule.ts';
import { offerable, unmatchedLenders } from './offer-terms.ts';
import { openProducts } from './product-card.ts';
import type { LoansRepository } from './repository.ts';

/** The operator's OJK licence among its registrations (`COMPANY_REGISTRATION_ID`), or ''. */
export const ojkLicenceOf = (registrations: readonly string[]): string =>
  registrations.find((r) => /^OJK\b/.test(r.trim())) ?? '';

/** The market's latest published figure, or null when none is. */
export async function latestPerformance(
  db: Db,
  region: Region,
): Promise<OfferDisclosureInfo['performance']> {
  const row = await db
    .selectFrom('funding_performance')
    .select(['as_of', 'tkb90_bps'])
    .where('region', '=', region)
    .orderBy('as_of', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row === undefined ? null : { tkb90Bps: row.tkb90_bps, asOf: row.as_of };
}

export function offerDisclosureService(
  db: Db,
  repo: LoansRepository,
  products: ProductRepository,
  company: Record<Region, CompanyDetails>,
) {
  return {
    /** `borrowerId` null: an anonymous reader (the site), for whom every offer of the market counts. */
    async disclosure(region: Region, borrowerId: number | null): Promise<OfferDisclosureInfo> {
      const [catalogue, lenders, applied, performance] = await Promise.all([
        products.productsOf(region),
        products.lenders(),
        borrowerId === null ? new Set<number>() : appliedToday(repo, borrowerId, region),
        region === 'ID' ? latestPerformance(db, region) : null,
      ]);
      const open = openProducts(offerable(catalogue, lenders), applied).filter(
        (p) => p.status === 'active',
      );
      return {
        region,
        orderedBy: offerOrderMetric[region],
        unmatchedLenders: unmatchedLenders(region, open, lenders),
        operator: {
          name: company[region].name,
          licence: region === 'ID' ? ojkLicenceOf(company[region].registration) : '',
        },
        performance,
      };
    },
  };
}

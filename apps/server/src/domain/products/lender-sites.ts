import type { LenderSite } from '@tenor/contract/lender';
import type { Lender, Region } from '../../db/schema.ts';
import { recoveryAgentsOf } from './lender-rules.ts';
import type { ProductRepository } from './repository.ts';

/** One lender as the pages that list the market's lenders name it (decision 066). */
export function lenderSiteOf(lender: Lender): LenderSite {
  return {
    legalName: lender.legal_name,
    registration: lender.registration,
    regulator: lender.region === 'IN' ? 'RBI' : 'OJK',
    websiteUrl: lender.website_url,
    careUrl: lender.care_url,
    privacyUrl: lender.privacy_url,
    recoveryAgents: recoveryAgentsOf(lender.recovery_agents) ?? [],
  };
}

/**
 * The market's lenders with at least one product on offer (active), by legal name: the ones
 * whose websites the app links to and whose recovery agents it names (Digital Lending
 * Directions 2025 para 8(iv) and 8(v), decision 066).
 */
export async function offeredLenders(
  products: ProductRepository,
  region: Region,
): Promise<LenderSite[]> {
  const [catalogue, lenders] = await Promise.all([products.productsOf(region), products.lenders()]);
  const offered = new Set(catalogue.filter((p) => p.status === 'active').map((p) => p.lender_id));
  return [...lenders.values()]
    .filter((l) => l.region === region && offered.has(l.id))
    .sort((a, b) => a.legal_name.localeCompare(b.legal_name, 'en'))
    .map(lenderSiteOf);
}

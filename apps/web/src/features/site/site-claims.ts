import { formatWholeMoney } from '@tenor/contract/format';
import type { Region } from '@tenor/contract/launch';

/**
 * The marketing figures (docs/screens.md "Official website"), per market, in minor units: the loan
 * range and the income a borrower needs (India a month, Indonesia a year). The words around them
 * are in the site's texts; both markets promise the money within 2 hours and count 3 million users.
 */
const figures: Record<Region, { min: number; max: number; income: number }> = {
  IN: { min: 2_000_00, max: 80_000_00, income: 12_000_00 },
  ID: { min: 1_000_000_00, max: 15_000_000_00, income: 5_000_000_00 },
};

export interface SiteClaims {
  min: string;
  max: string;
  income: string;
  /** How the income is counted in this market. */
  incomePer: 'month' | 'year';
}

/** The claims of a market, formatted as its people read money. */
export function siteClaims(region: Region): SiteClaims {
  const f = figures[region];
  return {
    min: formatWholeMoney(region, f.min),
    max: formatWholeMoney(region, f.max),
    income: formatWholeMoney(region, f.income),
    incomePer: region === 'IN' ? 'month' : 'year',
  };
}

import type { Region } from '@tenor/contract/launch';

/**
 * The market's clock, named after a time the page shows (the borrower may be elsewhere):
 * India Standard Time, or Western Indonesia Time (Jakarta's); docs/markets.md. Loans' and care's pages.
 */
export const marketZone: Record<Region, string> = { IN: 'IST', ID: 'WIB' };

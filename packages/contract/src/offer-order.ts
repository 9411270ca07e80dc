import type { Region } from './launch.ts';
import type { OfferTerms } from './offer.ts';

/*
 * How offers are ordered and since when (decisions 057, 069), apart from the offer schemas: the
 * site names the day as it renders, and the server sorts with it.
 */

/**
 * The pre-disclosed metric offers are ordered by, lowest first, ties by the lender's name
 * (decision 057): India the APR of each product's example loan; Indonesia its cost per day.
 */
export const offerOrderMetric: Record<Region, 'apr' | 'costPerDay'> = {
  IN: 'apr',
  ID: 'costPerDay',
};

/**
 * The day the ordering below took effect, published with it on the site (decision 069; RBI
 * Digital Lending Directions 2025 para 6(ii), 6(iv): a documented mechanism, ranking by a
 * publicly pre-disclosed metric). A change to `compareOffers` or `offerOrderMetric` moves it.
 */
export const OFFER_ORDER_SINCE = '2026-11-29';

/** Operators' ordering never counts: the metric, then the lender's name, then the product's. */
export function compareOffers(
  region: Region,
  a: { offer?: OfferTerms | undefined; lenderName: string; productName: string },
  b: { offer?: OfferTerms | undefined; lenderName: string; productName: string },
): number {
  const metric = (o: OfferTerms | undefined) =>
    o === undefined
      ? Infinity
      : offerOrderMetric[region] === 'apr'
        ? (o.aprBps ?? Infinity)
        : o.costPerDayBps;
  const byMetric = metric(a.offer) - metric(b.offer);
  if (byMetric !== 0 && !Number.isNaN(byMetric)) return byMetric;
  return (
    a.lenderName.localeCompare(b.lenderName, 'en') ||
    a.productName.localeCompare(b.productName, 'en')
  );
}

import type { Currency } from './money.ts';

const locales: Record<Currency, string> = { INR: 'en-IN', IDR: 'id-ID' };
const formatters = new Map<Currency, Intl.NumberFormat>();

/**
 * A rate as a percentage with two decimals in the market's notation: `30.08%` (India),
 * `30,08%` (Indonesia). `fraction` is 0.3008 for 30.08 %.
 */
export function formatPercent(fraction: number, currency: Currency): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locales[currency], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: true,
    });
    formatters.set(currency, formatter);
  }
  return `${formatter.format(fraction * 100)}%`;
}

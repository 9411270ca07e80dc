/**
 * The one money formatter (DESIGN §5). Money travels as integer minor units (paise, sen)
 * and is shown with two decimals: IDR `Rp 1.500.000,00`, INR `₹1,50,000.00`.
 * The integer part is grouped by Intl (lakh grouping for en-IN); the two decimals are
 * appended by hand so no float rounding ever touches the amount.
 */
export type Currency = 'INR' | 'IDR';

const styles: Record<Currency, { locale: string; prefix: string; decimal: string }> = {
  INR: { locale: 'en-IN', prefix: '₹', decimal: '.' },
  IDR: { locale: 'id-ID', prefix: 'Rp ', decimal: ',' },
};

const groupers = new Map<string, Intl.NumberFormat>();

function group(locale: string, value: number): string {
  let formatter = groupers.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: true });
    groupers.set(locale, formatter);
  }
  // Intl may use non-breaking or narrow spaces in some locales; keep the output plain.
  return formatter.format(value).replace(/[\u00a0\u202f]/g, ' ');
}

export function formatMoney(minorUnits: number, currency: Currency): string {
  const style = styles[currency];
  const minor = Math.trunc(Number.isFinite(minorUnits) ? minorUnits : 0);
  const abs = Math.abs(minor);
  const major = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  const sign = minor < 0 ? '-' : '';
  return `${sign}${style.prefix}${group(style.locale, major)}${style.decimal}${cents}`;
}

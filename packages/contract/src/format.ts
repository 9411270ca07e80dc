/**
 * How money, rates and dates read in each market (docs/markets.md "Money and dates"), for both
 * sides: the server writes display rows with it, the web shows amounts and dates with it, so a
 * figure looks the same whichever side formatted it.
 *
 * - Money travels as integer minor units (paise, sen). India shows two decimals with lakh
 *   grouping (`₹1,50,000.00`); Indonesia shows whole rupiah (`Rp 1.500.000`).
 * - Rates travel as basis points and show as a percentage with two decimals in the same
 *   notation: `30.08%`, `30,08%`, `1,250.00%`.
 * - Dates show in the market's time zone (not the device's or the server's), as a borrower
 *   reads them: `24 Nov 2026` and `24 Nov 2026, 17:16` (India), `24 Agu 2026` and
 *   `24 Agu 2026 17.16` (Indonesia). Machines and parsers get `yyyy-MM-dd` and
 *   `yyyy-MM-dd HH:mm:ss` on the same clock (`wireDate`, `formatDateTime`). The staff's Chinese
 *   pack (`zh-CN`) reads the same day and clock in Chinese: `2026年11月24日` and
 *   `2026年11月24日 17:16`; the market still decides the clock. A Hindi reader (`hi-IN`) gets
 *   Hindi month names, `24 नव॰ 2026, 17:16`, with the Latin digits Indian apps and banks use.
 */
import { marketTimeZones, type Locale, type Region } from './launch.ts';

const notations: Record<Region, { decimal: string; group: string; currency: string }> = {
  IN: { decimal: '.', group: ',', currency: '₹' },
  ID: { decimal: ',', group: '.', currency: 'Rp ' },
};

// Built on first use: a page formats for one market only.
const clocks = new Map<Region, Intl.DateTimeFormat>();

/**
 * A whole number with the market's digit grouping: lakhs and crores in India (`12,34,567`:
 * the last three digits, then pairs), thousands in Indonesia (`1.234.567`). Written by hand,
 * not with Intl.NumberFormat, whose first use loads the locale's data: a quarter of a cheap
 * phone's work while a page starts. A unit test holds it to Intl's en-IN and id-ID.
 */
export function grouped(region: Region, whole: number): string {
  const digits = String(Math.trunc(Math.abs(whole)));
  const sign = whole < 0 && digits !== '0' ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const { group } = notations[region];
  const last = digits.slice(-3);
  let rest = digits.slice(0, -3);
  const size = region === 'IN' ? 2 : 3;
  const groups: string[] = [];
  while (rest.length > size) {
    groups.unshift(rest.slice(-size));
    rest = rest.slice(0, -size);
  }
  groups.unshift(rest);
  return `${sign}${groups.join(group)}${group}${last}`;
}

/**
 * Hundredths as `-1,234.56` in the market's notation. The two decimals are written by hand
 * so float rounding never touches an amount.
 */
function hundredths(region: Region, value: number): { sign: string; text: string } {
  const n = Math.trunc(Number.isFinite(value) ? value : 0);
  const abs = Math.abs(n);
  const cents = String(abs % 100).padStart(2, '0');
  return {
    sign: n < 0 ? '-' : '',
    text: `${grouped(region, Math.floor(abs / 100))}${notations[region].decimal}${cents}`,
  };
}

/**
 * The smallest amount people actually pay, in minor units: a paisa in India; a whole rupiah
 * in Indonesia, where sen are not used at cashiers or in transfers. Amounts the server
 * computes (fees, interest, instalments, extension fees) are rounded to it.
 */
export const payableUnit: Record<Region, number> = { IN: 1, ID: 100 };

/**
 * Minor units as money, as people pay it: rupees with paise (`₹1,50,000.00`), rupiah
 * whole (`Rp 1.500.000`; a stray sen amount is rounded half up to the rupiah).
 */
export function formatMoney(region: Region, minorUnits: number): string {
  if (region === 'ID') {
    const n = Math.trunc(Number.isFinite(minorUnits) ? minorUnits : 0);
    const rupiah = Math.floor((Math.abs(n) + 50) / 100);
    return `${n < 0 && rupiah > 0 ? '-' : ''}${notations.ID.currency}${grouped('ID', rupiah)}`;
  }
  const { sign, text } = hundredths(region, minorUnits);
  return `${sign}${notations[region].currency}${text}`;
}

/**
 * A round amount for headlines (the site's claims): whole units, no decimals in either market
 * (`₹80,000`, `Rp 15.000.000`); paise or sen are dropped, never rounded up.
 */
export function formatWholeMoney(region: Region, minorUnits: number): string {
  const n = Math.trunc(Number.isFinite(minorUnits) ? minorUnits : 0);
  const whole = Math.trunc(n / 100);
  return `${whole < 0 ? '-' : ''}${notations[region].currency}${grouped(region, Math.abs(whole))}`;
}

/** Basis points as a percentage: 5 → `0.05%` (India), 250 → `2,50%` (Indonesia). */
export function formatPercent(region: Region, basisPoints: number): string {
  const { sign, text } = hundredths(region, basisPoints);
  return `${sign}${text}%`;
}

type DateParts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

/** The market's wall clock as Intl reads it: en-GB with h23 gives two-digit fields and 00 (not 24) at midnight. */
export const clockOptions = (region: Region): Intl.DateTimeFormatOptions => ({
  timeZone: marketTimeZones[region],
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function clockOf(region: Region): Intl.DateTimeFormat {
  let clock = clocks.get(region);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', clockOptions(region));
    clocks.set(region, clock);
  }
  return clock;
}

/**
 * Before 1970 the offset comes from Intl. Zone offsets change only at whole quarter hours
 * of UTC, so one answer serves a whole quarter.
 */
const QUARTER_MS = 15 * 60 * 1000;
const offsets = new Map<string, number>();

/**
 * Each market's offset from UTC since 1970: India +05:30 (since 1945), western Indonesia
 * +07:00 (since 1964), neither with summer time. Every date a loan shows is read with it, so
 * a page never pays for Intl's time-zone data; older moments still ask Intl. A unit test
 * holds both to the time-zone database.
 */
const offsetSince1970: Record<Region, number> = { IN: 330 * 60_000, ID: 420 * 60_000 };

function offsetMs(region: Region, ms: number): number {
  if (ms >= 0) return offsetSince1970[region];
  const start = Math.floor(ms / QUARTER_MS) * QUARTER_MS;
  const key = `${region}${start}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const p = Object.fromEntries(
      clockOf(region)
        .formatToParts(new Date(start))
        .map((x) => [x.type, Number(x.value)]),
    );
    const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
    offset = wall - start;
    if (offsets.size >= 4096) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

const two = (n: number) => String(n).padStart(2, '0');

function partsIn(region: Region, date: Date): DateParts {
  const ms = date.getTime();
  // The market's wall clock read through the UTC getters.
  const wall = new Date(ms + offsetMs(region, ms));
  return {
    year: String(wall.getUTCFullYear()).padStart(4, '0'),
    month: two(wall.getUTCMonth() + 1),
    day: two(wall.getUTCDate()),
    hour: two(wall.getUTCHours()),
    minute: two(wall.getUTCMinutes()),
    second: two(wall.getUTCSeconds()),
  };
}

/** A moment as Date, epoch milliseconds or ISO-8601 text; undefined when it is not one. */
function toDate(at: Date | number | string): Date | undefined {
  const date = at instanceof Date ? at : new Date(at);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Text that is not a moment is shown as it came (servers sometimes send display text). */
const asIs = (at: Date | number | string): string => (typeof at === 'string' ? at : '');

/** Month abbreviations as each market writes them (Indonesian: Mei, Agu, Okt, Des). */
const months: Record<Region, readonly string[]> = {
  IN: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ID: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
};

/** Hindi's month abbreviations (Intl's `hi-IN`), for a Hindi reader in India (decision 068). */
const hindiMonths = [
  'जन॰',
  'फ़र॰',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुल॰',
  'अग॰',
  'सित॰',
  'अक्तू॰',
  'नव॰',
  'दिस॰',
] as const;

const dayMonthYear = (region: Region, p: DateParts, reader?: Locale) =>
  reader === 'zh-CN'
    ? `${p.year}年${Number(p.month)}月${Number(p.day)}日`
    : `${Number(p.day)} ${(reader === 'hi-IN' ? hindiMonths : months[region])[Number(p.month) - 1]} ${p.year}`;

/**
 * The market's calendar day of a moment, as a borrower reads it: `24 Nov 2026`, `24 Agu 2026`;
 * `2026年11月24日` for a `zh-CN` reader. Other readers get the market's notation.
 */
export function formatDate(region: Region, at: Date | number | string, reader?: Locale): string {
  const date = toDate(at);
  if (!date) return asIs(at);
  return dayMonthYear(region, partsIn(region, date), reader);
}

/**
 * A moment on the market's clock, as a borrower reads it: `24 Nov 2026, 17:16` (India),
 * `24 Nov 2026 17.16` (Indonesia, where the clock is written with a dot),
 * `2026年11月24日 17:16` for a `zh-CN` reader in either market.
 */
export function formatMoment(region: Region, at: Date | number | string, reader?: Locale): string {
  const date = toDate(at);
  if (!date) return asIs(at);
  const p = partsIn(region, date);
  if (reader === 'zh-CN') return `${dayMonthYear(region, p, reader)} ${p.hour}:${p.minute}`;
  return region === 'IN'
    ? `${dayMonthYear(region, p, reader)}, ${p.hour}:${p.minute}`
    : `${dayMonthYear(region, p)} ${p.hour}.${p.minute}`;
}

/** The market's calendar day for machines and parsers: `yyyy-MM-dd`. */
export function wireDate(region: Region, at: Date | number | string): string {
  const date = toDate(at);
  if (!date) return asIs(at);
  const p = partsIn(region, date);
  return `${p.year}-${p.month}-${p.day}`;
}

/**
 * A moment on the market's clock in the API's form, `yyyy-MM-dd HH:mm:ss`, for machines
 * and parsers (apps/server/src/modules/repay/extension/extension.ts reads it back); screens
 * use `formatMoment`.
 */
export function formatDateTime(region: Region, at: Date | number | string): string {
  const date = toDate(at);
  if (!date) return asIs(at);
  const p = partsIn(region, date);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

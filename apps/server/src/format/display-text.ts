/**
 * Display text the server writes into label/value rows (confirm and details screens).
 * Only these rows carry formatted money; every numeric field stays in minor units.
 * Money looks like the web's formatter (DESIGN §5): `₹1,50,000.00`, `Rp 1.500.000,00`.
 * Dates are shown in the product's market time zone.
 */
import { marketTimeZones } from '@tenor/contract/launch';
import type { Region, TermUnit } from '../db/schema.ts';
import type { Lang } from '../i18n.ts';

const money = {
  IN: { locale: 'en-IN', prefix: '₹', decimal: '.' },
  ID: { locale: 'id-ID', prefix: 'Rp ', decimal: ',' },
} as const satisfies Record<Region, unknown>;

const groupers = {
  IN: new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }),
  ID: new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }),
};

export function moneyText(region: Region, minorUnits: number): string {
  const style = money[region];
  const abs = Math.abs(Math.trunc(minorUnits));
  const major = groupers[region].format(Math.floor(abs / 100)).replace(/[\u00a0\u202f]/g, ' ');
  const cents = String(abs % 100).padStart(2, '0');
  return `${minorUnits < 0 ? '-' : ''}${style.prefix}${major}${style.decimal}${cents}`;
}

const partsFormatters = {
  IN: new Intl.DateTimeFormat('en-GB', {
    timeZone: marketTimeZones.IN,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }),
  ID: new Intl.DateTimeFormat('en-GB', {
    timeZone: marketTimeZones.ID,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }),
};

function localParts(region: Region, at: Date | string) {
  const date = typeof at === 'string' ? new Date(at) : at;
  const parts = Object.fromEntries(
    partsFormatters[region].formatToParts(date).map((p) => [p.type, p.value]),
  );
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
}

/** yyyy-MM-dd in the market's time zone. */
export function dateText(region: Region, at: Date | string): string {
  const p = localParts(region, at);
  return `${p.year}-${p.month}-${p.day}`;
}

/** yyyy-MM-dd HH:mm:ss in the market's time zone. */
export function dateTimeText(region: Region, at: Date | string): string {
  const p = localParts(region, at);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** Basis points as a percentage with two decimals: `0.05%` or `0,05%`. */
export function percentText(region: Region, bps: number): string {
  const text = `${(bps / 100).toFixed(2)}%`;
  return region === 'ID' ? text.replace('.', ',') : text;
}

const units: Record<Lang, Record<TermUnit, [string, string]>> = {
  en: { day: ['day', 'days'], month: ['month', 'months'] },
  id: { day: ['hari', 'hari'], month: ['bulan', 'bulan'] },
};

/** "91 days", "1 month", "3 bulan". */
export function termText(lang: Lang, unit: TermUnit, n: number): string {
  const [one, many] = units[lang][unit];
  return `${n} ${n === 1 ? one : many}`;
}

import type { Locale, Region } from '@tenor/contract/launch';

/**
 * The market a visitor's browser asks for, from `Accept-Language` (or the browser's
 * `navigator.languages`, in order), for a public page whose address names no language
 * (docs/markets.md "How a page and a call choose the market"): the official site's redirect,
 * and the promotion landing before a template says which market it is, on both sides. The
 * preferred of English (any `en`, the site's English is India's) and Indonesian (`id`, or
 * its old code `in`); Indonesia, the site's default, when neither is asked for. Ties go to
 * the one listed first.
 */
export function acceptedRegion(header: string | undefined): Region {
  let best: { region: Region; q: number } | undefined;
  for (const part of (header ?? '').split(',')) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const primary = range.split('-')[0];
    const region = primary === 'en' ? 'IN' : primary === 'id' || primary === 'in' ? 'ID' : null;
    if (region === null) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!(q > 0)) continue;
    if (best === undefined || q > best.q) best = { region, q };
  }
  return best?.region ?? 'ID';
}

/**
 * The official site's page for a visitor whose address names no language (decision 041): the
 * market from the region subtag, the words from the language. `en-ID` is Indonesia in
 * English, `en-IN` India, any `id-*` Indonesia in Indonesian; an English with no region of
 * ours (`en`, `en-US`, `en-GB`) is Indonesia, the site's default market (its `x-default`),
 * in English, and every page shows the market switch at its top. The most preferred range
 * that names English or Indonesian decides; none: Indonesia in Indonesian.
 */
export function acceptedSiteLanguage(header: string | undefined): {
  region: Region;
  locale: Locale;
} {
  let best: { region: Region; locale: Locale; q: number } | undefined;
  for (const part of (header ?? '').split(',')) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const [primary, subtag] = range.split('-');
    const english = primary === 'en';
    if (!english && primary !== 'id' && primary !== 'in') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!(q > 0)) continue;
    const region: Region = english && subtag === 'in' ? 'IN' : 'ID';
    const locale: Locale = english ? 'en-IN' : 'id-ID';
    if (best === undefined || q > best.q) best = { region, locale, q };
  }
  return best === undefined
    ? { region: 'ID', locale: 'id-ID' }
    : { region: best.region, locale: best.locale };
}

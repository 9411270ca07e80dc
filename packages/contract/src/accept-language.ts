import { type LaunchParams, type Locale, type Region, regionOf } from '@tenor/contract/launch';

/** The language ranges of an `Accept-Language` list, lower-cased, with their weights (q > 0). */
function ranges(header: string | undefined): { primary: string; subtag?: string; q: number }[] {
  const out: { primary: string; subtag?: string; q: number }[] = [];
  for (const part of (header ?? '').split(',')) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const [primary = '', subtag] = range.split('-');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (q > 0) out.push(subtag === undefined ? { primary, q } : { primary, subtag, q });
  }
  return out;
}

/**
 * The market a visitor's browser asks for, from `Accept-Language` (or the browser's
 * `navigator.languages`, in order), for a public page whose address names no language
 * (docs/markets.md "How a page and a call choose the market"): the official site's redirect,
 * and the promotion landing before a template says which market it is, on both sides. The
 * preferred of English (any `en`, the site's English is India's) or Hindi (`hi`, decision 068)
 * and Indonesian (`id`, or its old code `in`); Indonesia, the site's default, when neither is asked for. Ties go to
 * the one listed first.
 */
export function acceptedRegion(header: string | undefined): Region {
  let best: { region: Region; q: number } | undefined;
  for (const { primary, q } of ranges(header)) {
    const india = primary === 'en' || primary === 'hi';
    const region = india ? 'IN' : primary === 'id' || primary === 'in' ? 'ID' : null;
    if (region === null) continue;
    if (best === undefined || q > best.q) best = { region, q };
  }
  return best?.region ?? 'ID';
}

/**
 * The official site's page for a visitor whose address names no language (decision 041): the
 * market from the region subtag, the words from the language. `en-ID` is Indonesia in
 * English, `en-IN` India, any `id-*` Indonesia in Indonesian; an English with no region of
 * ours (`en`, `en-US`, `en-GB`) is Indonesia, the site's default market (its `x-default`),
 * in English, and every page shows the market switch at its top; any `hi-*` is India in Hindi
 * (decision 068). The most preferred range
 * that names English or Indonesian decides; none: Indonesia in Indonesian.
 */
export function acceptedSiteLanguage(header: string | undefined): {
  region: Region;
  locale: Locale;
} {
  let best: { region: Region; locale: Locale; q: number } | undefined;
  for (const { primary, subtag, q } of ranges(header)) {
    const english = primary === 'en';
    const hindi = primary === 'hi';
    if (!english && !hindi && primary !== 'id' && primary !== 'in') continue;
    const region: Region = (english && subtag === 'in') || hindi ? 'IN' : 'ID';
    const locale: Locale = hindi ? 'hi-IN' : english ? 'en-IN' : 'id-ID';
    if (best === undefined || q > best.q) best = { region, locale, q };
  }
  return best === undefined
    ? { region: 'ID', locale: 'id-ID' }
    : { region: best.region, locale: best.locale };
}

/** Whether Hindi (`hi`) ranks above any English in an `Accept-Language` list (ties: the first listed). */
export function prefersHindi(header: string | undefined): boolean {
  let best: { hindi: boolean; q: number } | undefined;
  for (const { primary, q } of ranges(header)) {
    if (primary !== 'hi' && primary !== 'en') continue;
    if (best === undefined || q > best.q) best = { hindi: primary === 'hi', q };
  }
  return best?.hindi === true;
}

/**
 * An India launch that names no language, read with the browser's preference (decision 068):
 * Hindi (`locale=hi`) when `hi` ranks above English in `Accept-Language`, or in
 * `navigator.languages` joined in order; else the launch as it came. A launch that names a
 * `locale`, and every Indonesian one, is left alone: Hindi is a language of India's market.
 */
export function withBrowserLanguage(
  launch: LaunchParams,
  header: string | undefined,
): LaunchParams {
  if (launch.locale !== undefined || regionOf(launch.languageType) !== 'IN') return launch;
  return prefersHindi(header) ? { ...launch, locale: 'hi' } : launch;
}

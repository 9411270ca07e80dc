/**
 * Launch contract (docs/native-integration.md): what the native app puts in the page URL's query.
 * Read once at start, kept for the session, stripped from the visible address.
 */
export const launchParamKeys = [
  'languageType',
  'locale',
  'token',
  'deviceId',
  'appName',
  'appVersion',
  'platform',
  'channel',
  // The optional bridge actions the app handles, comma-separated (`speak`): a page offers what
  // needs one only then (docs/native-integration.md, decision 070).
  'bridge',
] as const;
export type LaunchParamKey = (typeof launchParamKeys)[number];
export type LaunchParams = Partial<Record<LaunchParamKey, string>>;

/**
 * Parameters that travel as the "common params" query and as `X-…` headers: the language
 * (`locale` only as a value that changes the server's words: `zh-CN`, `en`, `hi`) and the device's.
 * The token never does.
 */
export const commonParamKeys = [
  'languageType',
  'locale',
  'deviceId',
  'appName',
  'appVersion',
  'platform',
  'channel',
] as const satisfies readonly LaunchParamKey[];

export const commonParamHeaders: Record<(typeof commonParamKeys)[number], string> = {
  languageType: 'X-Language-Type',
  locale: 'X-Locale',
  deviceId: 'X-Device-Id',
  appName: 'X-App-Name',
  appVersion: 'X-App-Version',
  platform: 'X-Platform',
  channel: 'X-Channel',
};

export const TOKEN_HEADER = 'X-Token';

export type Region = 'IN' | 'ID';
export type Locale = 'en-IN' | 'id-ID' | 'zh-CN' | 'hi-IN';

/**
 * `locale` values that ask for Hindi (docs/native-integration.md): India's second language, so
 * only with `languageType=1`; an Indonesian launch that names it stays Indonesian (the market
 * decides money, clock and rules, the language only the words).
 */
const hindiLocales: readonly string[] = ['hi', 'hi-IN'];

/** `languageType=1` is India (English, INR); anything else or absent is Indonesia. */
export function regionOf(languageType: string | undefined): Region {
  return languageType === '1' ? 'IN' : 'ID';
}

/** A market's own language: English in India, Bahasa Indonesia in Indonesia. */
export const marketLocale = (region: Region): 'en-IN' | 'id-ID' =>
  region === 'IN' ? 'en-IN' : 'id-ID';

/**
 * `locale=zh-CN` picks the staff pack, `locale=en` the English one (the official site's
 * Indonesian company in English, decision 041), `locale=hi` (or `hi-IN`) Hindi in India
 * (decision 068), without changing region or currency.
 */
export function localeOf(params: Pick<LaunchParams, 'languageType' | 'locale'>): Locale {
  if (params.locale === 'zh-CN') return 'zh-CN';
  if (params.locale === 'en') return 'en-IN';
  const region = regionOf(params.languageType);
  if (region === 'IN' && params.locale !== undefined && hindiLocales.includes(params.locale)) {
    return 'hi-IN';
  }
  return marketLocale(region);
}

/**
 * The page's `<html lang>`: its pack, except English for Indonesia, which is `en-ID` (the
 * official site's `hreflang` for it, decision 041), not India's `en-IN`, and Hindi, which is
 * plain `hi` (the language screen readers and fonts key on; the market is India's anyway).
 */
export function documentLangOf(params: Pick<LaunchParams, 'languageType' | 'locale'>): string {
  const locale = localeOf(params);
  if (locale === 'hi-IN') return 'hi';
  return locale === 'en-IN' && regionOf(params.languageType) === 'ID' ? 'en-ID' : locale;
}

export const currencyOf = (region: Region): 'INR' | 'IDR' => (region === 'IN' ? 'INR' : 'IDR');

/** The market's time zone: the calendar its due dates and "today" are counted in. */
export const marketTimeZones: Record<Region, string> = {
  IN: 'Asia/Kolkata',
  ID: 'Asia/Jakarta',
};

/** Splits a query into launch parameters and the page's own parameters. */
export function splitLaunchParams(search: URLSearchParams): {
  launch: LaunchParams;
  rest: URLSearchParams;
} {
  const launch: LaunchParams = {};
  const rest = new URLSearchParams();
  for (const [key, value] of search) {
    if ((launchParamKeys as readonly string[]).includes(key)) {
      launch[key as LaunchParamKey] = value;
    } else {
      rest.append(key, value);
    }
  }
  return { launch, rest };
}

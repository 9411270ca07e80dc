import {
  commonParamKeys,
  documentLangOf,
  type LaunchParams,
  type Locale,
  localeOf,
  type Region,
  regionOf,
  splitLaunchParams,
} from '@tenor/contract/launch';
import { withBrowserLanguage } from '@tenor/contract/accept-language';
import { isSitePath } from '@tenor/contract/site';

/*
 * The launch parameters the native app opens a page with (docs/native-integration.md), read once per
 * session. The session token among them is read through session.ts only.
 */

/** sessionStorage slot of the launch parameters (docs/native-integration.md). */
export const LAUNCH_STORAGE_KEY = 'tenor.launch';

let current: LaunchParams | undefined;

function readStored(storage: Storage): LaunchParams {
  try {
    const value: unknown = JSON.parse(storage.getItem(LAUNCH_STORAGE_KEY) ?? '{}');
    if (!value || typeof value !== 'object') return {};
    const out: LaunchParams = {};
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === 'string') out[k as keyof LaunchParams] = v;
    }
    return out;
  } catch {
    return {};
  }
}

/**
 * Runs once at start: takes the launch parameters out of the address, keeps them for the
 * session and rewrites the visible address without them, keeping the page's own query
 * and hash. An address with launch parameters is a new launch and replaces the stored
 * set as a whole (an absent `languageType` means Indonesian, not "as before"); an
 * address without any (a reload, an in-app link) keeps the stored set. On the official
 * site (docs/decisions/021-official-site.md) the language parameters stay in the address and
 * decide the language; the other stored parameters are kept.
 */
export function captureLaunchParams(win: Window = window): LaunchParams {
  const early = takeEarlyLaunch(win);
  const address = splitLaunchParams(new URLSearchParams(takeBootSearch(win)));
  const { rest } = address;
  const site = isSitePath(win.location.pathname);
  // A launch in the address is the newest; else the one a page before this kept for it. An
  // app's India launch that names no language takes the phone's (decision 068), as the server
  // rendered it from Accept-Language; a site page's language is its address's.
  const given = Object.keys(address.launch).length > 0 ? address.launch : early;
  const launch =
    site || Object.keys(given).length === 0
      ? given
      : withBrowserLanguage(given, browserLanguages(win));
  let params: LaunchParams = launch;
  if (site) {
    // A page of the official site is public: its language is its address's, always (the
    // server rendered it in that language, and a reload or a shared link must read the same).
    params = { ...withoutLanguage(readSafely(win)), ...launch };
    if (launch.languageType !== undefined) rest.set('languageType', launch.languageType);
    if (launch.locale !== undefined) rest.set('locale', launch.locale);
  }
  if (site || Object.keys(launch).length > 0) {
    try {
      win.sessionStorage.setItem(LAUNCH_STORAGE_KEY, JSON.stringify(site ? params : launch));
    } catch {
      // Storage can be disabled; the parameters then live for this page only.
    }
    const query = rest.toString();
    const clean = `${win.location.pathname}${query ? `?${query}` : ''}${win.location.hash}`;
    // A rendered page's address was cleaned by /boot.js already: leave the history alone.
    const now = `${win.location.pathname}${win.location.search}${win.location.hash}`;
    if (clean !== now) win.history.replaceState(win.history.state, '', clean);
  } else {
    params = readSafely(win);
  }
  current = params;
  return params;
}

/** The browser's languages in order, as an `Accept-Language` list (withBrowserLanguage). */
const browserLanguages = (win: Window): string =>
  (win.navigator.languages.length > 0 ? win.navigator.languages : [win.navigator.language]).join(
    ',',
  );

/**
 * The borrower's choice of India's language on a page (the language switch, decision 068): kept
 * with the session's launch, so every page after this one, and every call, speaks it until the
 * app launches the pages again. The caller reloads the page to read it in the new language.
 */
export function chooseLanguage(choice: 'en' | 'hi', win: Window = window): void {
  const params: LaunchParams = { ...launchParams(), locale: choice };
  try {
    win.sessionStorage.setItem(LAUNCH_STORAGE_KEY, JSON.stringify(params));
  } catch {
    // Storage can be disabled; the choice then lasts for this page only.
  }
  current = params;
}

function readSafely(win: Window): LaunchParams {
  try {
    return readStored(win.sessionStorage);
  } catch {
    // Storage can be disabled.
    return {};
  }
}

const withoutLanguage = ({ languageType: _, locale: __, ...rest }: LaunchParams): LaunchParams =>
  rest;

/**
 * sessionStorage slot where `/boot.js` keeps a rendered page's launch query until its app has
 * started: a link tapped before that opens the next page without it (the token never goes into
 * an address, decision 050), and the next page's app takes it from here.
 */
export const EARLY_LAUNCH_KEY = 'tenor.launchSearch';

/** The launch parameters `/boot.js` kept, taken once (whichever page's app starts first). */
function takeEarlyLaunch(win: Window): LaunchParams {
  try {
    const kept = win.sessionStorage.getItem(EARLY_LAUNCH_KEY);
    if (kept === null) return {};
    win.sessionStorage.removeItem(EARLY_LAUNCH_KEY);
    return splitLaunchParams(new URLSearchParams(kept)).launch;
  } catch {
    // Storage can be disabled.
    return {};
  }
}

/**
 * The address's query as the page was opened. On a server-rendered page `/boot.js` has
 * already taken the launch parameters out of the address and left the original query here
 * (it runs long before the app); it is read once and deleted.
 */
function takeBootSearch(win: Window): string {
  const holder = win as Window & { tenorLaunchSearch?: unknown };
  const kept = holder.tenorLaunchSearch;
  delete holder.tenorLaunchSearch;
  return typeof kept === 'string' ? kept : win.location.search;
}

/**
 * Where the server renderer keeps each request's launch parameters (entry-server.tsx); the
 * promotion landing, which has no launch, gives its language parameters this way too.
 */
let source: (() => LaunchParams) | undefined;

/** Launch parameters from elsewhere than the address: the request being rendered, or the landing's. */
export function setLaunchSource(read: (() => LaunchParams) | undefined): void {
  source = read;
}

/** The launch parameters of this session (captured at start). */
export function launchParams(): LaunchParams {
  if (source) return source();
  current ??= captureLaunchParams();
  return current;
}

/** Forgets the cached copy; tests only. */
export function resetLaunchCache(): void {
  current = undefined;
}

/** The market of this session: its money, number notation and time zone. */
export const region = (): Region => regionOf(launchParams().languageType);
/** The language pack of this session. */
export const locale = (): Locale => localeOf(launchParams());
/** The page's `<html lang>` in this session (`en-ID` for English in Indonesia). */
export const documentLang = (): string => documentLangOf(launchParams());

/**
 * Language and device parameters present in this session, in contract order. Never the
 * token. `locale` goes only as `zh-CN` or `hi`: the server then answers in the staff's Chinese
 * or in Hindi (its words, not its market); `en` (India's English chosen on the switch) and any
 * other value pick the market's own pack and would only lengthen every call.
 */
export function commonParams(): [key: (typeof commonParamKeys)[number], value: string][] {
  const params = launchParams();
  const out: [(typeof commonParamKeys)[number], string][] = [];
  for (const key of commonParamKeys) {
    const value = key === 'locale' ? staffLocale(params) : params[key];
    if (value) out.push([key, value]);
  }
  return out;
}

/**
 * `zh-CN`, `hi` for Hindi (decision 068), and `en` when the market's own words are not English
 * (the site, decision 041).
 */
const staffLocale = (params: LaunchParams): string | undefined => {
  const pack = localeOf(params);
  if (pack === 'zh-CN') return 'zh-CN';
  if (pack === 'hi-IN') return 'hi';
  return pack === 'en-IN' && regionOf(params.languageType) !== 'IN' ? 'en' : undefined;
};

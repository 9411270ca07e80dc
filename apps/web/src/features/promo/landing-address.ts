import {
  type LaunchParams,
  type Locale,
  localeOf,
  marketLocale,
  type Region,
} from '@tenor/contract/launch';

/**
 * The landing's address (docs/decisions/018-promotion-landing-web.md). The spec's hash routes
 * stay (`#/?id=`, `#/downloadTemplate`, `#/agreementTemplate`), and the landing also reads its
 * query from the address's own query (`/promo/?id=`), which the server sees and renders:
 * the hash's parameters win over the query's.
 */
export type LandingRoute = 'form' | 'download' | 'agreement';

const routes: Record<string, LandingRoute> = {
  '/': 'form',
  '': 'form',
  '/downloadTemplate': 'download',
  '/agreementTemplate': 'agreement',
};

/** The route of a hash (`#/downloadTemplate?…`); an unknown one is the form. */
export function routeOf(hash: string): LandingRoute {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  return routes[path] ?? 'form';
}

/** The landing's query: the address's, with the hash's on top. */
export function landingQuery(search: string, hash: string): URLSearchParams {
  const query = new URLSearchParams(search);
  const inHash = hash.indexOf('?');
  if (inHash !== -1) {
    for (const [key, value] of new URLSearchParams(hash.slice(inHash + 1))) query.set(key, value);
  }
  return query;
}

export interface LandingParams {
  /** The template; undefined when absent or not a positive whole number. */
  id: number | undefined;
  appFrom: string | undefined;
  userFrom: string | undefined;
  utmTag: string | undefined;
  inviteCode: string | undefined;
  /** Overrides the template market's language only. */
  languageType: string | undefined;
  locale: string | undefined;
}

const text = (query: URLSearchParams, key: string): string | undefined => {
  const value = query.get(key)?.trim();
  return value ? value : undefined;
};

export function landingParams(query: URLSearchParams): LandingParams {
  const id = text(query, 'id');
  const number = id !== undefined && /^\d{1,9}$/.test(id) ? Number(id) : 0;
  return {
    id: number > 0 ? number : undefined,
    appFrom: text(query, 'app_from'),
    userFrom: text(query, 'user_from'),
    utmTag: text(query, 'utm_tag'),
    inviteCode: text(query, 'invite_code'),
    languageType: text(query, 'languageType'),
    locale: text(query, 'locale'),
  };
}

/** The texts a visitor reads: the template market's, unless the address asks for another. */
export function landingLocale(region: Region, params: LandingParams): Locale {
  if (params.locale === 'zh-CN') return 'zh-CN';
  // India's Hindi (`languageType=1&locale=hi`, decision 068) as the server reads it.
  if (params.languageType !== undefined) return localeOf(params);
  return marketLocale(region);
}

/**
 * What the landing's calls carry as launch parameters: only a language the address asked for
 * (the server answers in the template market's language otherwise). A visitor from an ad has
 * no session.
 */
export function landingLaunch(params: LandingParams): LaunchParams {
  const launch: LaunchParams = {};
  if (params.languageType !== undefined) launch.languageType = params.languageType;
  if (params.locale !== undefined) launch.locale = params.locale;
  return launch;
}

const withQuery = (path: string, query: URLSearchParams) => {
  const qs = query.toString();
  return `#${path}${qs ? `?${qs}` : ''}`;
};

/** The registration form with the same query. */
export const formHref = (query: URLSearchParams): string => withQuery('/', query);

/** The agreement, carrying the landing's query unchanged. */
export const agreementHref = (query: URLSearchParams): string =>
  withQuery('/agreementTemplate', query);

export interface DownloadIds {
  id: number;
  linksId: string;
  downId: string;
}

/**
 * The download page after registering (or when already registered): app_from, user_from,
 * utm_tag, id and links_id or down_id (the template's, links_id first), plus a language the
 * visitor asked for.
 */
export function downloadHref(params: LandingParams, template: DownloadIds): string {
  const query = new URLSearchParams();
  query.set('app_from', params.appFrom ?? '');
  query.set('user_from', params.userFrom ?? '');
  query.set('utm_tag', params.utmTag ?? '');
  query.set('id', String(template.id));
  if (template.linksId) query.set('links_id', template.linksId);
  else if (template.downId) query.set('down_id', template.downId);
  if (params.languageType !== undefined) query.set('languageType', params.languageType);
  if (params.locale !== undefined) query.set('locale', params.locale);
  return withQuery('/downloadTemplate', query);
}

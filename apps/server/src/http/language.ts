import type { IncomingHttpHeaders } from 'node:http';
import { acceptedRegion, prefersHindi } from '@tenor/contract/accept-language';
import { commonParamHeaders } from '@tenor/contract/launch';
import { langOf, type Lang } from '../i18n.ts';

const languageHeader = commonParamHeaders.languageType.toLowerCase();
const localeHeader = commonParamHeaders.locale.toLowerCase();

/** An HTTP request or a contract call (call.ts). */
interface Asked {
  readonly query: unknown;
  readonly headers: IncomingHttpHeaders;
}

/** A common param from the query (the form/GET helpers' common params) or its `X-…` header. */
function commonParam(request: Asked, key: string, header: string): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.[key];
  if (typeof fromQuery === 'string') return fromQuery;
  const value = request.headers[header];
  return typeof value === 'string' ? value : undefined;
}

/** `languageType` from the query or the `X-Language-Type` header: the market of anonymous calls. */
export const languageTypeOf = (request: Asked): string | undefined =>
  commonParam(request, 'languageType', languageHeader);

/** `locale` from the query or the `X-Locale` header: words only, never the market. */
export const localeParamOf = (request: Asked): string | undefined =>
  commonParam(request, 'locale', localeHeader);

/** The words of the call's answer: its launch's language pack (docs/markets.md). */
export const requestLang = (request: Asked): Lang =>
  langOf(languageTypeOf(request), localeParamOf(request));

/**
 * The language the caller asked for, if they named one: a `languageType`, or the staff's
 * `locale=zh-CN` or the site's `locale=en` (other locales name no pack of their own).
 */
export function askedLang(request: Asked): Lang | undefined {
  const languageType = languageTypeOf(request);
  const locale = localeParamOf(request);
  if (languageType === undefined && locale !== 'zh-CN' && locale !== 'en') return undefined;
  return langOf(languageType, locale);
}

/** The languages the server's own pages are written in (documents, exports, forms, packs). */
const PAGE_LANGS: readonly Lang[] = ['en', 'id', 'zh'];

/** A link's `lang=`, when it names a language the server's own pages are written in. */
export const pageLangParam = (value: unknown): Lang | undefined =>
  PAGE_LANGS.find((l) => l === value);

/**
 * The language of a visitor who named none, as their browser prefers it (`Accept-Language`,
 * read as the site's pages and the promotion landing read it: `acceptedRegion`).
 */
export function browserLang(request: Asked): Lang {
  const raw = request.headers['accept-language'];
  const header = typeof raw === 'string' ? raw : undefined;
  if (acceptedRegion(header) !== 'IN') return 'id';
  // India's reader: Hindi when the browser puts it before English (decision 068).
  return prefersHindi(header) ? 'hi' : 'en';
}

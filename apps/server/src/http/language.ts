import type { IncomingHttpHeaders } from 'node:http';
import { commonParamHeaders } from '@tenor/contract/launch';
import { langOf, type Lang } from '../i18n.ts';

const languageHeader = commonParamHeaders.languageType.toLowerCase();

/** An HTTP request or a contract call (call.ts). */
interface Asked {
  readonly query: unknown;
  readonly headers: IncomingHttpHeaders;
}

/** `languageType` from the query (the form/GET helpers' common params) or the `X-Language-Type` header. */
export function languageTypeOf(request: Asked): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.languageType;
  if (typeof fromQuery === 'string') return fromQuery;
  const header = request.headers[languageHeader];
  return typeof header === 'string' ? header : undefined;
}

export const requestLang = (request: Asked): Lang => langOf(languageTypeOf(request));

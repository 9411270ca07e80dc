import type { FastifyRequest } from 'fastify';
import { commonParamHeaders } from '@tenor/contract/launch';
import { langOf, type Lang } from '../i18n.ts';

const languageHeader = commonParamHeaders.languageType.toLowerCase();

/** `languageType` from the query (the form/GET helpers' common params) or the `X-Language-Type` header. */
export function languageTypeOf(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.languageType;
  if (typeof fromQuery === 'string') return fromQuery;
  const header = request.headers[languageHeader];
  return typeof header === 'string' ? header : undefined;
}

export const requestLang = (request: FastifyRequest): Lang => langOf(languageTypeOf(request));

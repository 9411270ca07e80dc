import type * as z from 'zod/mini';
import { builtOnRead } from './built-on-read.ts';

/** How the request payload travels. `query` is a GET with the payload in the query string. */
export type Encoding = 'json' | 'form' | 'multipart' | 'query';

/** The success code of the envelope: '00' for most services, '0' for the promotion service. */
export type SuccessCode = '00' | '0';

export interface EndpointDef<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
> {
  method: 'GET' | 'POST';
  /** Path on the API origin; `:name` segments are path parameters. */
  path: string;
  encoding: Encoding;
  /** Schema of the request payload (body, form fields or query). */
  request: Req;
  /** Schema of the envelope's `data` on success. */
  response: Res;
  success: SuccessCode;
  /** Whether the call needs the borrower's session (`X-Token`). */
  auth: boolean;
  /** A call without `auth` that reads a session when one comes along: the answer is then the borrower's. */
  optionalAuth?: boolean;
  /** A multipart endpoint's file fields (its other fields are in `request`). */
  files?: readonly string[];
  /** What the response body is: an envelope (default) or raw bytes such as an image. */
  body?: 'envelope' | 'binary';
}

/** A schema, or a function that builds it the first time it is read. */
export type SchemaSource<S extends z.ZodMiniType> = S | (() => S);

/**
 * An endpoint from its definition. Its schemas may be given as functions: each is then
 * built the first time `request` or `response` is read (built-on-read.ts). A page's chunk
 * imports a whole area's endpoints and calls two or three of them.
 */
export function defineEndpoint<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  def: Omit<EndpointDef<Req, Res>, 'success' | 'auth' | 'request' | 'response'> & {
    request: SchemaSource<Req>;
    response: SchemaSource<Res>;
    success?: SuccessCode;
    auth?: boolean;
  },
): EndpointDef<Req, Res> {
  const auth = def.auth ?? true;
  const endpoint = { success: '00', ...def, auth } as EndpointDef<Req, Res>;
  const { request, response } = def;
  if (typeof request === 'function') builtOnRead(endpoint, 'request', request);
  if (typeof response === 'function') builtOnRead(endpoint, 'response', response);
  return endpoint;
}

/** An endpoint, or a function that loads it (how the web app names one: decision 091). */
export type EndpointLike = EndpointDef | (() => Promise<EndpointDef>);

/** The endpoint an `EndpointLike` stands for. */
export type LoadedEndpoint<E extends EndpointLike> = E extends () => Promise<infer D> ? D : E;

export type RequestOf<E extends EndpointLike> = z.input<LoadedEndpoint<E>['request']>;
export type ParsedRequestOf<E extends EndpointLike> = z.output<LoadedEndpoint<E>['request']>;
export type ResponseOf<E extends EndpointLike> = z.output<LoadedEndpoint<E>['response']>;

import type * as z from 'zod/mini';

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
  /** What the response body is: an envelope (default) or raw bytes such as an image. */
  body?: 'envelope' | 'binary';
}

export function defineEndpoint<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  def: Omit<EndpointDef<Req, Res>, 'success' | 'auth'> & { success?: SuccessCode; auth?: boolean },
): EndpointDef<Req, Res> {
  return { success: '00', auth: true, ...def };
}

export type RequestOf<E extends EndpointDef> = z.input<E['request']>;
export type ParsedRequestOf<E extends EndpointDef> = z.output<E['request']>;
export type ResponseOf<E extends EndpointDef> = z.output<E['response']>;

import * as z from 'zod/mini';
import { defineEndpoint, type SchemaSource } from '../endpoint.ts';
import { positiveId } from '../fields.ts';

/**
 * A call about one of the borrower's loans that names nothing but its order: `{ orderId }`,
 * as JSON on a POST, in the query on a GET.
 */
export function orderCall<Res extends z.ZodMiniType>(def: {
  method: 'POST' | 'GET';
  path: string;
  response: SchemaSource<Res>;
}) {
  return defineEndpoint({
    ...def,
    encoding: def.method === 'POST' ? 'json' : 'query',
    request: () => z.object({ orderId: positiveId() }),
  });
}

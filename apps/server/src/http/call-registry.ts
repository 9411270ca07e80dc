/**
 * The registry of contract calls the server can answer in-process (render/in-process-calls.ts):
 * `route()` files each endpoint's core here as it registers the HTTP route.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EndpointDef } from '@tenor/contract/endpoint';
import type { MaybePromise } from '../kernel/maybe-promise.ts';
import type { Call } from './call.ts';

/** An endpoint's core: the success envelope's JSON text, or it throws as over HTTP. */
export type InProcessEndpoint = (call: Call, request: FastifyRequest) => Promise<string>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every contract endpoint `route()` registered, by `METHOD path` (app.ts decorates it). */
    contractCalls: Map<string, InProcessEndpoint>;
  }
}

export const keyOf = (method: string, path: string) => `${method} ${path}`;

/** Files an endpoint's core for in-process calls; an app without the registry (a test's) files nothing. */
export function fileCall(
  app: FastifyInstance,
  endpoint: EndpointDef,
  answer: (call: Call, request: FastifyRequest) => MaybePromise<object>,
): void {
  if (!app.hasDecorator('contractCalls')) return;
  app.contractCalls.set(keyOf(endpoint.method, endpoint.path), async (call, request) => {
    const body = await answer(call, request);
    return Buffer.isBuffer(body) ? body.toString() : JSON.stringify(body);
  });
}

import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { allBuiltOnRead } from './built-on-read.ts';
import { defineEndpoint } from './endpoint.ts';
import { pageParams } from './page-params.ts';
import * as repay from './endpoints/repay.ts';

describe('values built on read', () => {
  it('are built once, on the first read, and are then plain values', () => {
    let builds = 0;
    const values = allBuiltOnRead({ a: () => ({ built: ++builds }) });
    expect(builds).toBe(0);
    const first = values.a;
    expect(values.a).toBe(first);
    expect(builds).toBe(1);
    expect(Object.getOwnPropertyDescriptor(values, 'a')).toMatchObject({
      value: first,
      enumerable: true,
      writable: true,
    });
    expect(Object.keys(values)).toEqual(['a']);
  });

  it('leave an endpoint defined with schemas as it was, and build one given as functions on read', () => {
    const request = z.object({ id: z.int() });
    const eager = defineEndpoint({
      method: 'POST',
      path: '/x',
      encoding: 'json',
      request,
      response: z.null(),
    });
    expect(eager.request).toBe(request);
    let built = 0;
    const lazy = defineEndpoint({
      method: 'POST',
      path: '/y',
      encoding: 'json',
      request: () => {
        built++;
        return z.object({ id: z.int() });
      },
      response: () => z.null(),
    });
    expect(built).toBe(0);
    expect(lazy).toMatchObject({ method: 'POST', path: '/y', success: '00', auth: true });
    expect(built).toBe(0);
    expect(lazy.request).toBe(lazy.request);
    expect(lazy.request.safeParse({ id: 1 }).success).toBe(true);
    expect(built).toBe(1);
    expect({ ...lazy }.request).toBe(lazy.request);
  });

  it("give every endpoint and page its schemas when read (an area's module builds none at load)", () => {
    for (const endpoint of Object.values(repay).filter(
      (v) => typeof v === 'object' && v && 'path' in v,
    )) {
      const e = endpoint as { request: z.ZodMiniType; response: z.ZodMiniType };
      expect(e.request).toBe(e.request);
      expect(typeof e.request.safeParse).toBe('function');
      expect(typeof e.response.safeParse).toBe('function');
    }
    expect(pageParams.repay.safeParse({ orderId: '9', amount: '100' })).toMatchObject({
      success: true,
      data: { orderId: 9, amount: 100, display: 0 },
    });
  });
});

import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { defineEndpoint } from './endpoint.ts';
import * as repay from './endpoints/repay.ts';

describe('values built on read', () => {
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

  it("give every endpoint its schemas when read (an area's module builds none at load)", () => {
    for (const endpoint of Object.values(repay).filter(
      (v) => typeof v === 'object' && v && 'path' in v,
    )) {
      const e = endpoint as { request: z.ZodMiniType; response: z.ZodMiniType };
      expect(e.request).toBe(e.request);
      expect(typeof e.request.safeParse).toBe('function');
      expect(typeof e.response.safeParse).toBe('function');
    }
  });
});

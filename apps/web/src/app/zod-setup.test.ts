import { describe, expect, it } from 'vitest';

describe('zod-setup', () => {
  it("turns Zod's compiled parsers off, as config() reads it, without importing Zod", async () => {
    const { zodSettings } = await import('./zod-setup.ts');
    const { config } = await import('zod/mini');
    expect(config()).toBe(zodSettings);
    expect(config().jitless).toBe(true);
    const { z } = await import('zod/mini');
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});

import { inspect } from 'node:util';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { razorpayEnv, razorpayProblems, razorpaySettings } from '../../src/config/razorpay.ts';

const schema = z.object(razorpayEnv);
const good = {
  RAZORPAY_KEY_ID: 'rzp_live_AbCdEf123456',
  RAZORPAY_KEY_SECRET: 'key-secret-value',
  RAZORPAY_WEBHOOK_SECRET: 'hook-secret-value',
};

describe('razorpay configuration', () => {
  it('builds the adapter settings, defaulting the API URL and timeout', () => {
    const settings = razorpaySettings(schema.parse(good));
    expect(settings).toMatchObject({
      keyId: 'rzp_live_AbCdEf123456',
      apiUrl: 'https://api.razorpay.com/v1',
      timeoutMs: 10_000,
    });
    expect(settings?.keySecret.reveal()).toBe('key-secret-value');
    expect(razorpayProblems(schema.parse(good), false)).toEqual([]);
  });

  it('refuses malformed values without repeating them', () => {
    const result = schema.safeParse({
      RAZORPAY_KEY_ID: 'live_AbCdEf123456',
      RAZORPAY_KEY_SECRET: '   ',
      RAZORPAY_API_URL: 'ftp://api.example.com',
      RAZORPAY_TIMEOUT_MS: '50',
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(issues.sort()).toEqual([
      'RAZORPAY_API_URL',
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_TIMEOUT_MS',
    ]);
    expect(JSON.stringify(result.error?.issues.map((i) => i.message))).not.toContain(
      'live_AbCdEf123456',
    );
  });

  it('names what is missing, and keeps live keys out of demo mode', () => {
    const partial = schema.parse({ RAZORPAY_KEY_ID: good.RAZORPAY_KEY_ID });
    expect(razorpaySettings(partial)).toBeNull();
    expect(razorpayProblems(partial, false)).toEqual([
      "RAZORPAY_KEY_SECRET: is required when a market's PAYMENT_PROVIDER is razorpay",
      "RAZORPAY_WEBHOOK_SECRET: is required when a market's PAYMENT_PROVIDER is razorpay",
    ]);
    expect(razorpayProblems(schema.parse(good), true)).toEqual([
      'RAZORPAY_KEY_ID: a live key needs DEMO off',
    ]);
    const plainHttp = schema.parse({ ...good, RAZORPAY_API_URL: 'http://127.0.0.1:9000/v1/' });
    expect(razorpaySettings(plainHttp)?.apiUrl).toBe('http://127.0.0.1:9000/v1');
    // Plain http outside demo mode is refused with the other providers' (config.test.ts).
    expect(razorpayProblems(plainHttp, false)).toEqual([]);
  });

  it('never prints a secret when the settings are logged', () => {
    const settings = razorpaySettings(schema.parse(good));
    const printed = `${JSON.stringify(settings)} ${inspect(settings, { depth: 5 })} ${String(settings?.keySecret)}`;
    expect(printed).not.toContain('key-secret-value');
    expect(printed).not.toContain('hook-secret-value');
    expect(printed).toContain('[redacted]');
  });
});

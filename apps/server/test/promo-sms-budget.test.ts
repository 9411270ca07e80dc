/**
 * A solver that is handed every captcha's answer (read from the demo API, as a trained network
 * or a paid solving service would read it) still cannot empty the promotion SMS budget or close
 * registration for others (decision 038): one IPv6 /64 rotating its addresses and phones gets
 * its client's share; many clients get less and less as the budget fills, the heaviest refused
 * first; a pumped phone prefix is capped; and afterwards a fresh visitor still gets a code.
 */
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { promoSmsRefusals } from '../src/modules/promo/metrics.ts';
import { useTestApp, type TestApp } from './helpers/test-app.ts';
import { askSms, envelopeOf, landing, smsCount, type Visit } from './helpers/promo.ts';

const hex = () => randomInt(0x10000).toString(16);
/** A new address in the /64 `net` (four groups), as a subscriber's phone rotates them. */
const inNet = (net: string) => `${net}:${hex()}:${hex()}:${hex()}:${hex()}`;

let serial = 0;
/** An Indian mobile number as typed, in the series (first four digits) `prefix`. */
const phoneIn = (prefix: number) => `${prefix}${String(++serial).padStart(6, '0')}`;
/** A series of its own for each call: numbers no attacker here sends to. */
let lastFreshPrefix = 9000;
const freshPrefix = () => ++lastFreshPrefix;

/** One get-code with a solved captcha; the envelope's code. */
async function ask(t: TestApp, v: Visit, phone: string): Promise<string> {
  const res = await askSms(t, await landing(t, 'IN', v, phone), v);
  expect(res.statusCode).toBeLessThan(500);
  return envelopeOf(res).code;
}

/** Refusals counted so far, by limit. */
async function refusals(): Promise<Record<string, number>> {
  const { values } = await promoSmsRefusals.get();
  return Object.fromEntries(values.map((v) => [String(v.labels.limit), v.value]));
}

/** Visitors who have had no code this hour, each from its own address and series: all served. */
async function freshVisitorsServed(t: TestApp, count: number) {
  for (let i = 0; i < count; i++) {
    const v = { ip: `203.0.113.${i + 1}` };
    expect(await ask(t, v, phoneIn(freshPrefix())), `fresh visitor ${i}`).toBe('0');
  }
}

describe('one IPv6 /64 rotating addresses and phones, every captcha solved', () => {
  const t = useTestApp();

  it("sends no more than one client's hourly share, then a fresh visitor gets a code", async () => {
    const { perIpPerHour, hourlyBudget } = t.config.promoSms;
    const codes: string[] = [];
    // Ten at a time, so the limits are also tried concurrently.
    for (let round = 0; round < 20; round++) {
      const batch = Array.from({ length: 10 }, () =>
        ask(t, { ip: inNet('2001:db8:77:1') }, phoneIn(6000 + randomInt(3000))),
      );
      codes.push(...(await Promise.all(batch)));
    }
    const sent = codes.filter((c) => c === '0').length;
    expect(sent).toBeLessThanOrEqual(perIpPerHour);
    expect(sent).toBeGreaterThan(0);
    expect(await smsCount(t)).toBe(sent);
    expect(sent).toBeLessThan(hourlyBudget / 10);
    expect(new Set(codes.filter((c) => c !== '0'))).toEqual(new Set(['1029']));
    await freshVisitorsServed(t, 3);
  }, 120_000);
});

describe('many clients, each rotating addresses and phones, every captcha solved', () => {
  const BUDGET = 100;
  const CLIENTS = 12;
  const t = useTestApp({
    env: { PROMO_SMS_HOURLY_BUDGET: String(BUDGET) },
    captureLogs: true,
  });

  it('are refused heaviest first, and the budget keeps room for fresh visitors', async () => {
    const { perIpPerHour } = t.config.promoSms;
    const before = await refusals();
    // Twelve /64s asking a client's full share each (240 codes against a budget of 100),
    // round by round, so they fill the budget together as a botnet would.
    const sentBy = Array<number>(CLIENTS).fill(0);
    for (let round = 0; round < perIpPerHour; round++) {
      const answers = await Promise.all(
        sentBy.map((_, k) =>
          ask(t, { ip: inNet(`2001:db8:${k + 1}:1`) }, phoneIn(6000 + randomInt(3000))),
        ),
      );
      answers.forEach((code, k) => {
        if (code === '0') sentBy[k] = (sentBy[k] ?? 0) + 1;
        else expect(code).toBe('1029');
      });
    }
    const attack = sentBy.reduce((a, b) => a + b, 0);
    expect(await smsCount(t)).toBe(attack);
    // Without shedding they would have spent the whole budget; each stopped far below its cap.
    expect(attack).toBeLessThan(BUDGET * 0.85);
    expect(Math.max(...sentBy)).toBeLessThan(perIpPerHour / 2);

    // Ten visitors who have had no code this hour all get one.
    await freshVisitorsServed(t, 10);
    // A heavy client is still refused.
    expect(await ask(t, { ip: inNet('2001:db8:1:1') }, phoneIn(freshPrefix()))).toBe('1029');
    expect(await smsCount(t)).toBe(attack + 10);

    const after = await refusals();
    expect((after.shedClient ?? 0) - (before.shedClient ?? 0)).toBeGreaterThan(0);
    const pressure = t
      .logs()
      .split('\n')
      .filter((line) => line.includes('"alert":"promoSmsPressure"'));
    // Once a minute per instance, at warn level.
    expect(pressure).toHaveLength(1);
    expect(pressure[0]).toContain('"level":40');
    expect(pressure[0]).toContain(`"budget":${BUDGET}`);
    expect(t.logs()).not.toContain('"alert":"promoSmsBudget"');
  }, 180_000);
});

describe('many clients pumping one phone prefix, every captcha solved', () => {
  const t = useTestApp({ env: { PROMO_SMS_PER_PREFIX_PER_HOUR: '30' } });

  it("send no more than the prefix's share; other numbers still get codes", async () => {
    const before = await refusals();
    const codes: string[] = [];
    for (let round = 0; round < 6; round++) {
      const batch = Array.from({ length: 10 }, (_, k) =>
        ask(t, { ip: inNet(`2001:db8:${round}:${k}`) }, phoneIn(7300)),
      );
      codes.push(...(await Promise.all(batch)));
    }
    // Concurrent requests may refuse each other near the edge (PostgreSQL): fifteen more, one at
    // a time, fill what is left of the prefix's share.
    for (let i = 0; i < 15; i++) {
      codes.push(await ask(t, { ip: inNet(`2001:db8:99:${i}`) }, phoneIn(7300)));
    }
    const sent = codes.filter((c) => c === '0').length;
    expect(sent).toBeLessThanOrEqual(30);
    expect(sent).toBeGreaterThan(20);
    expect(codes.at(-1)).toBe('1029');
    expect(new Set(codes.filter((c) => c !== '0'))).toEqual(new Set(['1029']));
    const after = await refusals();
    const byPrefix = (r: Record<string, number>) => (r.prefix ?? 0) + (r.shedPrefix ?? 0);
    expect(byPrefix(after) - byPrefix(before)).toBe(codes.length - sent);
    await freshVisitorsServed(t, 3);
  }, 120_000);
});

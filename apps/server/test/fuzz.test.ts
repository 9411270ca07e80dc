/**
 * Every endpoint of the contract fuzzed (decision 023): payloads drawn from the
 * endpoint's request schema, then broken (wrong types, missing and extra fields, megabyte
 * strings, deep nesting, NUL and odd unicode, `__proto__`/`constructor` keys, duplicate keys,
 * non-objects, wrong content types), with the borrower's session, a forged one or none.
 * Never a 5xx, always an envelope with words for a refusal, no markup echoed in HTML, no
 * prototype polluted, and the heap back near where it started. `FUZZ_RUNS` requests per
 * endpoint (40 in `npm test`, 1,000 nightly), from a fixed seed.
 */
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { api } from '@tenor/contract/api';
import { getSid } from '@tenor/contract/endpoints/promo';
import { judge } from './helpers/fuzz-answers.ts';
import { fuzzCases, injectOptions, type FuzzCase } from './helpers/fuzz-requests.ts';
import { FUZZ_RUNS, FUZZ_SEED, heapUsed, recordFigures } from './helpers/hardening-run.ts';
import { useTestApp, demoSession, successData } from './helpers/test-app.ts';

const endpoints = Object.entries(api).flatMap(([area, list]) =>
  Object.entries(list).map(([name, endpoint]) => ({ id: `${area}.${name}`, endpoint })),
);

/** Cases are drawn in chunks so megabyte payloads are not all held at once. */
const CHUNK = 50;
/** Requests in flight together. */
const PARALLEL = 4;

let tokens: { borrower: string; forged: string };
let known: { ids: number[]; texts: string[] };
let heapBefore: ReturnType<typeof heapUsed>;
const figures: {
  endpoint: string;
  requests: number;
  status5xx: number;
  refused: number;
  accepted: number;
  problems: number;
  /** Heap after a collection, compared with before this endpoint's requests. */
  heapGrowthBytes: number;
}[] = [];

const t = useTestApp();
beforeAll(async () => {
  const [india, indonesia] = await Promise.all([
    demoSession(t.app, { region: 'IN' }),
    demoSession(t.app, { region: 'ID' }),
  ]);
  const sid = successData(getSid, await t.app.inject({ method: 'GET', url: getSid.path })).sid;
  const templates = india.templates.map((x) => x.id);
  tokens = { borrower: india.token, forged: 'f'.repeat(43) };
  known = {
    ids: [
      ...Object.values(india.orders),
      ...india.cards.map((c) => c.id),
      ...india.products.map((p) => p.id),
      ...Object.values(indonesia.orders).slice(0, 3),
      ...templates,
    ],
    texts: [india.token, india.phone, sid, 'BCA', 'UPI', '1', '0', 'IN', 'ID'],
  };
  heapBefore = heapUsed();
});

async function fuzz(id: string, endpoint: (typeof endpoints)[number]['endpoint'], seed: number) {
  const heapAtStart = heapUsed().bytes;
  const row = { endpoint: id, requests: 0, status5xx: 0, refused: 0, accepted: 0, problems: 0 };
  const found: string[] = [];
  const arbitrary = fuzzCases(endpoint, known);
  for (let done = 0; done < FUZZ_RUNS; done += CHUNK) {
    const cases = fc.sample(arbitrary, {
      numRuns: Math.min(CHUNK, FUZZ_RUNS - done),
      seed: seed + done,
    });
    for (let i = 0; i < cases.length; i += PARALLEL) {
      await Promise.all(
        cases.slice(i, i + PARALLEL).map(async (c: FuzzCase) => {
          const res = await t.app.inject(injectOptions(endpoint, c, tokens));
          const { problems, outcome } = judge(endpoint, c, res);
          row.requests += 1;
          row[outcome] += 1;
          if (res.statusCode >= 500) row.status5xx += 1;
          if (problems.length > 0) {
            row.problems += 1;
            found.push(`${c.mutation} (${c.session}): ${problems.join('; ')}`);
          }
        }),
      );
    }
  }
  figures.push({ ...row, heapGrowthBytes: heapUsed().bytes - heapAtStart });
  return found;
}

it.each(endpoints.map((e, i) => [e.id, e, i] as const))(
  '%s answers every broken request with an envelope, never a 5xx',
  async (_, { id, endpoint }, index) => {
    const found = await fuzz(id, endpoint, FUZZ_SEED + index * 100_003);
    expect(found.slice(0, 5)).toEqual([]);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  },
  Math.max(60_000, FUZZ_RUNS * 200),
);

it('leaves the heap bounded', () => {
  const after = heapUsed();
  const growth = after.bytes - heapBefore.bytes;
  recordFigures('fuzz', {
    runsPerEndpoint: FUZZ_RUNS,
    seed: FUZZ_SEED,
    endpoints: figures,
    heapGrowthBytes: growth,
    collected: after.collected,
  });
  // After a collection the heap keeps caches, compiled code and what light-my-request itself
  // holds on to (tens of MB at nightly size, on a bare handler too: decision 023), never the
  // payloads: a tenth of the requests carry a megabyte each.
  expect(growth).toBeLessThan((after.collected ? 96 : 256) * 1024 * 1024);
});

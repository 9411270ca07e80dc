/**
 * The API limit judges what is routed, not how the URL is spelled (decision 036): every API
 * prefix of the contract's list, percent-encoded, double-encoded, in mixed case or with a
 * trailing slash, spends the same budget as its plain spelling — anonymous (the client key)
 * and signed in (the borrower). A prefix added to the list is tested here without a new line.
 */
import { describe, expect, it } from 'vitest';
import { apiSegments } from '@tenor/contract/api-prefixes';
import { devSession } from '@tenor/contract/endpoints/dev';
import { demoSession, useTestApp } from './helpers/test-app.ts';

const LIMIT = 2;
/** The orchestrator's probes and Prometheus: exempt, but only as they call them. */
const PROBES = ['/healthz', '/readyz', '/metrics'];

const routes: { method: string; url: string }[] = [];
const t = useTestApp({
  env: { RATE_LIMIT_PER_MINUTE: String(LIMIT), RATE_LIMIT_DEV_SESSION_PER_MINUTE: '1000' },
  onRoute: (r) => {
    for (const method of [r.method].flat()) routes.push({ method, url: r.url });
  },
});

/**
 * A path of the prefix the router answers: a GET, else a POST, without parameters (the dev
 * session's own limit is its own, and higher); else a path under the prefix nothing routes.
 */
function pathUnder(prefix: string): { method: 'GET' | 'POST'; rest: string } {
  const mine = routes.filter(
    (r) => r.url.split('/')[1] === prefix && !/[:*]/.test(r.url) && r.url !== devSession.path,
  );
  const route = mine.find((r) => r.method === 'GET') ?? mine.find((r) => r.method === 'POST');
  if (route === undefined) return { method: 'GET', rest: '/limit-probe' };
  return { method: route.method as 'GET' | 'POST', rest: route.url.slice(prefix.length + 1) };
}

const hex = (c: string) => c.charCodeAt(0).toString(16).toUpperCase();
const spellings = (prefix: string, rest: string): Record<string, string> => ({
  plain: `/${prefix}${rest}`,
  encoded: `/${[...prefix].map((c) => `%${hex(c)}`).join('')}${rest}`,
  'encoded in lower-case hex': `/%${hex(prefix[0]!).toLowerCase()}${prefix.slice(1)}${rest}`,
  'double-encoded': `/${[...prefix].map((c) => `%25${hex(c)}`).join('')}${rest}`,
  'mixed case': `/${[...prefix].map((c, i) => (i % 2 === 0 ? c.toUpperCase() : c)).join('')}${rest}`,
  'trailing slash': `/${prefix}${rest}/`,
  'doubled slash': `//${prefix}${rest}`,
});

const MINUTE_MS = 60_000;
let client = 0;

/** LIMIT + 1 requests with a budget of their own: a new address, or a new borrower. */
async function burst(method: 'GET' | 'POST', url: string, who: 'anonymous' | 'signed in') {
  client += 1;
  const remoteAddress = `198.18.${client >> 8}.${client & 255}`;
  const headers = who === 'signed in' ? { 'x-token': (await demoSession(t.app)).token } : undefined;
  const statuses: number[] = [];
  for (let i = 0; i <= LIMIT; i++) {
    statuses.push((await t.app.inject({ method, url, remoteAddress, headers })).statusCode);
  }
  return statuses;
}

describe.each(['anonymous', 'signed in'] as const)('%s, every API prefix', (who) => {
  it.each(apiSegments.map((prefix) => [prefix]))(
    '/%s in every spelling is limited',
    async (prefix) => {
      const { method, rest } = pathUnder(prefix);
      for (const [name, url] of Object.entries(spellings(prefix, rest))) {
        // The limit's windows are the clock's minutes: a burst that spans a minute's end starts
        // counting afresh, so it is sent again (with a new budget) in the next minute.
        let statuses: number[] = [];
        for (let tries = 0; tries < 2; tries++) {
          const minute = Math.floor(Date.now() / MINUTE_MS);
          statuses = await burst(method, url, who);
          if (Math.floor(Date.now() / MINUTE_MS) === minute) break;
        }
        const exempt = name === 'plain' && PROBES.includes(`/${prefix}${rest}`);
        if (exempt) expect(statuses, `${method} ${url}`).not.toContain(429);
        else {
          expect(statuses.slice(0, LIMIT), `${method} ${url}`).not.toContain(429);
          expect(statuses[LIMIT], `${name}: ${method} ${url}`).toBe(429);
        }
      }
    },
  );
});

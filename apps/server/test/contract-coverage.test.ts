/**
 * The contract and the server agree: every endpoint of the contract has a handler, and every
 * API route the server registers is a contract endpoint or one of the few routes that are
 * not the web app's to call (providers' webhook, sandbox pages, health probe).
 */
import { beforeAll, expect, it } from 'vitest';
import { api } from '@tenor/contract/api';
import { isApiPath } from '@tenor/contract/api-prefixes';
import { gatewayEnv } from './helpers/sms-gateway.ts';
import { useTestApp } from './helpers/test-app.ts';

/** Routes outside the contract, each with its reason. */
const outsideContract = new Set([
  'POST /repay/webhook/:provider', // the payment provider calls it, signed
  'GET /sms/delivery-receipt/vonage', // the SMS gateway's receipts (SMS_PROVIDER=vonage), signed
  'POST /sms/delivery-receipt/vonage',
  'GET /sandbox/gateway', // the sandbox provider's hosted payment page (demo)
  'GET /sandbox/gateway.css',
  'POST /sandbox/gateway/pay',
  'POST /sandbox/gateway/cancel',
  'GET /sandbox/enach', // the sandbox bank's e-NACH signing page (demo, decision 078)
  'POST /sandbox/enach/sign',
  'POST /sandbox/enach/refuse',
  'GET /sandbox/wallet', // the sandbox wallet's linking page (demo, decision 076)
  'POST /sandbox/wallet/link',
  'POST /sandbox/wallet/refuse',
  'GET /healthz', // the orchestrator's liveness probe
  'GET /readyz', // …and its readiness probe (docs/operations.md)
  'GET /metrics', // Prometheus, behind a token (METRICS_TOKEN)
  'GET /greyer/problem-img/:key', // a complaint image: an <img> source by signed URL, not a call
  // The operators' desk: server-rendered pages for staff (on in demo mode)
  'GET /ops',
  'GET /ops/desk.css',
  'POST /ops/sign-in',
  'POST /ops/sign-out',
  'GET /ops/problems/:id',
  'GET /ops/grievance', // the grievance officer's queue of escalated complaints (decision 063)
  'POST /ops/problems/:id/reply',
  'POST /ops/problems/:id/close',
  'GET /ops/chat',
  'GET /ops/images/:key',
  'GET /ops/contact', // the site's contact messages
  'GET /ops/refunds', // payments given back (repay)
  'POST /ops/refunds/:id/transferred', // a refund given back by transfer (repay)
  'GET /ops/consents', // a borrower's consent ledger (loans, decision 056)
  'GET /ops/consents/export.:format', // …downloaded as JSON or CSV
  'GET /ops/data-requests', // the queue of data requests (rights, decision 064)
  'POST /ops/data-requests/:id/answer', // …and an answer recorded
  'GET /ops/offers', // marketing SMS offer campaigns and their counts (offers, decision 065)
  'POST /ops/offers', // …and a campaign scheduled
  'POST /ops/offers/:id/stop', // …and one stopped
]);

const registered: string[] = [];
const t = useTestApp({
  env: {
    METRICS_TOKEN: 'a-metrics-token-for-coverage-01',
    // With the gateway, so its receipt route is registered too (nothing is sent).
    SMS_PROVIDER: 'vonage',
    ...gatewayEnv('https://sms.gateway.invalid/sms/json'),
  },
  onRoute: ({ method, url }) => {
    for (const m of [method].flat()) if (m !== 'HEAD') registered.push(`${m} ${url}`);
  },
});
beforeAll(async () => {
  await t.app.ready();
});

const endpoints = Object.values(api).flatMap((area) => Object.values(area));

it('has a handler for every contract endpoint', () => {
  const missing = endpoints
    .filter((e) => !t.app.hasRoute({ method: e.method, url: e.path }))
    .map((e) => `${e.method} ${e.path}`);
  expect(missing).toEqual([]);
});

it('registers no API route outside the contract but the listed ones', () => {
  const contract = new Set(endpoints.map((e) => `${e.method} ${e.path}`));
  const strays = registered
    .filter((r) => isApiPath(r.split(' ')[1] ?? ''))
    .filter((r) => !contract.has(r) && !outsideContract.has(r));
  expect(strays).toEqual([]);
  for (const r of outsideContract) expect(registered).toContain(r);
});

/**
 * Each page's data is declared once (src/shared/page/page-data.ts): the server renders with
 * the route's `data`, the browser reads through it. This holds the two together: every page
 * is rendered as it hydrates — its declared reads answered and in the cache, as the server
 * ships them — and must read exactly those: no other query, nothing fetched again, and no
 * declared read left unread (the server would fetch it for nothing).
 */
import { act, cleanup, render } from '@testing-library/react';
import {
  QueryClientProvider,
  type FetchQueryOptions,
  type QueryClient,
} from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { EndpointDef } from '@tenor/contract/endpoint';
import * as care from '@tenor/contract/endpoints/care';
import * as loans from '@tenor/contract/endpoints/loans';
import * as repay from '@tenor/contract/endpoints/repay';
import * as rights from '@tenor/contract/endpoints/rights';
import { parsePageParams } from '@tenor/contract/page-params';
import { type PageKey, pagePaths } from '@tenor/contract/paths';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../shared/http/query-client.ts';
import { cleanUp, envelope, fakeServer, startSession } from '../test/test-kit.tsx';
import { exampleOf } from '../test/example-of.ts';
import { pageRoutes, preloadRoute } from './router.tsx';
import { loadTexts } from './texts.ts';

/** Each page's address query: what its parameters need. */
const links: Partial<Record<PageKey, string>> = {
  loanDetails: 'orderId=9&productId=2',
  autopay: 'orderId=9&productId=2',
  complainDetails: 'problemId=5',
  installmentRepay: 'orderId=9&productId=2',
  repayDelay: 'orderId=9&productId=2',
  loanStatement: 'orderId=9&productId=2',
  repayReceipt: 'orderId=9&productId=2&vcode=VC1',
  repay: 'amount=1307000&display=0&orderId=9&productId=2',
  repayQris: 'amount=1307000&display=0&orderId=9&productId=2',
  repayEwallet: 'amount=1307000&display=0&orderId=9&productId=2&wallet=DANA',
  cardRepay: 'amount=1307000&orderId=9&productId=2',
  loanAgreement: 'productId=2',
  confirmLoan: 'productId=2',
};

/**
 * Answers where an example would not show the whole page (India's UPI, Indonesia's QRIS, for
 * the link's amount).
 */
const answers: Record<string, (example: Record<string, unknown>) => unknown> = {
  [repay.initPayType.path]: (example) => ({
    ...example,
    channels: ['upi', 'qris', 'ewallet'],
    payable: { ...(example.payable as object), amount: 1_307_000 },
  }),
};

/**
 * Reads a page starts once it shows, never part of its HTML, by key prefix: the watch on an
 * open bill (it polls the bill's status), and Indonesia's account for the chosen bank (the
 * choice can be one saved on the phone, so the server renders it loading).
 */
const later: Record<string, readonly (readonly unknown[])[]> = {
  // The order's documents (decision 059): their links last an hour, so never in the HTML.
  // …and the link to the KFS the order was confirmed with (decision 056), a line under the order.
  // …and today's payoff quote or the closure certificate (decision 061): read afresh each visit.
  // …and the payment reminders sent about a paid-out order (decision 062).
  // …and an Indian loan's UPI AutoPay card (decision 072).
  'loanDetails:1': [
    ['loans', 'documents'],
    ['loans', 'kfs'],
    ['loans', 'payoff'],
    ['loans', 'closure'],
    ['loans', 'reminders'],
    ['loans', 'autopay'],
  ],
  'loanDetails:2': [
    ['loans', 'documents'],
    ['loans', 'kfs'],
    ['loans', 'payoff'],
    ['loans', 'closure'],
    ['loans', 'reminders'],
  ],
  'repay:1': [['repay', 'bill']],
  'repayQris:1': [['repay', 'bill']],
  'repayQris:2': [['repay', 'bill']],
  'repayEwallet:1': [['repay', 'bill']],
  'repayEwallet:2': [['repay', 'bill']],
  'repay:2': [
    ['repay', 'bill'],
    ['repay', 'vcode'],
  ],
};
/** A read of an order is keyed after the order (order-keys.ts): its own part follows. */
const ownPart = (key: readonly unknown[]) => (key[0] === 'order' ? key.slice(2) : key);
const isLater = (page: string, key: readonly unknown[]) =>
  (later[page] ?? []).some((prefix) => prefix.every((part, i) => ownPart(key)[i] === part));

/** Every endpoint the pages call, by path, with its response schema. */
const endpoints = (
  [
    ...Object.values(care),
    ...Object.values(loans),
    ...Object.values(repay),
    ...Object.values(rights),
  ] as unknown[]
).filter(
  (e): e is EndpointDef => typeof e === 'object' && e !== null && 'path' in e && 'response' in e,
);

/** Every endpoint answers an example of its response. */
function exampleServer() {
  return fakeServer(
    Object.fromEntries(
      endpoints.map((e) => [
        e.path,
        () => {
          const example = exampleOf(e.response) as Record<string, unknown>;
          return envelope(answers[e.path]?.(example) ?? example);
        },
      ]),
    ),
  );
}

const keysOf = (client: QueryClient, page: string) =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => !isLater(page, q.queryKey))
    .map((q) => q.queryHash);

async function renderHydrated(key: PageKey, languageType: string) {
  startSession(languageType);
  const path = pagePaths[key];
  const search = links[key] ?? '';
  const module = await preloadRoute(path);
  await loadTexts('common');
  const data = module.data;
  expect(data?.page).toBe(key);
  if (!data) throw new Error('no data');
  const params = parsePageParams(key, new URLSearchParams(search));
  if (!params) throw new Error(`${key}: the test's link is not valid`);
  exampleServer();
  const client = createQueryClient();
  // What the server does (entry-server.tsx): fetch the declared reads into the cache.
  const declared = Object.values(data.queries(params as never));
  if (data.onServer)
    await Promise.all(declared.map((q) => client.fetchQuery(q as FetchQueryOptions)));
  const router = createMemoryRouter([{ path, Component: module.Component }], {
    initialEntries: [`${path}?${search}`],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
  return { client, declared };
}

const withData = (Object.keys(pageRoutes) as PageKey[]).filter((key) => key !== 'testPreview');

describe('a page reads exactly the data it declares', () => {
  afterEach(() => {
    cleanup();
    cleanUp();
  });

  for (const [key, languageType] of [
    ...withData.map((key) => [key, '1'] as const),
    ['repay', '2'] as const, // Indonesia's page
  ]) {
    it(`${key} (languageType ${languageType})`, async () => {
      const module = await preloadRoute(pagePaths[key]);
      if (!module.data) {
        // A page without a declaration reads nothing on its first view.
        startSession(languageType);
        const server = exampleServer();
        const router = createMemoryRouter([{ path: pagePaths[key], Component: module.Component }], {
          initialEntries: [`${pagePaths[key]}?${links[key] ?? ''}`],
        });
        render(
          <QueryClientProvider client={createQueryClient()}>
            <RouterProvider router={router} />
          </QueryClientProvider>,
        );
        await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
        expect(server.calls.map((c) => c.path)).toEqual([]);
        return;
      }
      const { client, declared } = await renderHydrated(key, languageType);
      const declaredKeys = declared.map((q) => client.getQueryCache().build(client, q).queryHash);
      // No query beyond the declared ones, none of them read twice when the server sent it…
      expect(keysOf(client, `${key}:${languageType}`).sort()).toEqual([...declaredKeys].sort());
      // …and every declared one read by the page.
      for (const q of declared) {
        const query = client.getQueryCache().find({ queryKey: q.queryKey, exact: true });
        const name = JSON.stringify(q.queryKey);
        expect(query?.getObserversCount(), name).toBeGreaterThan(0);
        if (module.data.onServer) {
          expect(query?.state.dataUpdateCount, name).toBe(1);
          expect(query?.state.fetchStatus, name).toBe('idle');
        }
      }
    });
  }
});

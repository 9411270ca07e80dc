/**
 * Each page's data is declared once (src/shared/page/page-data.ts): the server renders with
 * the route's `data`, the browser reads through it. This holds the two together: every page
 * is rendered as it hydrates — its declared reads answered and in the cache, as the server
 * ships them — and must read exactly those: no other query, nothing fetched again, and no
 * declared read left unread (the server would fetch it for nothing).
 */
import { act, cleanup, render, waitFor } from '@testing-library/react';
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
import { memoryHistory, Router } from '../lib/navigation.tsx';
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
 * the link's amount), or would change as it shows.
 */
const answers: Record<string, (example: Record<string, unknown>) => unknown> = {
  // An exit still open (an ended one reads the order again, decision 058).
  [loans.loanDetails.path]: (example) => ({
    ...example,
    exit: { ...(example.exit as object), until: new Date(Date.now() + 86_400_000).toISOString() },
  }),
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
    // A read not made for this page (`skipToken`: a card's read of another kind of order) is none.
    .filter((q) => !isLater(page, q.queryKey) && !q.isDisabled())
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
  const first = data.queries(params as never);
  const declared = Object.values(first);
  if (data.onServer) {
    const fetched = await Promise.all(
      declared.map((q) => client.fetchQuery(q as FetchQueryOptions)),
    );
    // …then the cards under the first view, from what it answered.
    const below = (await data.below?.())?.(
      Object.fromEntries(Object.keys(first).map((name, i) => [name, fetched[i]])) as never,
    );
    for (const q of Object.values(below ?? {})) {
      await client.fetchQuery({ ...(q as FetchQueryOptions), gcTime: Infinity });
      declared.push(q);
    }
  }
  render(
    <QueryClientProvider client={client}>
      <Router history={memoryHistory(`${path}?${search}`)}>
        <module.Component />
      </Router>
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
        render(
          <QueryClientProvider client={createQueryClient()}>
            <Router history={memoryHistory(`${pagePaths[key]}?${links[key] ?? ''}`)}>
              <module.Component />
            </Router>
          </QueryClientProvider>,
        );
        await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
        expect(server.calls.map((c) => c.path)).toEqual([]);
        return;
      }
      const { client, declared } = await renderHydrated(key, languageType);
      // A part below the first view may still be on its way (deferred-part.tsx): it comes.
      const observed = (q: (typeof declared)[number]) =>
        client.getQueryCache().find({ queryKey: q.queryKey, exact: true })?.getObserversCount();
      await waitFor(() => expect(declared.filter((q) => !observed(q))).toEqual([]), {
        timeout: 5000,
      });
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

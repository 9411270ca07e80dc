import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { orderKey } from './order-keys.ts';
import { orderChanged, refreshOrders } from './order-sync.ts';

/** A cache holding loan details (off screen), a receipt and a plan (on screen) of order 7, and order 8's details. */
function cache() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const calls: string[] = [];
  const read = (key: readonly unknown[], name: string) => ({
    queryKey: key,
    queryFn: async () => {
      calls.push(name);
      return name;
    },
  });
  const details = read([...orderKey(7), 'loans', 'details'], 'details');
  const receipt = read([...orderKey(7), 'repay', 'receipt'], 'receipt');
  const plan = read([...orderKey(7), 'repay', 'instalments'], 'plan');
  const other = read([...orderKey(8), 'loans', 'details'], 'other');
  client.setQueryData(details.queryKey, 'details');
  client.setQueryData(other.queryKey, 'other');
  for (const shown of [receipt, plan]) {
    client.setQueryData(shown.queryKey, shown.queryKey.at(-1));
    new QueryObserver(client, shown).subscribe(() => {});
  }
  return { client, calls, details, receipt, plan, other };
}

describe('orderChanged', () => {
  it('drops the views of the order not on screen and asks again for those on screen, but the one that told', async () => {
    const { client, calls, details, receipt, other } = cache();
    orderChanged(client, 7, receipt.queryKey);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.getQueryData(details.queryKey)).toBeUndefined();
    expect(calls).toEqual(['plan']);
    // Another order is untouched.
    expect(client.getQueryData(other.queryKey)).toBe('other');
    expect(client.getQueryState(other.queryKey)?.isInvalidated).toBe(false);
  });
});

describe('refreshOrders', () => {
  it('from the back-forward cache: every order view shows its loading state and asks again', async () => {
    const { client, calls, receipt, other } = cache();
    refreshOrders(client, true);
    expect(client.getQueryState(other.queryKey)?.status).toBe('pending');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.sort()).toEqual(['plan', 'receipt']);
    expect(client.getQueryData(receipt.queryKey)).toBe('receipt');
  });

  it('brought back to the front: views on screen ask again, the others are stale', async () => {
    const { client, calls, details } = cache();
    refreshOrders(client, false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.sort()).toEqual(['plan', 'receipt']);
    expect(client.getQueryData(details.queryKey)).toBe('details');
    expect(client.getQueryState(details.queryKey)?.isInvalidated).toBe(true);
  });
});

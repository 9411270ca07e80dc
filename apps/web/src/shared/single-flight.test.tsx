import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useRef, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './http/query-client.ts';
import { useSingleFlight } from './single-flight.ts';

function deferred() {
  let resolve: (value: string) => void = () => {};
  const promise = new Promise<string>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

describe('useSingleFlight', () => {
  it('runs a tap made offline at once, so it fails with a word and the next tap is taken', async () => {
    const runs: number[] = [];
    onlineManager.setOnline(false);
    try {
      const { result } = renderHook(
        () =>
          useSingleFlight({
            mutationFn: async (n: number) => {
              runs.push(n);
              throw new Error('offline');
            },
          }),
        { wrapper },
      );
      await act(async () => result.current.run(1));
      expect(runs).toEqual([1]);
      await waitFor(() => expect(result.current.isError).toBe(true));
      await act(async () => result.current.run(2));
      expect(runs).toEqual([1, 2]);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('ignores a second tap while the first runs, and takes the next one after', async () => {
    const runs: number[] = [];
    let gate = deferred();
    const { result } = renderHook(
      () =>
        useSingleFlight({
          mutationFn: (n: number) => {
            runs.push(n);
            return gate.promise;
          },
        }),
      { wrapper },
    );
    await act(async () => {
      // A double tap: both land before the next render.
      result.current.run(1);
      result.current.run(2);
    });
    expect(runs).toEqual([1]);
    await act(async () => gate.resolve('done'));
    // Settled (the lock let go) a few promise turns after the answer.
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    gate = deferred();
    await act(async () => result.current.run(3));
    expect(runs).toEqual([1, 3]);
    await act(async () => gate.resolve('done'));
  });

  it('with a shared lock, one mutation in flight holds the others back', async () => {
    const runs: string[] = [];
    const gate = deferred();
    const { result } = renderHook(
      () => {
        const lock = useRef(false);
        const card = useSingleFlight(
          {
            mutationFn: () => {
              runs.push('card');
              return gate.promise;
            },
          },
          lock,
        );
        const gateway = useSingleFlight(
          {
            mutationFn: async () => {
              runs.push('gateway');
            },
          },
          lock,
        );
        return { card, gateway };
      },
      { wrapper },
    );
    await act(async () => {
      result.current.card.run(undefined);
      result.current.gateway.run(undefined);
    });
    expect(runs).toEqual(['card']);
    await act(async () => gate.resolve('paid'));
    await waitFor(() => expect(result.current.card.isSuccess).toBe(true));
    await act(async () => result.current.gateway.run(undefined));
    expect(runs).toEqual(['card', 'gateway']);
  });
});

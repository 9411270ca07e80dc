import { useLayoutEffect, useRef } from 'react';
import {
  type MutateOptions,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
} from '@tanstack/react-query';

/** Held while a run is in flight; share one between mutations that must not overlap. */
export type FlightLock = { current: boolean };

export type SingleFlight<TData, TVariables> = UseMutationResult<TData, Error, TVariables> & {
  /** Starts the mutation unless one holding the same lock is still in flight. */
  run: (variables: TVariables, callbacks?: MutateOptions<TData, Error, TVariables>) => void;
};

/**
 * A mutation that runs once at a time: a tap while it is in flight is ignored. The lock is
 * a ref, taken at the tap, because the mutation's own `isPending` only arrives with the
 * next render — a double tap lands before it. Applying, paying or opening a link twice is
 * worse than ignoring a tap. Pass a shared `lock` where several mutations of one page
 * must not overlap (a card payment and the gateway).
 */
export function useSingleFlight<TData, TVariables>(
  options: UseMutationOptions<TData, Error, TVariables>,
  lock?: FlightLock,
): SingleFlight<TData, TVariables> {
  const own = useRef(false);
  const held = lock ?? own;
  // The tap's own callbacks run from the mutation's, not from `mutate`'s: those need the
  // component subscribed to the mutation, which Preact does in an effect after the paint
  // (decision 080) — a tap right after the page appeared, answered before that, would lose its
  // `onSuccess` (no navigation, no receipt). Still only while the component is mounted.
  const callbacks = useRef<MutateOptions<TData, Error, TVariables> | undefined>(undefined);
  const mounted = useRef(false);
  useLayoutEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const ours = () => (mounted.current ? callbacks.current : undefined);
  const mutation = useMutation<TData, Error, TVariables>({
    ...options,
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await ours()?.onSuccess?.(...args);
    },
    onError: async (...args) => {
      await options.onError?.(...args);
      await ours()?.onError?.(...args);
    },
    onSettled: async (...args) => {
      held.current = false;
      await options.onSettled?.(...args);
      await ours()?.onSettled?.(...args);
    },
  });
  const run = (variables: TVariables, tap?: MutateOptions<TData, Error, TVariables>) => {
    if (held.current) return;
    held.current = true;
    callbacks.current = tap;
    mutation.mutate(variables);
  };
  return { ...mutation, run };
}

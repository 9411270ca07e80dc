import { useRef } from 'react';
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
  const mutation = useMutation<TData, Error, TVariables>({
    ...options,
    onSettled: (...args) => {
      held.current = false;
      return options.onSettled?.(...args);
    },
  });
  const run = (variables: TVariables, callbacks?: MutateOptions<TData, Error, TVariables>) => {
    if (held.current) return;
    held.current = true;
    mutation.mutate(variables, callbacks);
  };
  return { ...mutation, run };
}

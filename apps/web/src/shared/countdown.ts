import { useCallback, useEffect, useState } from 'react';

/**
 * The one countdown of the app: the SMS-code button (docs/screens.md "Card repayment", 60 s) and the expiry of a
 * virtual account both count down to a moment in time. Counting to a deadline (rather than
 * decrementing a number) keeps the figure right when the page was in the background and
 * the timer fired late.
 */

/** Whole seconds from `now` until `deadline` (both epoch ms), rounded up, never below 0. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** `HH:mm:ss` for a number of seconds (hours keep counting past 24). */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** Whole days and the `HH:mm:ss` left over, for a countdown of more than a day. */
export function daysAndClock(seconds: number): { days: number; clock: string } {
  const s = Math.max(0, Math.floor(seconds));
  return { days: Math.floor(s / 86_400), clock: clockText(s % 86_400) };
}

const TICK_MS = 250;

export interface Countdown {
  /** Seconds left; 0 when not counting. */
  left: number;
  counting: boolean;
  /** Counts `seconds` from now (again from the top if it was already counting). */
  start: (seconds: number) => void;
  /** Stops and clears the countdown. */
  reset: () => void;
}

/**
 * A countdown to a deadline, re-rendering as the seconds change. `initialDeadline` (epoch
 * ms, e.g. an expiry time from the server) counts from the first render; key the component
 * by it when it can change. `start` and `reset` belong in event handlers.
 */
export function useCountdown(initialDeadline: number | null = null): Countdown {
  const [state, setState] = useState(() => ({
    deadline: initialDeadline,
    left: initialDeadline === null ? 0 : secondsLeft(initialDeadline, Date.now()),
  }));
  const { deadline } = state;

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const left = secondsLeft(deadline, Date.now());
      setState((prev) =>
        prev.deadline === deadline && prev.left !== left ? { deadline, left } : prev,
      );
      if (left === 0) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const now = Date.now();
    const until = now + seconds * 1000;
    setState({ deadline: until, left: secondsLeft(until, now) });
  }, []);
  const reset = useCallback(() => setState({ deadline: null, left: 0 }), []);

  return { left: state.left, counting: state.left > 0, start, reset };
}

import { useEffect } from 'react';
import { useHydrated } from '../use-hydrated.ts';

/** The controls /boot.js kept a tap on, in order, while the app was not ready (decision 050). */
const holder = globalThis as { tenorEarlyTaps?: Element[] };

/** The attribute that marks a control the app has not taken over yet (read by /boot.js). */
const MARK = 'data-early-tap';

/**
 * Replays the kept taps in order, each once, when the app has taken their controls over (the
 * mark is gone), a task apart so each acts on what the one before it changed (the consent box,
 * then Confirm). A control still waiting (a part hydrated later) replays them when it is ready.
 */
function replayEarlyTaps(): void {
  const kept = holder.tenorEarlyTaps;
  const next = kept?.[0];
  if (replaying || kept === undefined || next === undefined || next.hasAttribute(MARK)) return;
  kept.shift();
  if (next.isConnected && next instanceof HTMLElement) next.click();
  // Every control that became ready in this render asks too: the next waits for the task after.
  replaying = true;
  setTimeout(() => {
    replaying = false;
    replayEarlyTaps();
  }, 0);
}
let replaying = false;

export interface UntilReady {
  /** False until the app has taken over the server-rendered control (use-hydrated.ts). */
  ready: boolean;
  /** Spread on the control (after its own `aria-busy`): marks it as waiting, for /boot.js too. */
  marks: { [MARK]?: ''; 'aria-busy'?: true };
}

/**
 * A control that needs the app to act (decision 050): on a server-rendered page it is marked
 * until the app has taken it over, so /boot.js holds back every tap on it and keeps the first;
 * the control shows as busy meanwhile (its caller's look: `aria-busy` and the spinner for a
 * button), and the kept taps are replayed once the app is ready, so each first tap acts
 * exactly once. Rendered in the browser from the start, a control is ready at once.
 */
export function useUntilReady(): UntilReady {
  const ready = useHydrated();
  useEffect(() => {
    if (ready) replayEarlyTaps();
  }, [ready]);
  return { ready, marks: ready ? {} : { [MARK]: '', 'aria-busy': true } };
}

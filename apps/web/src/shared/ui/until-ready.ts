import { useEffect } from 'react';
import { useHydrated } from '../use-hydrated.ts';

/** The control /boot.js kept the first tap on while the app was not ready (decision 050). */
const holder = globalThis as { tenorEarlyTap?: Element };

/** The attribute that marks a control the app has not taken over yet (read by /boot.js). */
const MARK = 'data-early-tap';

/**
 * Taps the kept control, once, when the app has taken it over (its mark is gone); a control
 * still waiting (a part hydrated later) replays it itself when it is ready.
 */
function replayEarlyTap(): void {
  const kept = holder.tenorEarlyTap;
  if (kept === undefined || kept.hasAttribute(MARK)) return;
  delete holder.tenorEarlyTap;
  if (kept.isConnected && kept instanceof HTMLElement) kept.click();
}

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
 * button), and the kept tap is replayed once when the app is ready, so that first tap acts
 * exactly once. Rendered in the browser from the start, a control is ready at once.
 */
export function useUntilReady(): UntilReady {
  const ready = useHydrated();
  useEffect(() => {
    if (ready) replayEarlyTap();
  }, [ready]);
  return { ready, marks: ready ? {} : { [MARK]: '', 'aria-busy': true } };
}

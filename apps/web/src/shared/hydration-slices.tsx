import { Children, type ReactNode, Suspense, useLayoutEffect, useState } from 'react';
import { nextTask } from '../lib/next-task.ts';
import { IdScope } from './id-scope.tsx';
import { useHydrated } from './use-hydrated.ts';
import styles from './deferred-part.module.css';

/**
 * Hydration in slices (issue 42, point 2). Preact hydrates a page in one task, inside
 * `hydrateRoot`: 150–400 ms on the slow phone, a tap meanwhile waits for all of it. A `Slice`
 * of the page is left as the server drew it during that task and hydrated in a task of its
 * own after it, one slice per task in the order they were met, so a tap waits at most for
 * one slice. The page counts as started (`<html data-ready>`) once every slice is hydrated:
 * until then a slice's controls are still marked as waiting, and /boot.js keeps a tap on them
 * for the app to replay (decision 050).
 *
 * A slice counts its ids on its own (`IdScope`): it hydrates after the rest of the page.
 * A slice renders one element (`display: contents`): Preact keeps a suspended part's server
 * markup only as far as its first node (decision 080). Rendered on the server, in the unit
 * tests or after the page has started, a slice is only that element.
 */

interface Turn {
  done: boolean;
  promise: Promise<void>;
  resolve: () => void;
}

const queue: Turn[] = [];
let turns: Promise<void> | null = null;
let hydrated: Promise<void> = Promise.resolve();

/** Hydrates with `hydrate` (Preact's `hydrateRoot`, which returns once the rest is queued), then each slice met, a task apart. */
export function hydrateInSlices(hydrate: () => void): Promise<void> {
  passStarts();
  hydrate();
  passEnds();
  hydrated = turns ?? Promise.resolve();
  return hydrated;
}

/** Settles once every slice met while the page hydrated is hydrated (at once when there was none). */
export const slicesHydrated = (): Promise<void> => hydrated;

/**
 * Each pass of hydration, the page's and each slice's, between two events: Preact mends a
 * mismatch instead of reporting it, and the hydration check of e2e/tests/ssr.spec.ts records
 * what changed in between (e2e/ssr.ts).
 */
const passStarts = () => document.dispatchEvent(new Event('tenor:hydrating'));
const passEnds = () => document.dispatchEvent(new Event('tenor:hydrated'));

async function giveTurns(): Promise<void> {
  try {
    // A turn a task: its slice hydrates in the microtasks after it, and may hold slices of
    // its own, which join the queue before the next.
    for (;;) {
      await nextTask();
      const turn = queue.shift();
      if (turn === undefined) return;
      passStarts();
      turn.done = true;
      turn.resolve();
    }
  } finally {
    turns = null;
  }
}

function takeTurn(): Turn {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  const turn = { done: false, promise, resolve };
  queue.push(turn);
  turns ??= giveTurns();
  return turn;
}

/** A part of the page hydrated in a task of its own (above). */
export function Slice({ children }: { children: ReactNode }) {
  // Hydrating: the page's first pass, or a part whose code came later (deferred-part.tsx).
  const hydrating = !useHydrated() && !import.meta.env.SSR;
  // Both from the first render: a slice hydrates once, as the server drew it. Its parent may
  // render it anew before its turn (a draft read from the phone, an answer refreshed), and
  // Preact, hydrating, mends a text but sets no attribute: it hydrates what was drawn, then
  // renders what it is now.
  const [turn] = useState(() => (hydrating ? takeTurn() : null));
  const [drawn] = useState(children);
  return (
    <IdScope>
      <Suspense fallback={null}>
        <Waiting turn={turn} drawn={drawn}>
          {children}
        </Waiting>
      </Suspense>
    </IdScope>
  );
}

/** Each child a slice of its own, in order (a column of cards). */
export function Slices({ children }: { children: ReactNode }) {
  return Children.map(children, (child) => <Slice>{child}</Slice>);
}

function Waiting({
  turn,
  drawn,
  children,
}: {
  turn: Turn | null;
  drawn: ReactNode;
  children: ReactNode;
}) {
  if (turn !== null && !turn.done) throw turn.promise;
  const [hydrated, setHydrated] = useState(turn === null);
  useLayoutEffect(() => {
    // Once, right after hydrating: Preact skips the parts whose elements did not change.
    if (hydrated) return;
    passEnds();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the render after hydration
    setHydrated(true);
  }, [hydrated]);
  return <div className={styles.part}>{hydrated ? children : drawn}</div>;
}

import { useCallback, useRef, useState } from 'react';

const motion = (): ScrollBehavior =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === false ? 'smooth' : 'auto';

/**
 * What a blocked primary action leads to (button.tsx `blocked`): the control that is missing,
 * scrolled into the middle of the screen and focused, so the borrower, a keyboard or a screen
 * reader continues from there. `led` says the borrower was sent here: the target's short hint
 * shows until `done` (the missing thing is given).
 */
export function useLeadTarget<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [led, setLed] = useState(false);
  const lead = useCallback(() => {
    const target = ref.current;
    if (target === null) return;
    // Not every engine scrolls an element into view (a test's DOM): the focus still moves.
    target.scrollIntoView?.({ behavior: motion(), block: 'center' });
    target.focus({ preventScroll: true });
    setLed(true);
  }, []);
  const done = useCallback(() => setLed(false), []);
  return { ref, led, lead, done };
}

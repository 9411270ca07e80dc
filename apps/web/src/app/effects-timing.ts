import { options } from 'preact';

/**
 * Effects run right after the render that scheduled them, before the next task (decision 080).
 * Preact runs `useEffect` after the next frame (a requestAnimationFrame, or 35 ms): a tap in
 * between met the page as it was before the effect — a dialog not yet shown, a form not yet
 * remounted, a replayed early tap acting on a control whose state an effect sets. React runs
 * the effects of a tap's render before the next event; this does the same for every render,
 * at the end of the task that rendered (a microtask), so the order of taps and effects is the
 * one the app was written for. Imported first by the browser's starts and by the unit tests.
 */
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

import '../effects-timing.ts';
import { startTransition } from 'react';
import { keepTypedFields } from '../../features/promo/typed-before-start.ts';
import { nextTask } from '../../lib/next-task.ts';
import { PromoRoot, type PromoStart } from './promo-root.tsx';

/**
 * The landing's start, once its entry has run React and React DOM: the first render, or the
 * hydration of the server's markup when `rendered` (decision 013).
 */
export async function startLanding(
  container: HTMLElement,
  start: PromoStart,
  rendered: boolean,
): Promise<void> {
  // React DOM has run already, in a task of its own (promo/main.tsx): this only takes its
  // exports. Imported statically, it would be built into this module's file and run with it.
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  const app = <PromoRoot start={start} />;
  if (!rendered) {
    createRoot(container).render(app);
    return;
  }
  // Rendered by the server: hydrate in short slices after this module's task, keeping what
  // the visitor typed into the form meanwhile.
  await nextTask();
  keepTypedFields(container);
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

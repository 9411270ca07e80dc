import { useCallback, useEffect, useState } from 'react';
import { fetchTemplate, type LandingTemplate } from './api/channel-template.ts';

export type TemplateState =
  | { status: 'ready'; template: LandingTemplate }
  | { status: 'loading' }
  /** No template id in the address. */
  | { status: 'missing' }
  /** The server refused (an unknown template) or could not be reached (worth a retry). */
  | { status: 'failed'; message: string; retryable: boolean };

type Loaded = { id: number; state: TemplateState };

/** The landing's template: the one the server rendered the page with, else fetched in the browser. */
export function useLandingTemplate(
  id: number | undefined,
  rendered: LandingTemplate | null,
): { state: TemplateState; retry: () => void } {
  const [loaded, setLoaded] = useState<Loaded | null>(() =>
    rendered ? { id: rendered.id, state: { status: 'ready', template: rendered } } : null,
  );
  const [attempt, setAttempt] = useState(0);
  const known = loaded !== null && loaded.id === id;

  useEffect(() => {
    if (id === undefined || known) return;
    const controller = new AbortController();
    void fetchTemplate(id, { signal: controller.signal }).then((result) => {
      if (result.ok) setLoaded({ id, state: { status: 'ready', template: result.data } });
      else if (result.kind !== 'aborted') {
        const retryable = result.kind !== 'server';
        setLoaded({ id, state: { status: 'failed', message: result.message, retryable } });
      }
    });
    return () => controller.abort();
  }, [id, known, attempt]);

  const retry = useCallback(() => {
    setLoaded(null);
    setAttempt((n) => n + 1);
  }, []);

  if (id === undefined) return { state: { status: 'missing' }, retry };
  return { state: known ? loaded.state : { status: 'loading' }, retry };
}

import type { ReactNode } from 'react';
import { Button } from '../../../shared/ui/button.tsx';

/** A sandbox action's button and the live line that says how it went. */
export function SandboxAction({
  busy,
  onClick,
  result,
  resultTestId,
  children,
}: {
  busy: boolean;
  onClick: () => void;
  result: string;
  resultTestId: string;
  children: ReactNode;
}) {
  return (
    <>
      <Button variant="secondary" busy={busy} onClick={onClick}>
        {children}
      </Button>
      <p className="muted" aria-live="polite" data-testid={resultTestId}>
        {result}
      </p>
    </>
  );
}

/**
 * Reads a list on request, so the page opens without a call the preview does not need yet:
 * the first tap turns the read on (`onRead`), each later one reads again.
 */
export function ReadButton({
  reading,
  query,
  onRead,
  children,
}: {
  reading: boolean;
  query: { isFetching: boolean; refetch: () => Promise<unknown> };
  onRead: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="secondary"
      busy={query.isFetching}
      onClick={() => (reading ? void query.refetch() : onRead())}
    >
      {children}
    </Button>
  );
}

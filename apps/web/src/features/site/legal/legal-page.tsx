import type { PageKey } from '@tenor/contract/paths';
import type { ReactNode } from 'react';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { LegalDocument } from './legal-document.tsx';
import { type LegalPage, useLegalText } from './legal-texts.ts';

/** A public legal page: no session needed, its text in the reader's language and market. */
export function LegalTextPage({
  page,
  route,
  after,
}: {
  page: LegalPage;
  route: PageKey;
  /** What the page shows under its text (About us: the lenders, decision 066). */
  after?: ReactNode;
}) {
  const doc = useLegalText(page);
  return (
    <PageRoute page={route} title={doc.title} needsSession={false}>
      {() => (
        <>
          <LegalDocument doc={doc} testId={`legal-${page}`} />
          {after}
        </>
      )}
    </PageRoute>
  );
}

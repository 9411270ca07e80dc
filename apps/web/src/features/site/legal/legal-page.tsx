import type { PageKey } from '@tenor/contract/paths';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { LegalDocument } from './legal-document.tsx';
import { type LegalPage, useLegalText } from './legal-texts.ts';

/** A public legal page: no session needed, its text in the reader's language and market. */
export function LegalTextPage({ page, route }: { page: LegalPage; route: PageKey }) {
  const doc = useLegalText(page);
  return (
    <PageRoute page={route} title={doc.title} needsSession={false}>
      {() => <LegalDocument doc={doc} testId={`legal-${page}`} />}
    </PageRoute>
  );
}

import { queryOptions } from '@tanstack/react-query';
import { AGREEMENT_PAGE_META } from '@tenor/contract/agreement-page';

/** How long an agreement may take to arrive (read, and in its frame) before it counts as failed. */
export const AGREEMENT_TIMEOUT_MS = 20_000;

/** What the agreement frame shows: our own page as read (a srcdoc), or `undefined` for another origin's, framed by its address. */
export interface AgreementRead {
  html: string | undefined;
}

/**
 * Whether a page read in the agreement's place is the agreement: ours carry a mark in their
 * head (agreement-page.ts) and a heading; a proxy's error page, any other HTML, has neither.
 */
function isAgreementPage(html: string): boolean {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const mark = doc.head.querySelector(`meta[name="${AGREEMENT_PAGE_META.name}"]`);
  return (
    mark?.getAttribute('content') === AGREEMENT_PAGE_META.content &&
    doc.querySelector('h1') !== null
  );
}

/**
 * The agreement page at `src`, read afresh for each `reading` (an opening of the modal, a
 * retry): nothing of an earlier reading is taken as shown. Our own pages are read, so a
 * dropped connection or an error answer is a failure, never a browser error page in the frame
 * whose load event would pass for the agreement. Another origin's page (the allowlist) cannot
 * be read from here: its frame's load counts (agreement-dialog.tsx). Never retried by itself:
 * the modal offers Retry.
 */
export const agreementPageQuery = (src: string, reading: number) =>
  queryOptions({
    queryKey: ['loans', 'agreement-page', src, reading],
    queryFn: async ({ signal }): Promise<AgreementRead> => {
      if (new URL(src, window.location.href).origin !== window.location.origin) {
        return { html: undefined };
      }
      const res = await fetch(src, { credentials: 'same-origin', signal });
      const type = res.headers.get('content-type') ?? '';
      if (!res.ok || !type.startsWith('text/html')) throw new Error(`agreement ${res.status}`);
      const html = await res.text();
      if (!isAgreementPage(html)) throw new Error('not the agreement');
      return { html };
    },
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

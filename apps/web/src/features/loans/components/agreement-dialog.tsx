import { useEffect, useRef, useState } from 'react';
import { AGREEMENT_PAGE_META } from '@tenor/contract/agreement-page';
import { t } from '../../../shared/i18n.ts';
import { pageUrlContext, safeFrameSrc } from '../../../shared/safe-url.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, dialogStyles } from '../../../shared/ui/dialog.tsx';
import styles from './loan-confirm.module.css';

/** How long an agreement may take to arrive before it counts as failed. */
const FRAME_TIMEOUT_MS = 20_000;

type Agreement =
  | { state: 'loading' }
  | { state: 'failed' }
  /**
   * To show: our own page from the text read (`html`, a srcdoc), another origin's by its
   * address (its content cannot be read from here); `loaded` once the frame has it.
   */
  | { state: 'ready'; html: string | undefined; loaded: boolean; read: number };

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
 * The agreement to show. Our own pages are read first and shown from what was read (a
 * sandboxed `srcdoc` frame): a dropped connection or an error answer is a failure, never a
 * browser error page in the frame whose load event would pass for the agreement. Another
 * origin's page (the allowlist) cannot be read from here: its frame's load counts, within a
 * time limit.
 */
function useAgreement(src: string | null, attempt: number) {
  const key = `${attempt}:${src ?? ''}`;
  // Each reading gets a frame of its own (its key), whose load is that reading's.
  const reads = useRef(0);
  const [result, setResult] = useState<{ key: string; agreement: Agreement }>();
  const agreement: Agreement =
    src === null
      ? { state: 'failed' }
      : result?.key === key
        ? result.agreement
        : { state: 'loading' };
  useEffect(() => {
    if (src === null) return;
    const controller = new AbortController();
    const set = (next: (a: Agreement) => Agreement) =>
      setResult((r) => ({
        key,
        agreement: next(r?.key === key ? r.agreement : { state: 'loading' }),
      }));
    const sameOrigin = new URL(src, window.location.href).origin === window.location.origin;
    if (sameOrigin) {
      fetch(src, { credentials: 'same-origin', signal: controller.signal })
        .then(async (res) => {
          const type = res.headers.get('content-type') ?? '';
          if (!res.ok || !type.startsWith('text/html')) throw new Error(`agreement ${res.status}`);
          const html = await res.text();
          if (!isAgreementPage(html)) throw new Error('not the agreement');
          set(() => ({ state: 'ready', html, loaded: false, read: ++reads.current }));
        })
        .catch(() => {
          if (!controller.signal.aborted) set(() => ({ state: 'failed' }));
        });
    } else {
      set(() => ({ state: 'ready', html: undefined, loaded: false, read: ++reads.current }));
    }
    const timer = setTimeout(() => {
      controller.abort();
      set((a) => (a.state === 'ready' && a.loaded ? a : { state: 'failed' }));
    }, FRAME_TIMEOUT_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [src, key]);
  const loaded = () =>
    setResult((r) =>
      r?.key === key && r.agreement.state === 'ready'
        ? { key, agreement: { ...r.agreement, loaded: true } }
        : r,
    );
  return { agreement, loaded };
}

/**
 * The agreement modal of loan confirm (popTitle, popContent, the agreement page framed).
 * Agree is enabled only once the agreement's own content is in the frame: nobody agrees to
 * what they could not read; a failed load offers a retry instead of an empty frame. The frame
 * is sandboxed with no scripts, forms or navigation of the page; it keeps its origin only so
 * our own agreement page can load its stylesheet. A source that fails the safe URL rules is
 * not framed at all.
 */
export function AgreementDialog({
  open,
  title,
  content,
  url,
  onCancel,
  onAgree,
}: {
  open: boolean;
  title: string;
  content: string;
  url: string;
  onCancel: () => void;
  onAgree: () => void;
}) {
  const src = safeFrameSrc(url, pageUrlContext());
  const [attempt, setAttempt] = useState(0);
  // Each opening reads the agreement afresh: nothing of the last opening is taken as shown.
  const cancel = () => {
    setAttempt((n) => n + 1);
    onCancel();
  };
  const { agreement, loaded } = useAgreement(open ? (src ?? null) : null, attempt);
  const shown = agreement.state === 'ready' && agreement.loaded;
  return (
    <Dialog
      open={open}
      onDismiss={cancel}
      title={title}
      description={content}
      testId="agreement-dialog"
    >
      {agreement.state === 'failed' ? (
        <div className={styles.frameFailed} role="alert">
          <p>{t('loans.confirm.agreementFailed')}</p>
          {src && (
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t('common.retry')}
            </Button>
          )}
        </div>
      ) : (
        src &&
        agreement.state === 'ready' && (
          <iframe
            key={agreement.read}
            className={styles.frame}
            title={title}
            {...(agreement.html === undefined ? { src } : { srcDoc: agreement.html })}
            sandbox="allow-same-origin"
            referrerPolicy="no-referrer"
            onLoad={loaded}
          />
        )
      )}
      {!shown && agreement.state !== 'failed' && (
        <p className={dialogStyles.text} role="status">
          {t('loans.confirm.agreementLoading')}
        </p>
      )}
      <div className={dialogStyles.actions}>
        <Button variant="secondary" onClick={cancel}>
          {t('loans.confirm.cancel')}
        </Button>
        <Button onClick={onAgree} disabled={!shown}>
          {t('loans.confirm.agree')}
        </Button>
      </div>
    </Dialog>
  );
}

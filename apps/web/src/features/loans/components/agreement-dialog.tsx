import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '../../../shared/i18n.ts';
import { pageUrlContext, safeFrameSrc } from '../../../shared/safe-url.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { InlineFailure } from '../../../shared/ui/inline-failure.tsx';
import { Dialog, dialogStyles } from '../../../shared/ui/dialog.tsx';
import { AGREEMENT_TIMEOUT_MS, agreementPageQuery } from '../api/agreement-page.ts';
import styles from './loan-confirm.module.css';

type Agreement =
  | { state: 'loading' }
  | { state: 'failed' }
  /** To show (agreement-page.ts), in a frame of its own (`read`); `loaded` once the frame has it. */
  | { state: 'ready'; html: string | undefined; loaded: boolean; read: string };

/**
 * The agreement to show, read through the query layer (agreement-page.ts). Whatever the
 * origin, the agreement must be in its frame within the time limit, or it failed.
 */
function useAgreement(src: string | null, attempt: number) {
  const client = useQueryClient();
  const key = `${attempt}:${src ?? ''}`;
  const reading = useQuery({ ...agreementPageQuery(src ?? '', attempt), enabled: src !== null });
  // Each reading gets a frame of its own, whose load is that reading's.
  const read = `${key}:${reading.dataUpdatedAt}`;
  const [loadedRead, setLoadedRead] = useState<string>();
  const [lateKey, setLateKey] = useState<string>();
  useEffect(() => {
    if (src === null) return;
    const timer = setTimeout(() => {
      setLateKey(key);
      void client.cancelQueries({ queryKey: agreementPageQuery(src, attempt).queryKey });
    }, AGREEMENT_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [src, attempt, key, client]);
  const loaded = reading.isSuccess && loadedRead === read;
  const agreement: Agreement =
    src === null || reading.isError || (lateKey === key && !loaded)
      ? { state: 'failed' }
      : reading.isSuccess
        ? { state: 'ready', html: reading.data.html, loaded, read }
        : { state: 'loading' };
  return { agreement, loaded: () => setLoadedRead(read) };
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
        <InlineFailure
          message={t('loans.confirm.agreementFailed')}
          onRetry={src ? () => setAttempt((n) => n + 1) : undefined}
        />
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

import { useEffect, useId, useState } from 'react';
import { t } from '../../../shared/i18n.ts';
import { pageUrlContext, safeFrameSrc } from '../../../shared/safe-url.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, dialogStyles } from '../../../shared/ui/dialog.tsx';
import styles from './loan-confirm.module.css';

/** How long a framed agreement from another origin may take before it counts as failed. */
const FRAME_TIMEOUT_MS = 20_000;

type FrameState = 'loading' | 'loaded' | 'failed';

/**
 * Whether the agreement can be shown: our own pages are fetched first, so an error answer
 * (which a frame would show as a blank or error page, and still report as "loaded") counts
 * as a failure; other origins count as loaded when the frame is, within a time limit.
 */
function useFrameState(src: string | null, attempt: number) {
  const key = `${attempt}:${src ?? ''}`;
  const fresh = { key, state: 'loading' as FrameState, checked: false };
  const [result, setResult] = useState(fresh);
  const current = result.key === key ? result : fresh;
  const sameOrigin =
    src !== null && new URL(src, window.location.href).origin === window.location.origin;
  useEffect(() => {
    if (src === null) return;
    let live = true;
    const update = (patch: (r: typeof fresh) => Partial<typeof fresh>) =>
      live &&
      setResult((r) => {
        const base = r.key === key ? r : { key, state: 'loading' as FrameState, checked: false };
        return { ...base, ...patch(base) };
      });
    if (sameOrigin) {
      fetch(src, { credentials: 'same-origin' }).then(
        (res) => update(() => (res.ok ? { checked: true } : { state: 'failed' })),
        () => update(() => ({ state: 'failed' })),
      );
    }
    const timer = setTimeout(
      () => update((r) => (r.state === 'loading' ? { state: 'failed' } : {})),
      FRAME_TIMEOUT_MS,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [src, key, sameOrigin]);
  return {
    state: src === null ? ('failed' as const) : current.state,
    checked: !sameOrigin || current.checked,
    loaded: () => setResult({ ...current, state: 'loaded' }),
  };
}

/**
 * The agreement modal of loan confirm (popTitle, popContent, the agreement page framed).
 * Agree is enabled only once the agreement has loaded: nobody agrees to what they could not
 * read; a failed load offers a retry instead of an empty frame. The frame is sandboxed with
 * no scripts, forms or navigation of the page; it keeps its origin only so our own agreement
 * page can load its stylesheet. A source that fails the safe URL rules is not framed at all.
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
  const titleId = useId();
  const textId = useId();
  const src = safeFrameSrc(url, pageUrlContext());
  const [attempt, setAttempt] = useState(0);
  const frame = useFrameState(open ? (src ?? null) : null, attempt);
  return (
    <Dialog
      open={open}
      onDismiss={onCancel}
      labelledBy={titleId}
      describedBy={textId}
      testId="agreement-dialog"
    >
      <h2 className={dialogStyles.title} id={titleId}>
        {title}
      </h2>
      <p className={dialogStyles.text} id={textId}>
        {content}
      </p>
      {frame.state === 'failed' ? (
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
        frame.checked && (
          <iframe
            key={attempt}
            className={styles.frame}
            title={title}
            src={src}
            sandbox="allow-same-origin"
            referrerPolicy="no-referrer"
            onLoad={frame.loaded}
          />
        )
      )}
      {frame.state === 'loading' && (
        <p className={dialogStyles.text} role="status">
          {t('loans.confirm.agreementLoading')}
        </p>
      )}
      <div className={dialogStyles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('loans.confirm.cancel')}
        </Button>
        <Button onClick={onAgree} disabled={frame.state !== 'loaded'}>
          {t('loans.confirm.agree')}
        </Button>
      </div>
    </Dialog>
  );
}

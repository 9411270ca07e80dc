import { useId } from 'react';
import { t } from '../../../shared/i18n.ts';
import { pageUrlContext, safeFrameSrc } from '../../../shared/safe-url.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, dialogStyles } from '../../../shared/ui/dialog.tsx';
import styles from './loan-confirm.module.css';

/**
 * The agreement modal of loan confirm (popTitle, popContent, the agreement page framed).
 * The frame is sandboxed with no scripts, forms or navigation of the page; it keeps its
 * origin only so our own agreement page can load its stylesheet. A source that fails the
 * safe URL rules is not framed at all.
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
      {src && (
        <iframe
          className={styles.frame}
          title={title}
          src={src}
          sandbox="allow-same-origin"
          referrerPolicy="no-referrer"
        />
      )}
      <div className={dialogStyles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('loans.confirm.cancel')}
        </Button>
        <Button onClick={onAgree}>{t('loans.confirm.agree')}</Button>
      </div>
    </Dialog>
  );
}

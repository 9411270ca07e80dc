import { useId } from 'react';
import { t } from '../../../shared/i18n.ts';
import { Dialog, dialogStyles } from '../../../shared/ui/dialog.tsx';

/** 'Successfully Sent', shown for 1.5 s before the way back to complaint home (the form leaves by itself). */
export function SentDialog({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onDismiss={onDismiss} labelledBy={titleId} testId="sent-dialog">
      <p className={dialogStyles.title} id={titleId} role="status">
        {t('care.form.sent')}
      </p>
    </Dialog>
  );
}

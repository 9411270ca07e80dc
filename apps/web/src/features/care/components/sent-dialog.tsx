import { t } from '../../../shared/i18n.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';

/** 'Successfully Sent', shown for 1.5 s before the way back to complaint home (the form leaves by itself). */
export function SentDialog({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
  return (
    <Dialog
      open={open}
      onDismiss={onDismiss}
      title={t('care.form.sent')}
      status
      testId="sent-dialog"
    />
  );
}

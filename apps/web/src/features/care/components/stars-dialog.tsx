import { t } from '../../../shared/i18n.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { StarChoice } from '../../../shared/ui/star-choice.tsx';

/** A star's name in the care area's words (the chat's dialog and the complaint's card). */
export const starLabel = (n: number) =>
  t(n === 1 ? 'care.rating.starOne' : 'care.rating.starOther', { n });

/** A five-star rating in a dialog, opened by the chatbot's 'Solved'. */
export function StarsDialog({
  open,
  title,
  testId,
  busy,
  chooseMessage,
  onCancel,
  onSend,
}: {
  open: boolean;
  title: string;
  testId: string;
  busy: boolean;
  chooseMessage: string;
  onCancel: () => void;
  onSend: (score: number) => void;
}) {
  return (
    <Dialog open={open} onDismiss={onCancel} title={title} testId={testId}>
      <StarChoice
        groupLabel={t('care.rating.group')}
        starLabel={starLabel}
        cancelLabel={t('care.rating.cancel')}
        sendLabel={t('care.rating.send')}
        chooseMessage={chooseMessage}
        busy={busy}
        onCancel={onCancel}
        onSend={onSend}
      />
    </Dialog>
  );
}

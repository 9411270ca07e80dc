import { useId, useState } from 'react';
import { t } from '../../../shared/i18n.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, dialogStyles } from '../../../shared/ui/dialog.tsx';
import { StarRating } from '../../../shared/ui/star-rating.tsx';

const starLabel = (n: number) =>
  t(n === 1 ? 'care.rating.starOne' : 'care.rating.starOther', { n });

interface StarsProps {
  busy: boolean;
  /** Said when Send is tapped with no star (nothing is sent). */
  chooseMessage: string;
  onCancel: () => void;
  onSend: (score: number) => void;
}

/** The stars and Cancel / Send; its state goes with the dialog's content, so a reopened dialog starts at 0. */
function Stars({ busy, chooseMessage, onCancel, onSend }: StarsProps) {
  const [selected, setSelected] = useState(0);
  return (
    <>
      <StarRating
        selected={selected}
        onSelect={setSelected}
        groupLabel={t('care.rating.group')}
        starLabel={starLabel}
      />
      <div className={dialogStyles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('care.rating.cancel')}
        </Button>
        <Button
          busy={busy}
          onClick={() => (selected < 1 ? showToast(chooseMessage) : onSend(selected))}
        >
          {t('care.rating.send')}
        </Button>
      </div>
    </>
  );
}

/** A five-star rating in a dialog: the complaint's answer and the chatbot's both use it. */
export function StarsDialog({
  open,
  title,
  testId,
  ...stars
}: StarsProps & { open: boolean; title: string; testId: string }) {
  const titleId = useId();
  return (
    <Dialog open={open} onDismiss={stars.onCancel} labelledBy={titleId} testId={testId}>
      <h2 className={dialogStyles.title} id={titleId}>
        {title}
      </h2>
      <Stars {...stars} />
    </Dialog>
  );
}

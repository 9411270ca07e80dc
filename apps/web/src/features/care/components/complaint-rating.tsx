import { useEffect, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { t } from '../../../shared/i18n.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, dialogStyles } from '../../../shared/ui/dialog.tsx';
import { StarRating } from '../../../shared/ui/star-rating.tsx';
import { useSaveScore } from '../api/save-score.ts';
import { RATING_DELAY_MS } from '../complaint-rules.ts';

const starLabel = (n: number) =>
  t(n === 1 ? 'care.rating.starOne' : 'care.rating.starOther', { n });

/**
 * 'Please rate this service' (docs/screens.md "Complaint detail"): opens 3 s after the
 * detail shows when the server offers it (isScore not 0). Send with no star asks for one;
 * with stars, save-score, a thank-you toast and the dialog closes (the detail is read again,
 * so it is not offered twice). Cancel, Esc or the mask close it for this visit.
 */
export function ComplaintRating({ problemId, offered }: { problemId: number; offered: boolean }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState(0);
  const save = useSaveScore();

  useEffect(() => {
    if (!offered) return;
    const timer = setTimeout(() => setOpen(true), RATING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [offered]);

  const close = () => {
    setOpen(false);
    setSelected(0);
  };
  const send = () => {
    if (selected < 1) {
      showToast(t('care.rating.choose'));
      return;
    }
    save.run(
      { problemId, score: selected },
      {
        onSuccess: (result) => {
          if (!result.ok) return;
          close();
          showToast(t('care.rating.thanks'));
          void queryClient.invalidateQueries({ queryKey: ['care', 'detail', problemId] });
        },
      },
    );
  };

  return (
    <Dialog open={open} onDismiss={close} labelledBy={titleId} testId="complaint-rating">
      <h2 className={dialogStyles.title} id={titleId}>
        {t('care.rating.title')}
      </h2>
      <StarRating
        selected={selected}
        onSelect={setSelected}
        groupLabel={t('care.rating.group')}
        starLabel={starLabel}
      />
      <div className={dialogStyles.actions}>
        <Button variant="secondary" onClick={close}>
          {t('care.rating.cancel')}
        </Button>
        <Button busy={save.isPending} onClick={send}>
          {t('care.rating.send')}
        </Button>
      </div>
    </Dialog>
  );
}

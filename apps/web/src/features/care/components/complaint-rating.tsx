import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { t } from '../../../shared/i18n.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useSaveScore } from '../api/save-score.ts';
import { RATING_DELAY_MS } from '../complaint-rules.ts';
import { StarsDialog } from './stars-dialog.tsx';

/**
 * 'Please rate this service' (docs/screens.md "Complaint detail"): opens 3 s after the
 * detail shows when the server offers it (isScore not 0). Send with no star asks for one;
 * with stars, save-score, a thank-you toast and the dialog closes (the detail is read again,
 * so it is not offered twice). Cancel, Esc or the mask close it for this visit.
 */
export function ComplaintRating({ problemId, offered }: { problemId: number; offered: boolean }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const save = useSaveScore();

  useEffect(() => {
    if (!offered) return;
    const timer = setTimeout(() => setOpen(true), RATING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [offered]);

  const send = (score: number) =>
    save.run(
      { problemId, score },
      {
        onSuccess: (result) => {
          if (!result.ok) return;
          setOpen(false);
          showToast(t('care.rating.thanks'));
          void queryClient.invalidateQueries({ queryKey: ['care', 'detail', problemId] });
        },
      },
    );

  return (
    <StarsDialog
      open={open}
      title={t('care.rating.title')}
      testId="complaint-rating"
      busy={save.isPending}
      chooseMessage={t('care.rating.choose')}
      onCancel={() => setOpen(false)}
      onSend={send}
    />
  );
}

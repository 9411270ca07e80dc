import { useQueryClient } from '@tanstack/react-query';
import { t } from '../../../shared/i18n.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import { StarChoice } from '../../../shared/ui/star-choice.tsx';
import { useSaveScore } from '../api/save-score.ts';
import { starLabel } from './stars-dialog.tsx';

/**
 * 'Please rate this service' (docs/screens.md "Complaint detail"): a card under the answer
 * when the server offers it (isScore not 0), never a dialog over the answer the borrower is
 * reading. Send with no star asks for one; with stars, save-score and a thank-you toast, and
 * the detail is read again, so the card is not offered twice.
 */
export function ComplaintRating({ problemId, offered }: { problemId: number; offered: boolean }) {
  const queryClient = useQueryClient();
  const save = useSaveScore();
  if (!offered) return null;

  const send = (score: number) =>
    save.run(
      { problemId, score },
      {
        onSuccess: (result) => {
          if (!result.ok) return;
          showToast(t('care.rating.thanks'));
          void queryClient.invalidateQueries({ queryKey: ['care', 'detail', problemId] });
        },
      },
    );

  return (
    <TitledCard title={t('care.rating.title')} data-testid="complaint-rating">
      <StarChoice
        groupLabel={t('care.rating.group')}
        starLabel={starLabel}
        sendLabel={t('care.rating.send')}
        chooseMessage={t('care.rating.choose')}
        busy={save.isPending}
        onSend={send}
      />
    </TitledCard>
  );
}

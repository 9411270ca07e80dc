import { useState } from 'react';
import { t } from '../../../shared/i18n.ts';
import { bridge } from '../../../lib/bridge.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { StarChoice } from '../../../shared/ui/star-choice.tsx';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import { dismissRating, useRateOrder } from '../api/google-score.ts';
import { ratingOutcome } from '../rating.ts';

const starLabel = (n: number) =>
  t(n === 1 ? 'loans.rating.starOne' : 'loans.rating.starOther', { n });

/**
 * Rating of a repaid order (docs/screens.md "Loan details rating"): a card under the order
 * when the server offers it (isScore '1'), never a dialog over the "Repaid" the borrower
 * came to read — the complaint detail's rule. "Not now" hides it and tells the server, which
 * then stops offering it for this order. Submitting needs a star; then fewer than 5 stars
 * thank the borrower (a dialog they asked for by submitting), 5 ask the app for a store rating.
 */
export function OrderRating({ orderId, offered }: { orderId: number; offered: boolean }) {
  const [closed, setClosed] = useState(false);
  const [thanks, setThanks] = useState(false);
  const rate = useRateOrder();

  /** Put away without rating: not offered again for this order, here or after a reload. */
  const dismiss = () => {
    setClosed(true);
    dismissRating(orderId);
  };
  const submit = (stars: number) => {
    const outcome = ratingOutcome(stars);
    rate.run(orderId, {
      onSuccess: (result) => {
        if (!result.ok) return;
        setClosed(true);
        if (outcome === 'thanks') setThanks(true);
        else bridge.rateApp();
      },
    });
  };

  return (
    <>
      {offered && !closed && (
        <TitledCard title={t('loans.rating.title')} data-testid="rating-card">
          <StarChoice
            groupLabel={t('loans.rating.group')}
            starLabel={starLabel}
            cancelLabel={t('loans.rating.later')}
            sendLabel={t('loans.rating.submit')}
            chooseMessage={t('loans.rating.choose')}
            busy={rate.isPending}
            onCancel={dismiss}
            onSend={submit}
          />
        </TitledCard>
      )}
      <Dialog
        open={thanks}
        onDismiss={() => setThanks(false)}
        title={t('loans.rating.thanks')}
        testId="thanks-dialog"
      >
        <Button block onClick={() => setThanks(false)}>
          {t('loans.rating.ok')}
        </Button>
      </Dialog>
    </>
  );
}

import { useId, useState } from 'react';
import { t } from '../../../shared/i18n.ts';
import { bridge } from '../../../lib/bridge.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, dialogStyles } from '../../../shared/ui/dialog.tsx';
import { StarChoice } from '../../../shared/ui/star-choice.tsx';
import { dismissRating, useRateOrder } from '../api/google-score.ts';
import { ratingOutcome } from '../rating.ts';

const starLabel = (n: number) =>
  t(n === 1 ? 'loans.rating.starOne' : 'loans.rating.starOther', { n });

/**
 * Rating of a repaid order (docs/screens.md "Loan details rating"): opens by itself when the server offers it (isScore
 * '1'); cancel, Esc or a tap on the mask closes it, forgets the stars and tells the server,
 * which then stops offering it for this order. It opens with its title focused, so no star
 * looks chosen before one is. Submitting needs a star; then fewer than 5 stars thank the
 * borrower, 5 ask the app for a store rating.
 */
export function OrderRating({ orderId, offered }: { orderId: number; offered: boolean }) {
  const titleId = useId();
  const thanksId = useId();
  const [closed, setClosed] = useState(false);
  const [thanks, setThanks] = useState(false);
  const rate = useRateOrder();

  /** Closed without rating: not offered again for this order, here or after a reload. */
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
      <Dialog
        open={offered && !closed}
        onDismiss={dismiss}
        labelledBy={titleId}
        testId="rating-dialog"
        focusTitle
      >
        <h2 className={dialogStyles.title} id={titleId}>
          {t('loans.rating.title')}
        </h2>
        <StarChoice
          groupLabel={t('loans.rating.group')}
          starLabel={starLabel}
          cancelLabel={t('loans.rating.cancel')}
          sendLabel={t('loans.rating.submit')}
          chooseMessage={t('loans.rating.choose')}
          busy={rate.isPending}
          onCancel={dismiss}
          onSend={submit}
        />
      </Dialog>
      <Dialog
        open={thanks}
        onDismiss={() => setThanks(false)}
        labelledBy={thanksId}
        testId="thanks-dialog"
      >
        <h2 className={dialogStyles.title} id={thanksId}>
          {t('loans.rating.thanks')}
        </h2>
        <Button block onClick={() => setThanks(false)}>
          {t('loans.rating.ok')}
        </Button>
      </Dialog>
    </>
  );
}

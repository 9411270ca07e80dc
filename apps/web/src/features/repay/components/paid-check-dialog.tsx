import { useId } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, dialogStyles } from '../../../shared/ui/dialog.tsx';
import { usePaymentStatus } from '../api/payment-status.ts';
import { loanDetailsUrl, type PayRef } from '../repay-links.ts';

export type PaidCheckStep = 'closed' | 'tips' | 'paid' | 'notPaid';

/**
 * 'I have paid' (docs/screens.md "Repay by virtual account"): a tips popup with CANCEL / YES; YES asks the server whether the
 * bill has been paid and says so: paid → back to the loan, not yet → try later.
 */
export function PaidCheckDialog({
  step,
  onStep,
  order,
  vcode,
}: {
  step: PaidCheckStep;
  onStep: (step: PaidCheckStep) => void;
  order: PayRef;
  vcode: string;
}) {
  const titleId = useId();
  const textId = useId();
  const navigate = useNavigate();
  const status = usePaymentStatus();
  const close = () => onStep('closed');

  const check = () =>
    status.run(
      { orderId: order.orderId, vcode },
      {
        onSuccess: (result) => {
          if (result.ok) onStep(result.data.paid ? 'paid' : 'notPaid');
        },
      },
    );

  const content = {
    tips: {
      title: t('repay.va.tipsTitle'),
      text: t('repay.va.tips'),
      actions: (
        <>
          <Button variant="secondary" onClick={close}>
            {t('repay.va.cancel')}
          </Button>
          <Button busy={status.isPending} onClick={check}>
            {t('repay.va.yes')}
          </Button>
        </>
      ),
    },
    paid: {
      title: t('repay.va.paidTitle'),
      text: t('repay.va.paidBody'),
      actions: (
        <Button autoFocus onClick={() => void navigate(loanDetailsUrl(order), { replace: true })}>
          {t('repay.va.viewLoan')}
        </Button>
      ),
    },
    notPaid: {
      title: t('repay.va.notPaidTitle'),
      text: t('repay.va.notPaidBody'),
      actions: (
        <Button autoFocus onClick={close}>
          {t('repay.va.ok')}
        </Button>
      ),
    },
  }[step === 'closed' ? 'tips' : step];

  return (
    <Dialog
      open={step !== 'closed'}
      onDismiss={close}
      labelledBy={titleId}
      describedBy={textId}
      testId="paid-check"
    >
      <h2 className={dialogStyles.title} id={titleId}>
        {content.title}
      </h2>
      <p className={dialogStyles.text} id={textId}>
        {content.text}
      </p>
      <div className={dialogStyles.actions}>{content.actions}</div>
    </Dialog>
  );
}

import { useState } from 'react';
import { useNavigate } from '../../../lib/navigation.tsx';
import { formatMoney } from '@tenor/contract/format';
import { region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { ActionBar } from '../../../shared/ui/action-bar.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, dialogStyles } from '../../../shared/ui/dialog.tsx';
import { receiptUrl, type PayRef } from '../repay-links.ts';

/**
 * 'I have paid' (docs/screens.md "Repay by virtual account"): the popup asks one clear
 * question — has the borrower paid this amount? Yes opens the payment's receipt page, which
 * checks whether the money has arrived and says so; Not yet closes the popup.
 */
export function PaidCheckDialog({
  open,
  onClose,
  order,
  vcode,
  amount,
}: {
  open: boolean;
  onClose: () => void;
  order: PayRef;
  vcode: string;
  amount: number;
}) {
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onDismiss={onClose}
      title={t('repay.va.tipsTitle', { amount: formatMoney(region(), amount) })}
      description={t('repay.va.tips')}
      testId="paid-check"
    >
      <div className={dialogStyles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('repay.va.cancel')}
        </Button>
        <Button onClick={() => void navigate(receiptUrl({ ...order, vcode }))}>
          {t('repay.va.yes')}
        </Button>
      </div>
    </Dialog>
  );
}

/** The page's "I have paid" button and its question, for a bill with this number and amount. */
export function PaidAction(props: { order: PayRef; vcode: string; amount: number }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <ActionBar>
        <Button block onClick={() => setAsking(true)}>
          {t('repay.va.paid')}
        </Button>
      </ActionBar>
      <PaidCheckDialog {...props} open={asking} onClose={() => setAsking(false)} />
    </>
  );
}

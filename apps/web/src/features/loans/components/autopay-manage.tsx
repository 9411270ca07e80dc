import { useState } from 'react';
import type { AutopayView } from '@tenor/contract/endpoints/autopay';
import { t } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import type { AutopayAction, AutopayChange } from '../api/autopay.ts';

/** A live mandate's actions: pause it, resume what the borrower paused, cancel once confirmed. */
export function ManageCard({
  mandate,
  change,
}: {
  mandate: NonNullable<AutopayView['mandate']>;
  change: AutopayChange;
}) {
  const [confirming, setConfirming] = useState(false);
  const busy = change.isPending;
  const act = (action: AutopayAction) => {
    setConfirming(false);
    change.run(action);
  };
  return (
    <Card>
      {mandate.status === 'active' && (
        <Button variant="secondary" block busy={busy} onClick={() => act('pause')}>
          {t('loans.autopay.pause')}
        </Button>
      )}
      {mandate.status === 'paused' && mandate.reason === 'borrower' && (
        <Button variant="secondary" block busy={busy} onClick={() => act('resume')}>
          {t('loans.autopay.resume')}
        </Button>
      )}
      {confirming ? (
        <>
          <p role="alert">
            {t(
              mandate.method === 'enach'
                ? 'loans.autopay.enach.cancelConfirm'
                : mandate.method === 'directDebit'
                  ? 'loans.autopay.card.cancelConfirm'
                  : mandate.method === 'wallet'
                    ? 'loans.autopay.wallet.cancelConfirm'
                    : 'loans.autopay.cancelConfirm',
            )}
          </p>
          <Button variant="primary" block busy={busy} onClick={() => act('cancel')}>
            {t('loans.autopay.cancelYes')}
          </Button>
        </>
      ) : (
        <Button variant="secondary" block onClick={() => setConfirming(true)}>
          {t('loans.autopay.cancel')}
        </Button>
      )}
    </Card>
  );
}

import type { AutopayView } from '@tenor/contract/endpoints/autopay';
import { t } from '../../../shared/i18n.ts';
import { Button, buttonClass } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { useOpenUrl } from '../../../shared/safe-url.ts';
import type { AutopayChange } from '../api/autopay.ts';
import { CardCode } from './autopay-card-code.tsx';
import { cardRequest } from './autopay-card-draft.ts';
import type { CardDraft } from './autopay-card-draft.ts';
import { openUpiApp } from './autopay-view.tsx';

type Mandate = NonNullable<AutopayView['mandate']>;

/**
 * A pending mandate: approve in the UPI app, sign on the bank's page (then wait for the bank),
 * or link the wallet on its page.
 */
function Waiting({ mandate }: { mandate: Mandate }) {
  const openUrl = useOpenUrl();
  const url = mandate.intentUrl;
  if (mandate.method === 'wallet') {
    return url === null ? null : (
      <>
        <p data-testid="autopay-waiting">{t('loans.autopay.wallet.waiting')}</p>
        <Button block onClick={() => openUrl(url)} data-testid="autopay-wallet-page">
          {t('loans.autopay.wallet.open')}
        </Button>
      </>
    );
  }
  if (mandate.method === 'enach') {
    return url === null ? (
      <p data-testid="autopay-waiting">{t('loans.autopay.enach.confirming')}</p>
    ) : (
      <>
        <p data-testid="autopay-waiting">{t('loans.autopay.enach.waiting')}</p>
        <Button block onClick={() => openUrl(url)} data-testid="autopay-bank-page">
          {t('loans.autopay.enach.openBank')}
        </Button>
      </>
    );
  }
  return url === null ? null : (
    <>
      <p data-testid="autopay-waiting">{t('loans.autopay.waiting')}</p>
      <a
        className={buttonClass('primary', true)}
        href={url}
        onClick={(e) => openUpiApp(e, url)}
        data-testid="autopay-upi-app"
      >
        {t('loans.autopay.approve')}
      </a>
    </>
  );
}

/** A mandate waiting on the borrower: the BRI card's code, else the app or page to approve in. */
export function PendingCards({
  orderId,
  mandate,
  stored,
  change,
}: {
  orderId: number;
  mandate: Mandate;
  stored: CardDraft | undefined;
  change: AutopayChange;
}) {
  return (
    <>
      {mandate.method === 'directDebit' && (
        <Card>
          <CardCode
            orderId={orderId}
            card={mandate.card}
            newCodeBusy={change.isPending}
            // The card as typed here asks BRI for a new code; typed elsewhere (no draft in this
            // tab), the waiting link is dropped and the card's form comes back to type it again.
            onNewCode={() =>
              change.run(stored === undefined ? 'cancel' : { directDebit: cardRequest(stored) })
            }
          />
        </Card>
      )}
      {(mandate.method === 'enach' || mandate.intentUrl !== null) && (
        <Card>
          <Waiting mandate={mandate} />
        </Card>
      )}
    </>
  );
}

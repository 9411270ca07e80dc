import type { AutopayView } from '@tenor/contract/endpoints/autopay';
import { pageUrl } from '@tenor/contract/paths';
import { t } from '../../../shared/i18n.ts';
import { ActionLink } from '../../../shared/ui/action-link.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { debitLine, MandateRows, mandateReason } from './autopay-view.tsx';

/** The mandate as it stands: its state, the wallet or card linked, why it stopped, the debit. */
export function MandateCard({
  orderId,
  productId,
  mandate,
  debit,
}: {
  orderId: number;
  productId?: number | undefined;
  mandate: NonNullable<AutopayView['mandate']>;
  debit: AutopayView['debit'];
}) {
  return (
    <Card>
      <MandateRows mandate={mandate} testIdPrefix="autopay" />
      {mandateReason(mandate) !== null && <p className="muted">{mandateReason(mandate)}</p>}
      {debit !== null && <p data-testid="autopay-debit">{debitLine(debit, mandate.method)}</p>}
      {debit?.state === 'paid' && debit.repaymentId !== null && (
        <ActionLink
          variant="secondary"
          block
          to={pageUrl('repayReceipt', { orderId, productId, repaymentId: debit.repaymentId })}
        >
          {t('loans.autopay.receipt')}
        </ActionLink>
      )}
    </Card>
  );
}

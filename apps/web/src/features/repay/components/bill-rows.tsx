import type { VirtualAccountPayment } from '@tenor/contract/endpoints/repay';
import { formatMoment, formatMoney } from '@tenor/contract/format';
import { locale, region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { DetailRows } from '../../../shared/ui/detail-rows.tsx';
import { ExpiryCountdown } from './expiry-countdown.tsx';

/**
 * An issued bill's rows, under its account number or its QR: the amount, the bill's number,
 * the time left (renewed when it runs out) and the moment it ends, in market time.
 */
export function BillRows({
  payment,
  totalTestId,
  onRenew,
  renewing,
}: {
  payment: VirtualAccountPayment;
  totalTestId: string;
  onRenew: () => void;
  renewing: boolean;
}) {
  return (
    <DetailRows
      rows={[
        {
          text: t('repay.va.total'),
          value: formatMoney(region(), payment.amount),
          testId: totalTestId,
        },
        { text: t('repay.va.billNumber'), value: payment.vcode, testId: 'bill-number' },
        {
          text: t('repay.va.validFor'),
          value: (
            <ExpiryCountdown
              key={payment.expiresAt}
              expiresAt={payment.expiresAt}
              onRenew={onRenew}
              renewing={renewing}
            />
          ),
        },
        {
          text: t('repay.va.payBefore'),
          value: formatMoment(region(), payment.expiresAt, locale()),
          testId: 'pay-before',
        },
      ]}
    />
  );
}

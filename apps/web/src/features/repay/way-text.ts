import type { ResponseOf } from '@tenor/contract/endpoint';
import type { paymentReceipt } from '@tenor/contract/endpoints/repay';
import { t } from '../../shared/i18n.ts';

type Way = ResponseOf<typeof paymentReceipt>['way'];

/** How a payment was made, in the page's own words ("UPI", "BCA virtual account", "HDFC Bank card ••4821"). */
export function wayText(way: Way): string {
  switch (way.kind) {
    case 'upi':
      return t('repay.way.upi');
    case 'qris':
      return 'QRIS';
    case 'market':
    case 'ewallet':
      return way.name;
    case 'va':
      return t('repay.way.va', { bank: way.name });
    case 'netbanking':
      return t('repay.india.netbanking');
    case 'debitCard':
      return t('repay.india.debitCard');
    case 'card':
      return t('repay.way.card', { bank: way.name, last4: way.last4 });
  }
}

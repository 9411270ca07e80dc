import type { MouseEvent } from 'react';
import type { AutopayView } from '@tenor/contract/endpoints/autopay';
import type { WalletChannel } from '@tenor/contract/autopay-fields';
import { EWALLETS } from '@tenor/contract/ewallets';
import { formatDate, formatMoney } from '@tenor/contract/format';
import { bridge, bridgeTarget } from '../../../lib/bridge.ts';
import { locale, region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { DetailRows } from '../../../shared/ui/detail-rows.tsx';

type Debit = NonNullable<AutopayView['debit']>;

/** A wallet as its app calls itself (Xendit's channel codes are upper case). */
export const walletName = (channel: WalletChannel): string => EWALLETS[channel].name;
type Mandate = NonNullable<AutopayView['mandate']>;

/** A linked debit card as the page names it: its bank and last four digits, never more. */
export const cardName = (card: NonNullable<Mandate['card']>): string =>
  `${card.bank} •••• ${card.lastFour}`;

const REASONS = [
  'borrower',
  'upiApp',
  'rejected',
  'loanClosed',
  'providerRefused',
  'expired',
] as const;

/**
 * The mandate as rows, on loan details and on the AutoPay page: its state in words, and the
 * wallet or card linked (a row without one is left out). Test ids `<testIdPrefix>-status`,
 * `-wallet` and `-card`.
 */
export function MandateRows({ mandate, testIdPrefix }: { mandate: Mandate; testIdPrefix: string }) {
  return (
    <DetailRows
      rows={[
        {
          text: t('loans.autopay.statusLabel'),
          value: t(`loans.autopay.status.${mandate.status}`),
          testId: `${testIdPrefix}-status`,
        },
        {
          text: t('loans.autopay.wallet.linked'),
          value: mandate.wallet === null ? null : walletName(mandate.wallet),
          testId: `${testIdPrefix}-wallet`,
        },
        {
          text: t('loans.autopay.card.linked'),
          value: mandate.card === null ? null : cardName(mandate.card),
          testId: `${testIdPrefix}-card`,
        },
      ]}
    />
  );
}

/** Who stopped it, when someone did (e-NACH's bank and the wallet in their own words). */
export function mandateReason(mandate: Mandate): string | null {
  if (mandate.method === 'enach' && mandate.reason === 'rejected') {
    return t('loans.autopay.enach.rejected');
  }
  if (mandate.method === 'wallet' && mandate.reason === 'rejected') {
    return t('loans.autopay.wallet.rejected');
  }
  if (mandate.reason === 'bank') return t('loans.autopay.enach.bank');
  if (mandate.reason === 'walletApp') return t('loans.autopay.wallet.unlinked');
  const reason = REASONS.find((r) => r === mandate.reason);
  return reason === undefined ? null : t(`loans.autopay.reason.${reason}`);
}

/**
 * The latest period's notice or debit in words: amount and due date. An e-NACH debit the bank
 * is still working on says so (it can take two working days), never that it failed.
 */
export const debitLine = (debit: Debit, method: Mandate['method'] = 'upiAutopay'): string =>
  t(
    method === 'enach' && debit.state === 'requested'
      ? 'loans.autopay.enach.processing'
      : `loans.autopay.debit.${debit.state}`,
    {
      amount: formatMoney(region(), debit.amount),
      date: formatDate(region(), debit.dueAt, locale()),
    },
  );

/**
 * Opens the UPI app with the mandate's `upi://mandate` link: a plain link in a browser (the phone
 * offers its UPI apps); inside the native app the bridge hands `upi:` to the system.
 */
export function openUpiApp(event: MouseEvent<HTMLAnchorElement>, intentUrl: string) {
  if (bridgeTarget() === 'simulator') return;
  event.preventDefault();
  bridge.openUrl(intentUrl);
}

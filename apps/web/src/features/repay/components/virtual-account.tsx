import { useState } from 'react';
import { Link } from 'react-router';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { initPayType, VirtualAccountPayment } from '@tenor/contract/endpoints/repay';
import { t } from '../../../shared/i18n.ts';
import { currency, hasSession } from '../../../app/launch.ts';
import { formatDateTime } from '../../../shared/format/date.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { NoSession } from '../../../shared/ui/no-session.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { StateView } from '../../../shared/ui/state-view.tsx';
import { usePayOptions } from '../api/init-pay-type.ts';
import { useVirtualAccount } from '../api/generate-vcode.ts';
import { methodLabel } from '../method-label.ts';
import { defaultPayChoice, type PayChoice, readPayChoice } from '../pay-choice.ts';
import { chooserUrl, type PayQuery } from '../repay-links.ts';
import { CopyButton } from './copy-button.tsx';
import { ExpiryCountdown } from './expiry-countdown.tsx';
import { PaidCheckDialog, type PaidCheckStep } from './paid-check-dialog.tsx';
import { PaySteps } from './pay-steps.tsx';
import { ChevronIcon } from './picker-row.tsx';
import { LoadFailure, MissingPayment, PaySkeleton } from './repay-states.tsx';
import { ServiceContact } from './service-contact.tsx';
import { LabelValueRows } from '../../../shared/ui/label-value-rows.tsx';
import styles from './repay.module.css';

type Options = ResponseOf<typeof initPayType>;

/** Groups of four for reading; spans, not spaces, so a selection copies the bare number. */
const digitGroups = (number: string): string[] => number.match(/.{1,4}/g) ?? [number];

/** "BCA · ATM", "BCA" (every method) or "ALFAMART", from the options when they are in. */
function methodText(choice: PayChoice, options: Options | undefined): string {
  if (choice.payType === 2) {
    return options?.markets.find((m) => m.payCode === choice.payCode)?.name ?? choice.payCode;
  }
  const bank = options?.banks.find((b) => b.payCode === choice.payCode);
  const method = bank?.methods[choice.specificNum - 1];
  const name = bank?.bankName ?? choice.payCode;
  return method ? `${name} · ${methodLabel(method)}` : name;
}

/** The row to the method chooser (spec §2), keeping the payment's query. */
function ChangeMethod({ query, method }: { query: PayQuery; method: string }) {
  return (
    <section className={styles.card}>
      <Link className={styles.picker} to={chooserUrl(query)} data-testid="change-method">
        <span className={styles.pickerLabel}>{t('repay.va.method')}</span>{' '}
        <span className={styles.pickerValue}>
          {method} <span className={styles.change}>{t('repay.va.change')}</span>
          <ChevronIcon />
        </span>
      </Link>
    </section>
  );
}

function AccountView({
  query,
  choice,
  options,
  payment,
  onRenew,
  renewing,
}: {
  query: PayQuery;
  choice: PayChoice;
  options: Options | undefined;
  payment: VirtualAccountPayment;
  onRenew: () => void;
  renewing: boolean;
}) {
  const [check, setCheck] = useState<PaidCheckStep>('closed');
  const numberLabel = t(payment.payType === 1 ? 'repay.va.accountNumber' : 'repay.va.paymentCode');
  const method = methodText(choice, options);
  return (
    <>
      <div className={styles.stack}>
        <section className={styles.card} aria-labelledby="repay-number">
          <div className={styles.accountRow}>
            <h2 id="repay-number" className={styles.pickerLabel}>
              {numberLabel}
            </h2>
            <CopyButton text={payment.cardNo} label={numberLabel} />
          </div>
          <p className={styles.accountNumber} data-testid="account-number">
            {digitGroups(payment.cardNo).map((group, i) => (
              <span key={i}>{group}</span>
            ))}
          </p>
          <LabelValueRows
            rows={[
              {
                label: t('repay.va.total'),
                value: formatMoney(payment.amount, currency()),
                testId: 'va-total',
              },
              { label: t('repay.va.billNumber'), value: payment.vcode, testId: 'bill-number' },
              {
                label: t('repay.va.validFor'),
                value: (
                  <ExpiryCountdown
                    key={payment.expiresAt}
                    expiresAt={payment.expiresAt}
                    onRenew={onRenew}
                    renewing={renewing}
                  />
                ),
              },
              { label: t('repay.va.payBefore'), value: formatDateTime(payment.expiresAt) },
            ]}
          />
        </section>
        <ChangeMethod query={query} method={method} />
        <PaySteps payment={payment} marketName={method} />
        <p className={styles.note}>{t('repay.va.keepSlip')}</p>
        <ServiceContact telephone={payment.telephone} />
      </div>
      <div className={styles.footer}>
        <Button block onClick={() => setCheck('tips')}>
          {t('repay.va.paid')}
        </Button>
      </div>
      <PaidCheckDialog step={check} onStep={setCheck} order={query} vcode={payment.vcode} />
    </>
  );
}

function PaymentLoader({ query }: { query: PayQuery }) {
  // Read once: the choice saved by the chooser (or none: the first bank, every method).
  const [saved] = useState(readPayChoice);
  const options = usePayOptions(query, saved?.payType ?? 1);
  const firstBank = options.data?.banks[0]?.payCode;
  const choice = saved ?? (firstBank === undefined ? undefined : defaultPayChoice(firstBank));
  const account = useVirtualAccount(choice && { ...query, ...choice });

  if (!saved && options.isError) {
    return (
      <LoadFailure error={options.error} onRetry={() => void options.refetch()} order={query} />
    );
  }
  if (!choice) {
    if (options.isPending) return <PaySkeleton />;
    return <StateView icon="empty" title={t('repay.chooser.noOptions')} testId="no-options" />;
  }
  if (account.isPending) return <PaySkeleton />;
  if (account.isError) {
    return (
      <div className={styles.stack}>
        <LoadFailure error={account.error} onRetry={() => void account.refetch()} order={query} />
        <ChangeMethod query={query} method={methodText(choice, options.data)} />
      </div>
    );
  }
  return (
    <AccountView
      query={query}
      choice={choice}
      options={options.data}
      payment={account.data}
      onRenew={() => void account.refetch()}
      renewing={account.isFetching}
    />
  );
}

/** `/that` (spec §2 "Repay by virtual account", title 'Pelunasan'). */
export function VirtualAccount({ query }: { query: PayQuery | undefined }) {
  let content;
  if (!hasSession()) content = <NoSession />;
  else if (!query) content = <MissingPayment />;
  else content = <PaymentLoader query={query} />;
  return <Page title={t('repay.va.title')}>{content}</Page>;
}

import { useState } from 'react';
import { Link } from '../../../lib/navigation.tsx';
import { useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { initPayType, VirtualAccountPayment } from '@tenor/contract/endpoints/repay';
import { t } from '../../../shared/i18n.ts';
import { pageQuery } from '../../../shared/page/page-data.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { QueryView } from '../../../shared/page/query-view.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { LenderLine } from '../../../shared/ui/lender-line.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { StateView } from '../../../shared/ui/state-view.tsx';
import { virtualAccountPage } from '../api/repay-page.ts';
import { useVirtualAccount } from '../api/generate-vcode.ts';
import { reloadPayments } from '../api/order-payments.ts';
import { useBillWatch } from '../hooks/use-bill-watch.ts';
import { methodLabel } from '../method-label.ts';
import { defaultPayChoice, type PayChoice, readPayChoice } from '../pay-choice.ts';
import { chooserUrl, type PayQuery } from '../repay-links.ts';
import { CopyButton } from './copy-button.tsx';
import { BillRows } from './bill-rows.tsx';
import { CodeDigits, SaveCode, useKeepCode } from './kept-code.tsx';
import { PaidAction } from './paid-check-dialog.tsx';
import { AmountChanged, usePayTitle } from './pay-amount.tsx';
import { PaySteps } from './pay-steps.tsx';
import { EwalletOffer } from './ewallet-offer.tsx';
import { QrisOffer } from './qris-offer.tsx';
import { ChevronIcon } from './picker-row.tsx';
import { LoadFailure, PaySkeleton, payStates } from './repay-states.tsx';
import { ServiceContact } from './service-contact.tsx';
import styles from './repay.module.css';

type Options = ResponseOf<typeof initPayType>;

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

/** The row to the method chooser (docs/screens.md "Repay by virtual account"), keeping the payment's query. */
function ChangeMethod({ query, method }: { query: PayQuery; method: string }) {
  return (
    <Card>
      <Link className={styles.picker} to={chooserUrl(query)} data-testid="change-method">
        <span className={styles.pickerLabel}>{t('repay.va.method')}</span>{' '}
        <span className={styles.pickerValue}>
          {method} <span className={styles.change}>{t('repay.va.change')}</span>
          <ChevronIcon />
        </span>
      </Link>
    </Card>
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
  options: Options;
  payment: VirtualAccountPayment;
  onRenew: () => void;
  renewing: boolean;
}) {
  const numberLabel = t(payment.payType === 1 ? 'repay.va.accountNumber' : 'repay.va.paymentCode');
  const method = methodText(choice, options);
  useBillWatch({ ...query, vcode: payment.vcode });
  useKeepCode(query, payment, method);
  return (
    <>
      <Stack>
        <AmountChanged payable={options.payable} />
        <LenderLine lender={payment.lender ?? options.lender} role="payee" />
        {options.payable.kind === 'extension' && (
          <p data-testid="extension-note">{t('repay.va.extensionNote')}</p>
        )}
        <Card aria-labelledby="repay-number">
          <div className={styles.accountRow}>
            <h2 id="repay-number" className={styles.pickerLabel}>
              {numberLabel}
            </h2>
            <CopyButton text={payment.cardNo} label={numberLabel} />
          </div>
          <CodeDigits code={payment.cardNo} />
          <BillRows
            payment={payment}
            totalTestId="va-total"
            onRenew={onRenew}
            renewing={renewing}
          />
          <SaveCode orderId={query.orderId} />
        </Card>
        <ChangeMethod query={query} method={method} />
        <QrisOffer query={query} channels={options.channels} />
        <EwalletOffer query={query} channels={options.channels} />
        <PaySteps payment={payment} marketName={method} />
        <p className="muted">{t('repay.va.keepSlip')}</p>
        <ServiceContact telephone={payment.telephone} />
      </Stack>
      <PaidAction order={query} vcode={payment.vcode} amount={payment.amount} />
    </>
  );
}

/** The account for one way to pay; a failure keeps the row to choose another way. */
function Account({
  query,
  choice,
  options,
}: {
  query: PayQuery;
  choice: PayChoice;
  options: Options;
}) {
  const client = useQueryClient();
  const account = useVirtualAccount({ ...query, ...choice });
  return (
    <QueryView
      query={account}
      skeleton={<PaySkeleton />}
      failure={(error, retry) => (
        <Stack>
          <LoadFailure error={error} onRetry={retry} order={query} />
          <ChangeMethod query={query} method={methodText(choice, options)} />
        </Stack>
      )}
    >
      {(payment) => (
        <AccountView
          key={payment.vcode}
          query={query}
          choice={choice}
          options={options}
          payment={payment}
          // A new number for what is owed now (the amount may have grown at midnight).
          onRenew={() => reloadPayments(client, query.orderId)}
          renewing={account.isFetching}
        />
      )}
    </QueryView>
  );
}

/**
 * The way to pay is the one the chooser saved; without one, the first bank with every
 * method. The amount is the server's (`payable`), never the link's.
 */
function Payment({
  query,
  options,
  saved,
}: {
  query: PayQuery;
  options: Options;
  saved: PayChoice | undefined;
}) {
  const firstBank = options.banks[0]?.payCode;
  const choice = saved ?? (firstBank === undefined ? undefined : defaultPayChoice(firstBank));
  if (choice === undefined) {
    return <StateView icon="empty" title={t('repay.chooser.noOptions')} testId="no-options" />;
  }
  const payment = { ...query, amount: options.payable.amount };
  return <Account query={payment} choice={choice} options={options} />;
}

/** `/that?amount=&display=&orderId=&productId=` (+ `aaa` from the chooser) — docs/screens.md "Repay by virtual account", title 'Pelunasan'. */
export function VirtualAccount() {
  // Read once: the choice saved by the chooser.
  const [saved] = useState(readPayChoice);
  return (
    <PageRoute
      title={usePayTitle()}
      query={pageQuery(virtualAccountPage, 'options', saved?.payType)}
      {...payStates()}
    >
      {(query, options) => <Payment query={query} options={options} saved={saved} />}
    </PageRoute>
  );
}

import { useEffect } from 'react';
import { Link } from '../../../lib/navigation.tsx';
import { useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { paymentReceipt } from '@tenor/contract/endpoints/repay';
import type { PageParams } from '@tenor/contract/page-params';
import { formatDate, formatMoment, formatMoney } from '@tenor/contract/format';
import { orderStatus } from '@tenor/contract/orders';
import { locale, region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { QueryView } from '../../../shared/page/query-view.tsx';
import { ActionBar } from '../../../shared/ui/action-bar.tsx';
import { Button, buttonClass } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { DetailRows, type DetailRowItem } from '../../../shared/ui/detail-rows.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { StateView } from '../../../shared/ui/state-view.tsx';
import { reloadPayments } from '../api/order-payments.ts';
import { usePaymentReceipt } from '../api/payment-receipt.ts';
import { receiptKey } from '../api/query-keys.ts';
import { rememberPaid } from '../just-paid.ts';
import { loanDetailsUrl, receiptUrl, vaUrl } from '../repay-links.ts';
import { wayText } from '../way-text.ts';
import { LoadFailure, NothingToPay, PaySkeleton, payStates } from './repay-states.tsx';
import { ServiceContact } from './service-contact.tsx';
import styles from './repay.module.css';

type Receipt = ResponseOf<typeof paymentReceipt>;
type ReceiptQuery = PageParams<'repayReceipt'>;

/** What the loan owes after this payment, in one sentence or two rows. */
function afterRows(receipt: Receipt): DetailRowItem[] {
  if (receipt.outstanding === 0) return [];
  // Still to pay: what is due on the next date; each later period with its own date.
  return [
    {
      text: t('repay.receipt.remaining'),
      value: formatMoney(region(), receipt.dueNext),
      testId: 'receipt-remaining',
    },
    ...(receipt.dueDate
      ? [
          {
            text: t('repay.receipt.nextDue'),
            value: formatDate(region(), receipt.dueDate, locale()),
            testId: 'receipt-next-due',
          },
        ]
      : []),
    ...receipt.later.map((period) => ({
      text: t('repay.receipt.laterDue', {
        n: period.periodNo,
        date: formatDate(region(), period.dueAt, locale()),
      }),
      value: formatMoney(region(), period.amount),
      testId: 'receipt-later',
    })),
  ];
}

/** Said at the top: what was paid and what it did (an extension: the loan's new due date). */
function paidHeadline(receipt: Receipt): { title: string; message: string } {
  if (receipt.purpose !== 'extension') {
    return { title: t('repay.receipt.paid'), message: t('repay.receipt.paidBody') };
  }
  return {
    title: t('repay.receipt.extensionPaid'),
    message: receipt.dueDate
      ? t('repay.receipt.extendedTo', { date: formatDate(region(), receipt.dueDate, locale()) })
      : t('repay.receipt.paidBody'),
  };
}

function PaidReceipt({ receipt, query }: { receipt: Receipt; query: ReceiptQuery }) {
  const money = (n: number) => formatMoney(region(), n);
  const extension = receipt.purpose === 'extension';
  const after = extension
    ? t('repay.receipt.extended')
    : receipt.orderStatus === orderStatus.closedCoolingOff
      ? t('repay.receipt.closedCoolingOff')
      : receipt.outstanding === 0
        ? t('repay.receipt.settled')
        : '';
  const headline = paidHeadline(receipt);
  return (
    <>
      <Stack>
        <StateView
          icon="done"
          title={headline.title}
          message={headline.message}
          testId="receipt-paid"
        />
        <Card>
          <p className={styles.amount} data-testid="receipt-amount">
            {money(receipt.amount)}
          </p>
          <DetailRows
            rows={[
              ...(extension ? [{ text: t('repay.receipt.purposeExtension'), value: '✓' }] : []),
              {
                text: t('repay.receipt.paidAt'),
                value: formatMoment(region(), receipt.paidAt, locale()),
              },
              {
                text: t('repay.receipt.method'),
                value: wayText(receipt.way),
                testId: 'receipt-method',
              },
              {
                text: t('repay.receipt.reference'),
                value: receipt.reference,
                testId: 'receipt-reference',
              },
              { text: t('repay.receipt.orderNo'), value: receipt.orderNo },
              ...afterRows(receipt),
            ]}
          />
        </Card>
        {after && <p data-testid="receipt-after">{after}</p>}
      </Stack>
      <ActionBar>
        <Link className={buttonClass('primary', true)} to={loanDetailsUrl(query)} replace>
          {t('repay.backToLoan')}
        </Link>
      </ActionBar>
    </>
  );
}

function Waiting({
  receipt,
  polling,
  checking,
  onCheck,
}: {
  receipt: Receipt;
  polling: boolean;
  checking: boolean;
  onCheck: () => void;
}) {
  return (
    <Stack>
      <StateView
        icon="clock"
        title={t('repay.receipt.pending')}
        message={polling ? t('repay.receipt.pendingBody') : t('repay.receipt.stillPending')}
        testId="receipt-pending"
        actions={
          <>
            <Button busy={checking} onClick={onCheck}>
              {t('repay.receipt.checkAgain')}
            </Button>
            <Button variant="secondary" onClick={() => window.history.back()}>
              {t('repay.receipt.backToPay')}
            </Button>
          </>
        }
      />
      <Card>
        <DetailRows
          rows={[
            { text: t('repay.receipt.amount'), value: formatMoney(region(), receipt.amount) },
            // Not "paid by": nothing is paid until it is confirmed.
            {
              text: t('repay.receipt.wayPending'),
              value: wayText(receipt.way),
              testId: 'receipt-method',
            },
            { text: t('repay.receipt.reference'), value: receipt.reference },
          ]}
        />
      </Card>
      {/* Announced without moving focus: the page finds the payment by itself. */}
      <p className="visually-hidden" role="status">
        {polling ? t('repay.receipt.pendingBody') : t('repay.receipt.stillPending')}
      </p>
    </Stack>
  );
}

/** Back to the ways to pay this again; the page there asks the server what is owed now. */
function PayAgain({ receipt, query }: { receipt: Receipt; query: ReceiptQuery }) {
  return (
    <Link
      className={buttonClass('primary', true)}
      to={vaUrl({
        orderId: query.orderId,
        productId: query.productId,
        amount: receipt.amount,
        ...(receipt.purpose === 'extension' && { display: 1 as const }),
      })}
      replace
    >
      {t('repay.receipt.payAgain')}
    </Link>
  );
}

/** A code closed before any money arrived: the loan was paid another way, or its amount changed. */
function ClosedCode({ receipt, query }: { receipt: Receipt; query: ReceiptQuery }) {
  if (receipt.outstanding === 0) return <NothingToPay order={query} />;
  return (
    <StateView
      icon="search"
      title={t('repay.receipt.closed')}
      message={t('repay.receipt.closedBody')}
      testId="receipt-closed"
      actions={<PayAgain receipt={receipt} query={query} />}
    />
  );
}

function Closed({ receipt, query }: { receipt: Receipt; query: ReceiptQuery }) {
  if (receipt.state === 'closed') return <ClosedCode receipt={receipt} query={query} />;
  const expired = receipt.state === 'expired';
  return (
    <Stack>
      <StateView
        icon="error"
        title={t(expired ? 'repay.receipt.expired' : 'repay.receipt.failed')}
        message={t(expired ? 'repay.receipt.expiredBody' : 'repay.receipt.failedBody')}
        testId={`receipt-${receipt.state}`}
        actions={<PayAgain receipt={receipt} query={query} />}
      />
      <Card>
        <DetailRows
          rows={[
            { text: t('repay.receipt.amount'), value: formatMoney(region(), receipt.amount) },
            { text: t('repay.receipt.reference'), value: receipt.reference },
          ]}
        />
      </Card>
      {expired && <ServiceContact telephone="" />}
    </Stack>
  );
}

function ReceiptView({ query }: { query: ReceiptQuery }) {
  const client = useQueryClient();
  const { receipt, polling } = usePaymentReceipt();
  const paid = receipt.data?.state === 'paid';
  // Back from here must never show the paid code as still payable, nor the loan as owing
  // what this paid: every view kept of the order is dropped (decision 040).
  const { orderId, productId, vcode, repaymentId } = query;
  useEffect(() => {
    if (!paid) return;
    reloadPayments(client, orderId, receiptKey(orderId, vcode, repaymentId));
    rememberPaid(orderId, receiptUrl({ orderId, productId, vcode, repaymentId }));
  }, [paid, client, orderId, productId, vcode, repaymentId]);
  return (
    <QueryView
      query={receipt}
      skeleton={<PaySkeleton />}
      failure={(error, retry) => <LoadFailure error={error} onRetry={retry} order={query} />}
    >
      {(data) => {
        if (data.state === 'paid') return <PaidReceipt receipt={data} query={query} />;
        if (data.state === 'pending') {
          return (
            <Waiting
              receipt={data}
              polling={polling}
              checking={receipt.isFetching}
              onCheck={() => void receipt.refetch()}
            />
          );
        }
        return <Closed receipt={data} query={query} />;
      }}
    </QueryView>
  );
}

/**
 * `/repayReceipt?orderId=&productId=&vcode=|repaymentId=` (docs/screens.md "Payment
 * receipt"): where every payment ends. It shows the receipt once the money has arrived,
 * and until then says honestly that it has not, checking again by itself.
 */
export function PaymentReceipt() {
  return (
    <PageRoute page="repayReceipt" title={t('repay.receipt.title')} {...payStates()}>
      {(query) => <ReceiptView query={query} />}
    </PageRoute>
  );
}

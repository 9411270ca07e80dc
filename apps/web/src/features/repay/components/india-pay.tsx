import { Fragment, useId, useState, type MouseEvent } from 'react';
import type { ResponseOf } from '@tenor/contract/endpoint';
import { Link } from '../../../lib/navigation.tsx';
import type {
  GatewayMethod,
  initPayType,
  PayChannel,
  VirtualAccountPayment,
} from '@tenor/contract/endpoints/repay';
import { formatMoment, formatMoney } from '@tenor/contract/format';
import { bridge, bridgeTarget } from '../../../lib/bridge.ts';
import { locale, region } from '../../../lib/launch.ts';
import { Slice, Slices } from '../../../shared/hydration-slices.tsx';
import { t } from '../../../shared/i18n.ts';
import { pageQuery } from '../../../shared/page/page-data.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { usePageQuery } from '../../../shared/page/use-page-data.ts';
import { QueryView } from '../../../shared/page/query-view.tsx';
import { useOpenUrl } from '../../../shared/safe-url.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { DetailRows } from '../../../shared/ui/detail-rows.tsx';
import { LenderLine } from '../../../shared/ui/lender-line.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { StateView } from '../../../shared/ui/state-view.tsx';
import { repayKeys } from '../api/query-keys.ts';
import { indiaPayPage } from '../api/repay-page.ts';
import { useGatewayPayment } from '../api/repayment-huichao.ts';
import { useBillWatch } from '../hooks/use-bill-watch.ts';
import { useReadWatch } from '../hooks/use-payment-watch.ts';
import { cardRepayUrl, type PayQuery } from '../repay-links.ts';
import { CopyButton } from './copy-button.tsx';
import { SaveCode, useKeepCode } from './kept-code.tsx';
import { PaidAction } from './paid-check-dialog.tsx';
import { ChevronIcon } from './picker-row.tsx';
import { PayAmount, usePayTitle } from './pay-amount.tsx';
import { InlineRefusal, LoadFailure, PaySkeleton, payStates } from './repay-states.tsx';
import { ServiceContact } from './service-contact.tsx';
import { UpiQr } from './upi-qr.tsx';
import styles from './repay.module.css';

/**
 * Opens the UPI app: a plain link in a browser (the phone offers its UPI apps); inside the
 * native app the link goes through the bridge, which hands `upi:` to the system.
 */
function openUpiApp(event: MouseEvent<HTMLAnchorElement>, intentUrl: string) {
  if (bridgeTarget() === 'simulator') return;
  event.preventDefault();
  bridge.openUrl(intentUrl);
}

function UpiView({ query, payment }: { query: PayQuery; payment: VirtualAccountPayment }) {
  const headingId = useId();
  useBillWatch({ ...query, vcode: payment.vcode });
  const upi = payment.upi;
  // The payee of a UPI bill is its UPI ID, unless only the link or the QR pays it.
  useKeepCode(query, payment, upi?.payByAddress === false ? '' : payment.cardNo);
  const amount = formatMoney(region(), payment.amount);
  if (upi === undefined) return null;
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('repay.india.upiTitle')}
      </h2>
      <a
        className={buttonClass('primary', true)}
        href={upi.intentUrl}
        onClick={(e) => openUpiApp(e, upi.intentUrl)}
        data-testid="upi-app"
      >
        {t('repay.india.upiApp')}
      </a>
      <p className="muted">{t('repay.india.upiScan')}</p>
      <UpiQr qr={upi.qr} label={t('repay.india.upiQr', { amount })} />
      {upi.payByAddress !== false && (
        <>
          <div className={styles.accountRow}>
            <span className={styles.pickerLabel}>{t('repay.india.upiId')}</span>
            <CopyButton text={payment.cardNo} label={t('repay.india.upiId')} />
          </div>
          <p className={styles.upiId} data-testid="upi-id">
            {payment.cardNo}
          </p>
        </>
      )}
      <DetailRows
        rows={[
          { text: t('repay.va.billNumber'), value: payment.vcode, testId: 'bill-number' },
          {
            text: t('repay.va.payBefore'),
            value: formatMoment(region(), payment.expiresAt, locale()),
            testId: 'pay-before',
          },
        ]}
      />
      <SaveCode orderId={query.orderId} />
    </Card>
  );
}

type Options = ResponseOf<typeof initPayType>;

/** This payment's UPI address, as the page declared it (for the server's amount). */
const useUpiAccount = (payment: PayQuery) => usePageQuery(indiaPayPage, 'upi', payment);

function Upi({ query }: { query: PayQuery }) {
  const account = useUpiAccount(query);
  return (
    <QueryView
      query={account}
      skeleton={<PaySkeleton />}
      failure={(error, retry) => <LoadFailure error={error} onRetry={retry} order={query} />}
    >
      {(payment) => <UpiView key={payment.vcode} query={query} payment={payment} />}
    </QueryView>
  );
}

/** "I have paid", at the foot of the page once the UPI address is there. */
function UpiPaid({ query }: { query: PayQuery }) {
  const payment = useUpiAccount(query).data;
  if (payment === undefined) return null;
  return <PaidAction order={query} vcode={payment.vcode} amount={payment.amount} />;
}

const gatewayWays: readonly GatewayMethod[] = ['netbanking', 'debitCard'];

/** Net banking and debit card (the provider's secure page) and saved cards, as the market offers them. */
function OtherWays({ query, channels }: { query: PayQuery; channels: readonly PayChannel[] }) {
  const headingId = useId();
  const openUrl = useOpenUrl();
  const gateway = useGatewayPayment();
  const [opening, setOpening] = useState<GatewayMethod | null>(null);
  // A refusal (another payment still going on) is said under the way tapped, not over the page.
  const [refusal, setRefusal] = useState<{ way: GatewayMethod; message: string } | null>(null);
  // The extension fee is paid by UPI or on the gateway (the payment says it is the fee,
  // decision 042); saved cards repay the loan only.
  const extension = query.display === 1;
  const ways = gatewayWays.filter((w) => channels.includes(w));
  const card = !extension && channels.includes('card');
  if (ways.length === 0 && !card) return null;

  const open = (method: GatewayMethod) => {
    setOpening(method);
    setRefusal(null);
    gateway.run(
      {
        orderId: query.orderId,
        amount: query.amount,
        method,
        ...(extension ? { purpose: 'extension' as const } : {}),
      },
      {
        onSuccess: (result) => {
          if (result.ok) openUrl(result.data.url);
          else if (result.kind !== 'aborted') setRefusal({ way: method, message: result.message });
        },
      },
    );
  };
  const row = (label: string, hint: string) => (
    <>
      <span className={styles.wayText}>
        <span className={styles.wayName}>{label}</span>
        <span className={styles.pickerLabel}>{hint}</span>
      </span>
      <ChevronIcon />
    </>
  );
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('repay.india.otherWays')}
      </h2>
      {ways.map((way) => (
        <Fragment key={way}>
          <button
            type="button"
            className={styles.picker}
            aria-busy={(gateway.isPending && opening === way) || undefined}
            onClick={() => open(way)}
            data-testid={`way-${way}`}
          >
            {row(t(`repay.india.${way}`), t(`repay.india.${way}Hint`))}
          </button>
          {refusal?.way === way && <InlineRefusal message={refusal.message} />}
        </Fragment>
      ))}
      {card && (
        <Link className={styles.picker} to={cardRepayUrl(query)} data-testid="way-card">
          {row(t('repay.india.card'), t('repay.india.cardHint'))}
        </Link>
      )}
    </Card>
  );
}

/** Without UPI there is no bill to watch: the order itself is watched (paid another way?). */
function OrderWatch({ query }: { query: PayQuery }) {
  useReadWatch(repayKeys.payOptions(query.orderId));
  return null;
}

function IndiaWays({ query, options }: { query: PayQuery; options: Options }) {
  const { channels, payable } = options;
  const none = !channels.some(
    (c) => c === 'upi' || c === 'netbanking' || c === 'debitCard' || c === 'card',
  );
  const upi = channels.includes('upi');
  // Every way pays the server's amount, never the link's.
  const payment = { ...query, amount: payable.amount };
  return (
    <>
      <Stack>
        <PayAmount payable={payable} testId="pay-amount" />
        <LenderLine lender={options.lender} role="payee" />
        {!upi && <OrderWatch query={query} />}
        {none && <StateView icon="empty" title={t('repay.india.noWays')} testId="no-options" />}
        {upi && (
          <Slice>
            <Upi query={payment} />
          </Slice>
        )}
        <Slices>
          <OtherWays query={payment} channels={channels} />
          <ServiceContact telephone="" />
        </Slices>
      </Stack>
      {upi && (
        <Slice>
          <UpiPaid query={payment} />
        </Slice>
      )}
    </>
  );
}

/**
 * `/that` for an Indian loan (docs/markets.md "Repayment rails"): UPI first — the UPI app
 * link, its QR code and the payee UPI ID — then net banking, debit card and saved cards,
 * only as the market offers them.
 */
export function IndiaPay() {
  return (
    <PageRoute title={usePayTitle()} query={pageQuery(indiaPayPage, 'options')} {...payStates()}>
      {(query, options) => <IndiaWays query={query} options={options} />}
    </PageRoute>
  );
}

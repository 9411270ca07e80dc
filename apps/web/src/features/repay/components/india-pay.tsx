import { useId, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import {
  type GatewayMethod,
  type PayChannel,
  UPI_PAY_CODE,
  type VirtualAccountPayment,
} from '@tenor/contract/endpoints/repay';
import { formatMoment, formatMoney } from '@tenor/contract/format';
import { bridge, bridgeTarget } from '../../../lib/bridge.ts';
import { region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { QueryView } from '../../../shared/page/query-view.tsx';
import { useOpenUrl } from '../../../shared/safe-url.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { DetailRows } from '../../../shared/ui/detail-rows.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { StateView } from '../../../shared/ui/state-view.tsx';
import { payOptionsQuery } from '../api/init-pay-type.ts';
import { useVirtualAccount, virtualAccountQuery } from '../api/generate-vcode.ts';
import { useGatewayPayment } from '../api/repayment-huichao.ts';
import { cardRepayUrl, type PayQuery } from '../repay-links.ts';
import { CopyButton } from './copy-button.tsx';
import { PaidAction } from './paid-check-dialog.tsx';
import { ChevronIcon } from './picker-row.tsx';
import { LoadFailure, PaySkeleton, payStates } from './repay-states.tsx';
import { ServiceContact } from './service-contact.tsx';
import { usePayTitle } from './virtual-account.tsx';
import styles from './repay.module.css';

/** The QR code the server drew, crisp at any size (no library, no image request). */
function UpiQr({ qr, label }: { qr: { size: number; path: string }; label: string }) {
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="upi-qr"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

/**
 * Opens the UPI app: a plain link in a browser (the phone offers its UPI apps); inside the
 * native app the link goes through the bridge, which hands `upi:` to the system.
 */
function openUpiApp(event: MouseEvent<HTMLAnchorElement>, intentUrl: string) {
  if (bridgeTarget() === 'simulator') return;
  event.preventDefault();
  bridge.openUrl(intentUrl);
}

function UpiView({ payment }: { payment: VirtualAccountPayment }) {
  const headingId = useId();
  const amount = formatMoney(region(), payment.amount);
  const upi = payment.upi;
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
      <div className={styles.accountRow}>
        <span className={styles.pickerLabel}>{t('repay.india.upiId')}</span>
        <CopyButton text={payment.cardNo} label={t('repay.india.upiId')} />
      </div>
      <p className={styles.upiId} data-testid="upi-id">
        {payment.cardNo}
      </p>
      <DetailRows
        rows={[
          { text: t('repay.va.billNumber'), value: payment.vcode, testId: 'bill-number' },
          { text: t('repay.va.payBefore'), value: formatMoment(region(), payment.expiresAt) },
        ]}
      />
    </Card>
  );
}

const upiParams = (query: PayQuery) =>
  ({ ...query, payType: 3, payCode: UPI_PAY_CODE, specificNum: 0, isDefault: 1 }) as const;

/** This payment's UPI address (one per order and amount: the server answers the same one again). */
export const upiAccountQuery = (query: PayQuery) => virtualAccountQuery(upiParams(query));

const useUpiAccount = (query: PayQuery) => useVirtualAccount(upiParams(query));

function Upi({ query }: { query: PayQuery }) {
  const account = useUpiAccount(query);
  return (
    <QueryView
      query={account}
      skeleton={<PaySkeleton />}
      failure={(error, retry) => <LoadFailure error={error} onRetry={retry} order={query} />}
    >
      {(payment) => <UpiView payment={payment} />}
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
  // The extension fee is paid by UPI; the gateway and saved cards repay the loan.
  const ways = query.display === 1 ? [] : gatewayWays.filter((w) => channels.includes(w));
  const card = query.display !== 1 && channels.includes('card');
  if (ways.length === 0 && !card) return null;

  const open = (method: GatewayMethod) => {
    setOpening(method);
    gateway.run(
      { orderId: query.orderId, amount: query.amount, method },
      { onSuccess: (result) => result.ok && openUrl(result.data.url) },
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
        <button
          key={way}
          type="button"
          className={styles.picker}
          aria-busy={(gateway.isPending && opening === way) || undefined}
          onClick={() => open(way)}
          data-testid={`way-${way}`}
        >
          {row(t(`repay.india.${way}`), t(`repay.india.${way}Hint`))}
        </button>
      ))}
      {card && (
        <Link className={styles.picker} to={cardRepayUrl(query)} data-testid="way-card">
          {row(t('repay.india.card'), t('repay.india.cardHint'))}
        </Link>
      )}
    </Card>
  );
}

function IndiaWays({ query, channels }: { query: PayQuery; channels: readonly PayChannel[] }) {
  const none = !channels.some(
    (c) => c === 'upi' || c === 'netbanking' || c === 'debitCard' || c === 'card',
  );
  const upi = channels.includes('upi');
  return (
    <>
      <Stack>
        <Card>
          <DetailRows
            rows={[
              {
                text: t('repay.india.amount'),
                value: formatMoney(region(), query.amount),
                testId: 'pay-amount',
              },
            ]}
          />
          {query.display === 1 && <p data-testid="extension-note">{t('repay.va.extensionNote')}</p>}
        </Card>
        {none && <StateView icon="empty" title={t('repay.india.noWays')} testId="no-options" />}
        {upi && <Upi query={query} />}
        <OtherWays query={query} channels={channels} />
        <ServiceContact telephone="" />
      </Stack>
      {upi && <UpiPaid query={query} />}
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
    <PageRoute
      page="repay"
      title={usePayTitle()}
      query={(q) => payOptionsQuery(q, 3)}
      {...payStates()}
    >
      {(query, options) => <IndiaWays query={query} channels={options.channels} />}
    </PageRoute>
  );
}

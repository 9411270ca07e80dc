import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from '../../../lib/navigation.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { VirtualAccountPayment } from '@tenor/contract/endpoints/repay';
import { formatDateTime, formatMoment, formatMoney } from '@tenor/contract/format';
import { bridge } from '../../../lib/bridge.ts';
import { locale, region } from '../../../lib/launch.ts';
import { keepLoadedAssets, offlineWorkerSupported } from '../../../lib/offline-worker.ts';
import { hasSession } from '../../../lib/session.ts';
import { isRetryable } from '../../../shared/http/query.ts';
import { clockText, useCountdown } from '../../../shared/countdown.ts';
import { t } from '../../../shared/i18n.ts';
import { usePageParams } from '../../../shared/page/use-page-params.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { DetailRows } from '../../../shared/ui/detail-rows.tsx';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { StateView } from '../../../shared/ui/state-view.tsx';
import { billStateQuery } from '../api/payment-status.ts';
import {
  counterCode,
  dropKept,
  readKept,
  writeKept,
  type CounterCode,
  type KeptState,
} from '../counter-code.ts';
import { usePaymentWatch } from '../hooks/use-payment-watch.ts';
import { methodLabel } from '../method-label.ts';
import { receiptUrl, type PayRef } from '../repay-links.ts';
import { usePayTitle } from './pay-amount.tsx';
import { UpiQr } from './upi-qr.tsx';
import styles from './repay.module.css';

/** Groups of four for reading; spans, not spaces, so a selection copies the bare number. */
export function CodeDigits({ code }: { code: string }) {
  return (
    <p className={styles.accountNumber} data-testid="account-number">
      {(code.match(/.{1,4}/g) ?? [code]).map((group, i) => (
        <span key={i}>{group}</span>
      ))}
    </p>
  );
}

/**
 * Keeps the code the page shows for the counter (decision 049), refreshed with every answer,
 * and asks the service worker to keep the page's files.
 */
export function useKeepCode(order: PayRef, payment: VirtualAccountPayment, payee: string): void {
  const { orderId, productId } = order;
  useEffect(() => {
    const kept = readKept(orderId);
    const inApp = kept.kind !== 'gone' && kept.code.vcode === payment.vcode && kept.code.inApp;
    const code = counterCode(payment, { orderId, productId }, payee, Date.now());
    writeKept(orderId, { ...code, inApp: inApp || undefined });
    keepLoadedAssets();
  }, [orderId, productId, payment, payee]);
}

const never = () => () => {};

/**
 * Where there is no service worker (WKWebView without app-bound domains), the page cannot
 * open offline: the app keeps the code instead, through the bridge (`saveCode`).
 */
export function SaveCode({ orderId }: { orderId: number }) {
  const [saved, setSaved] = useState(false);
  // The server renders as if there were a worker: the button appears only where there is none.
  const supported = useSyncExternalStore(never, offlineWorkerSupported, () => true);
  if (supported) return null;
  if (saved) {
    return (
      <p className="muted" role="status">
        {t('repay.offline.saved')}
      </p>
    );
  }
  const save = () => {
    const kept = readKept(orderId);
    if (kept.kind !== 'payable') return;
    const { code } = kept;
    bridge.saveCode({
      orderId,
      vcode: code.vcode,
      code: code.code,
      amount: formatMoney(region(), code.amount),
      payee: code.payee,
      expiresAt: code.expiresAt,
      steps: code.steps,
      checkedAt: new Date(code.checkedAt).toISOString(),
    });
    writeKept(orderId, { ...code, inApp: true });
    setSaved(true);
  };
  return (
    <Button variant="secondary" block onClick={save} data-testid="save-code">
      {t('repay.offline.save')}
    </Button>
  );
}

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

/** The market's steps as kept: per bank method, or the mini market's. */
function KeptSteps({ code }: { code: CounterCode }) {
  const groups = code.steps.filter((group) => group.steps.length > 0);
  if (groups.length === 0) return null;
  return (
    <Card aria-labelledby="kept-steps">
      <h2 id="kept-steps" className={styles.heading}>
        {t('repay.va.howToPay')}
      </h2>
      {groups.map((group) => (
        <details key={group.name} className={styles.steps} open>
          <summary className={styles.summary}>
            {code.payType === 1 ? methodLabel(group.name) : group.name}
          </summary>
          <ol className={styles.stepList}>
            {group.steps.map((step, j) => (
              <li key={j}>{step}</li>
            ))}
          </ol>
        </details>
      ))}
    </Card>
  );
}

/**
 * The kept code, offline: payable until its deadline, then expired (never payable). Back
 * online (the `online` event, focus, `pageshow`, the watch) its bill is checked: paid → the
 * copy is dropped and the receipt shown; otherwise the live page takes over.
 */
function KeptView({ code, onLive }: { code: CounterCode; onLive: () => void }) {
  const navigate = useNavigate();
  const title = usePayTitle()();
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    // A server render (none today: the kept view is the browser's) reads as online.
    () => true,
  );
  const status = useQuery({ ...billStateQuery(code), enabled: online });
  usePaymentWatch({ check: () => status.refetch(), enabled: online });
  const state = status.data?.state;
  useEffect(() => {
    if (state === undefined) return;
    if (state === 'paid' || state === 'closed') dropKept(code.orderId, code.vcode);
    if (state === 'paid') void navigate(receiptUrl(code), { replace: true });
    else onLive();
    // The kept code is this view's identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
  const { left } = useCountdown(Date.parse(code.expiresAt));
  const expired = left === 0;
  const upi = code.payType === 3;
  const qris = code.payType === 4;
  const label = t(
    upi
      ? 'repay.india.upiId'
      : qris
        ? 'repay.qris.code'
        : code.payType === 1
          ? 'repay.va.accountNumber'
          : 'repay.va.paymentCode',
  );
  const payBefore = {
    text: t('repay.va.payBefore'),
    value: formatMoment(region(), code.expiresAt, locale()),
    testId: 'pay-before',
  };
  const bill = { text: t('repay.va.billNumber'), value: code.vcode, testId: 'bill-number' };
  return (
    <PageLayout title={title}>
      <Stack>
        <p className="muted" role="status" data-testid="offline-checked">
          {t('repay.offline.checked', {
            time: formatDateTime(region(), code.checkedAt).slice(11, 16),
          })}
        </p>
        {expired ? (
          <>
            <StateView
              icon="clock"
              title={t('repay.va.expired')}
              message={t('repay.offline.expiredBody')}
              testId="kept-expired"
            />
            <Card>
              <DetailRows rows={[bill, payBefore]} />
            </Card>
          </>
        ) : (
          <>
            <Card aria-labelledby="kept-code">
              <h2 id="kept-code" className={styles.pickerLabel}>
                {label}
              </h2>
              {code.qr && (
                <UpiQr
                  qr={code.qr}
                  label={t(qris ? 'repay.qris.qrLabel' : 'repay.india.upiQr', {
                    amount: formatMoney(region(), code.amount),
                  })}
                />
              )}
              {code.code !== '' &&
                (upi ? (
                  <p className={styles.upiId} data-testid="upi-id">
                    {code.code}
                  </p>
                ) : (
                  <CodeDigits code={code.code} />
                ))}
              <DetailRows
                rows={[
                  {
                    text: t('repay.va.total'),
                    value: formatMoney(region(), code.amount),
                    testId: 'va-total',
                  },
                  { text: t('repay.offline.payTo'), value: code.payee, testId: 'kept-payee' },
                  bill,
                  {
                    text: t('repay.va.validFor'),
                    value: (
                      <time className={styles.clock} dateTime={`PT${left}S`}>
                        {clockText(left)}
                      </time>
                    ),
                  },
                  payBefore,
                ]}
              />
            </Card>
            <KeptSteps code={code} />
          </>
        )}
      </Stack>
    </PageLayout>
  );
}

const gone: KeptState = { kind: 'gone' };

/**
 * `/that` opened without network: the code kept for this order, shown at once instead of a
 * page that cannot load; with network, or with nothing kept, the page itself. A phone can
 * say it is online and still reach nothing (a weak signal at the counter; Chromium 150's
 * emulated offline too): a read of the page that fails for want of network then shows the
 * kept code as well.
 */
export function KeptOffline({ children }: { children: ReactNode }) {
  const params = usePageParams('repay');
  const client = useQueryClient();
  const orderId = params?.orderId;
  const keptNow = (): KeptState =>
    orderId !== undefined && hasSession() ? readKept(orderId) : gone;
  const [kept, setKept] = useState<KeptState>(() => (isOffline() ? keptNow() : gone));
  const showing = kept.kind !== 'gone';
  useEffect(() => {
    if (showing || orderId === undefined) return;
    return client.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        isRetryable(event.action.error)
      )
        setKept(keptNow());
    });
    // keptNow reads only orderId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, showing, orderId]);
  if (kept.kind === 'gone') return children;
  return <KeptView code={kept.code} onLive={() => setKept(gone)} />;
}

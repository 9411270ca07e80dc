import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { repaymentWay } from '@tenor/contract/endpoints/repay';
import { SMS_COUNTDOWN_S } from '@tenor/contract/rules';
import { t } from '../../../shared/i18n.ts';
import { currency, hasSession } from '../../../app/launch.ts';
import { useCountdown } from '../../../shared/countdown.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { useOpenUrl } from '../../../shared/safe-url.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { NoSession } from '../../../shared/ui/no-session.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useRepaymentCommit } from '../api/repayment-commit.ts';
import { useRepaymentConfirm } from '../api/repayment-confirm.ts';
import { useGatewayPayment } from '../api/repayment-huichao.ts';
import { useRepaymentWay } from '../api/repayment-way.ts';
import { loanDetailsUrl, type PayQuery } from '../repay-links.ts';
import { LoadFailure, MissingPayment, PaySkeleton } from './repay-states.tsx';
import { codeLooksValid, SmsStage } from './sms-stage.tsx';
import { LabelValueRows } from '../../../shared/ui/label-value-rows.tsx';
import styles from './repay.module.css';
import own from './card-repay.module.css';

type Way = ResponseOf<typeof repaymentWay>;

/** A card payment waiting for its SMS code. */
interface Pending {
  cardId: number;
  repayRecordId: number;
}

function CardPayment({
  way,
  query,
  onNewToken,
}: {
  way: Way;
  query: PayQuery;
  onNewToken: () => void;
}) {
  const navigate = useNavigate();
  const openUrl = useOpenUrl();
  const commit = useRepaymentCommit();
  const confirm = useRepaymentConfirm();
  const gateway = useGatewayPayment();
  const countdown = useCountdown();
  /** Spec §3: bankIndex, -1 until a card is chosen. */
  const [bankIndex, setBankIndex] = useState(-1);
  const [pending, setPending] = useState<Pending | null>(null);
  const [stage, setStage] = useState(false);
  // A double tap must never commit twice: the mutation's own state arrives a tick late.
  const inFlight = useRef(false);
  const once = (run: (done: () => void) => void) => {
    if (inFlight.current) return;
    inFlight.current = true;
    run(() => {
      inFlight.current = false;
    });
  };
  const backToLoan = () => void navigate(loanDetailsUrl(query), { replace: true });

  const paid = () => {
    setStage(false);
    showToast(t('repay.card.paid'), { kind: 'info' });
    backToLoan();
  };

  /** The payment can no longer be confirmed (cancelled, expired): start again with a new token. */
  const abandon = () => {
    setPending(null);
    setStage(false);
    countdown.reset();
    onNewToken();
  };

  const pay = () => {
    const card = way.bankCards[bankIndex];
    if (!card) {
      showToast(t('repay.card.chooseCard'));
      return;
    }
    if (pending?.cardId === card.id) {
      // Back to the code stage of this payment: the code already sent is still good.
      setStage(true);
      return;
    }
    once((done) =>
      commit.mutate(
        {
          orderId: query.orderId,
          amount: query.amount,
          cardId: card.id,
          bankName: card.bankName,
          bankCode: card.bankCode,
          repayToken: way.repayToken,
          sendMsg: 0,
        },
        {
          onSuccess: (result) => {
            if (!result.ok) {
              // Spec §8: the message (or 'processing failed') is shown; the countdown restarts.
              countdown.reset();
              return;
            }
            if (result.data.needValid === 1) {
              setPending({ cardId: card.id, repayRecordId: result.data.repayRecordId });
              setStage(true);
              countdown.start(SMS_COUNTDOWN_S);
            } else {
              paid();
            }
          },
          onSettled: done,
        },
      ),
    );
  };

  const resend = () => {
    const card = way.bankCards.find((c) => c.id === pending?.cardId);
    if (!card || countdown.counting) return;
    once((done) =>
      commit.mutate(
        {
          orderId: query.orderId,
          amount: query.amount,
          cardId: card.id,
          bankName: card.bankName,
          bankCode: card.bankCode,
          repayToken: way.repayToken,
          sendMsg: 1,
        },
        {
          onSuccess: (result) => {
            if (result.ok) countdown.start(SMS_COUNTDOWN_S);
            else countdown.reset();
          },
          onSettled: done,
        },
      ),
    );
  };

  const confirmCode = (code: string) => {
    if (!pending) return;
    if (!codeLooksValid(code)) {
      showToast(t('repay.card.wrongCode'));
      return;
    }
    once((done) =>
      confirm.mutate(
        {
          orderId: query.orderId,
          verifyCode: code.trim(),
          repaymentRecordId: pending.repayRecordId,
        },
        {
          onSuccess: (result) => {
            if (result.ok) paid();
            // 800006 (wrong code) leaves the stage open for another try; the server's
            // message is already shown. Any other refusal closed the payment.
            else if (result.kind === 'server' && result.code !== '800006') abandon();
          },
          onSettled: done,
        },
      ),
    );
  };

  const payByGateway = () =>
    once((done) =>
      gateway.mutate(
        { orderId: query.orderId, amount: query.amount },
        {
          onSuccess: (result) => {
            if (result.ok) openUrl(result.data.url);
          },
          onSettled: done,
        },
      ),
    );

  return (
    <>
      <div className={styles.stack}>
        <section className={styles.card}>
          <LabelValueRows
            rows={[
              {
                label: t('repay.card.amount'),
                value: formatMoney(query.amount, currency()),
                testId: 'card-amount',
              },
            ]}
          />
        </section>
        <section className={styles.card}>
          {way.bankCards.length === 0 ? (
            <p className={styles.muted}>{t('repay.card.noCards')}</p>
          ) : (
            <fieldset className={styles.radios}>
              <legend className={styles.legend}>{t('repay.card.cards')}</legend>
              {way.bankCards.map((card, i) => (
                <label key={card.id} className={styles.radio}>
                  <input
                    type="radio"
                    name="card"
                    value={card.id}
                    checked={i === bankIndex}
                    onChange={() => setBankIndex(i)}
                  />
                  <span className={own.cardName}>{card.bankName}</span>{' '}
                  <span className={own.cardNo}>{card.cardNo}</span>
                </label>
              ))}
            </fieldset>
          )}
        </section>
      </div>
      <div className={styles.footer}>
        <Button block busy={commit.isPending && !stage} onClick={pay}>
          {t('repay.card.pay')}
        </Button>
        {way.alipay === 1 && (
          <>
            <p className={own.or}>{t('repay.card.or')}</p>
            <Button variant="secondary" block busy={gateway.isPending} onClick={payByGateway}>
              {t('repay.card.gateway')}
            </Button>
          </>
        )}
      </div>
      <SmsStage
        open={stage}
        secondsLeft={countdown.left}
        resending={commit.isPending && stage}
        confirming={confirm.isPending}
        onResend={resend}
        onCancel={() => {
          setStage(false);
          countdown.reset();
        }}
        onConfirm={confirmCode}
      />
    </>
  );
}

function CardLoader({ query }: { query: PayQuery }) {
  const way = useRepaymentWay(query.orderId, true);
  if (way.isPending) return <PaySkeleton />;
  if (way.isError) {
    return <LoadFailure error={way.error} onRetry={() => void way.refetch()} order={query} />;
  }
  return (
    <CardPayment
      key={way.dataUpdatedAt}
      way={way.data}
      query={query}
      onNewToken={() => void way.refetch()}
    />
  );
}

/** `/cardRepay?productId=&orderId=&amount=` (spec §4 "Card repayment"). */
export function CardRepay({ query }: { query: PayQuery | undefined }) {
  let content;
  if (!hasSession()) content = <NoSession />;
  else if (!query) content = <MissingPayment />;
  else content = <CardLoader query={query} />;
  return <Page title={t('repay.card.title')}>{content}</Page>;
}

import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { codes } from '@tenor/contract/envelope';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { repaymentWay } from '@tenor/contract/endpoints/repay';
import { formatMoney } from '@tenor/contract/format';
import type { PageParams } from '@tenor/contract/page-params';
import { SMS_COUNTDOWN_S } from '@tenor/contract/rules';
import { region } from '../../../lib/launch.ts';
import { useCountdown } from '../../../shared/countdown.ts';
import { t } from '../../../shared/i18n.ts';
import { CallError } from '../../../shared/http/query.ts';
import { pageQuery } from '../../../shared/page/page-data.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { useOpenUrl } from '../../../shared/safe-url.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { DetailRows } from '../../../shared/ui/detail-rows.tsx';
import { ActionBar } from '../../../shared/ui/action-bar.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { useRepaymentCommit } from '../api/repayment-commit.ts';
import { useRepaymentConfirm } from '../api/repayment-confirm.ts';
import { useGatewayPayment } from '../api/repayment-huichao.ts';
import { payOptionsQuery } from '../api/init-pay-type.ts';
import { usePaymentWatch } from '../hooks/use-payment-watch.ts';
import { cardRepayPage, repaymentWayQuery } from '../api/repayment-way.ts';
import { receiptUrl } from '../repay-links.ts';
import { AmountChanged } from './pay-amount.tsx';
import { InlineRefusal, NothingToPay, payStates } from './repay-states.tsx';
import { codeLooksValid, SmsStage } from './sms-stage.tsx';
import styles from './repay.module.css';
import own from './card-repay.module.css';

type Way = ResponseOf<typeof repaymentWay>;
type CardQuery = PageParams<'cardRepay'>;

/** A card payment waiting for its SMS code, and the masked phone the code went to. */
interface Pending {
  cardId: number;
  repayRecordId: number;
  phone: string;
}

/**
 * While the card page is open the order is watched: paid another way (UPI on another phone,
 * a bank page), the page says nothing is left to pay instead of offering to pay again.
 */
function useOrderSettled(query: CardQuery, amount: number): boolean {
  const order = useQuery(
    payOptionsQuery({ orderId: query.orderId, productId: query.productId, amount, display: 0 }, 3),
  );
  usePaymentWatch({
    check: () => order.refetch(),
  });
  return order.error instanceof CallError && order.error.failure.code === codes.conflict;
}

function CardPayment({ way, query }: { way: Way; query: CardQuery }) {
  const navigate = useNavigate();
  const openUrl = useOpenUrl();
  const client = useQueryClient();
  // One lock for every step: a double tap must never commit twice, and paying by card
  // and by the gateway must never both start.
  const lock = useRef(false);
  const commit = useRepaymentCommit(lock);
  const confirm = useRepaymentConfirm(lock);
  const gateway = useGatewayPayment(lock);
  const countdown = useCountdown();
  /** docs/screens.md "Card repayment": bankIndex, -1 until a card is chosen. */
  const [bankIndex, setBankIndex] = useState(-1);
  const [pending, setPending] = useState<Pending | null>(null);
  const [stage, setStage] = useState(false);
  const [codeError, setCodeError] = useState('');
  // A refused payment is said under the button that asked, not in a toast over it.
  const [refusal, setRefusal] = useState('');
  // What the server takes for this link, never the link's own amount.
  const amount = way.payable.amount;
  const settled = useOrderSettled(query, amount);

  /** Every card payment ends on its receipt (Back from there skips this finished page). */
  const paid = (repaymentId: number) => {
    setStage(false);
    void navigate(receiptUrl({ ...query, repaymentId }), { replace: true });
  };

  /** The payment can no longer be confirmed (cancelled, expired): start again with a new token. */
  const abandon = () => {
    setPending(null);
    setStage(false);
    countdown.reset();
    // A new token comes with a new list; the page starts again keyed by it.
    void client.refetchQueries({ queryKey: repaymentWayQuery(query).queryKey });
  };

  /** A charge of this payment to `card`; sendMsg 1 asks for the SMS code again. */
  const charge = (card: Way['bankCards'][number], sendMsg: 0 | 1) => ({
    orderId: query.orderId,
    amount,
    cardId: card.id,
    bankName: card.bankName,
    bankCode: card.bankCode,
    repayToken: way.repayToken,
    sendMsg,
  });

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
    setRefusal('');
    commit.run(charge(card, 0), {
      onSuccess: (result) => {
        if (!result.ok) {
          // docs/screens.md "Card repayment": the message (or 'processing failed') is shown; the countdown restarts.
          countdown.reset();
          if (result.kind !== 'aborted') setRefusal(result.message);
          return;
        }
        if (result.data.needValid === 1) {
          setPending({
            cardId: card.id,
            repayRecordId: result.data.repayRecordId,
            phone: result.data.phone,
          });
          setStage(true);
          countdown.start(SMS_COUNTDOWN_S);
        } else {
          paid(result.data.repayRecordId);
        }
      },
    });
  };

  const resend = () => {
    const card = way.bankCards.find((c) => c.id === pending?.cardId);
    if (!card || countdown.counting) return;
    commit.run(charge(card, 1), {
      onSuccess: (result) => {
        if (result.ok) countdown.start(SMS_COUNTDOWN_S);
        else countdown.reset();
      },
    });
  };

  const confirmCode = (code: string) => {
    if (!pending) return;
    // The message stays under the field it is about, not in a toast over the button.
    if (!codeLooksValid(code)) {
      setCodeError(t(code.trim() === '' ? 'repay.card.codeMissing' : 'repay.card.wrongCode'));
      return;
    }
    setCodeError('');
    const repaymentId = pending.repayRecordId;
    confirm.run(
      {
        orderId: query.orderId,
        verifyCode: code.trim(),
        repaymentRecordId: pending.repayRecordId,
      },
      {
        onSuccess: (result) => {
          if (result.ok) paid(repaymentId);
          // 800006 (wrong code) leaves the stage open for another try, its message under
          // the field. Any other refusal closed the payment: said once, as a toast.
          else if (result.kind === 'server' && result.code === '800006')
            setCodeError(result.message);
          else if (result.kind === 'server') {
            showToast(result.message);
            abandon();
          } else showToast(result.message);
        },
      },
    );
  };

  const payByGateway = () => {
    setRefusal('');
    gateway.run(
      { orderId: query.orderId, amount },
      {
        onSuccess: (result) => {
          if (result.ok) openUrl(result.data.url);
          else if (result.kind !== 'aborted') setRefusal(result.message);
        },
      },
    );
  };

  if (settled) return <NothingToPay order={query} />;

  return (
    <>
      <Stack>
        <Card>
          <DetailRows
            rows={[
              {
                text: t('repay.card.amount'),
                value: formatMoney(region(), amount),
                testId: 'card-amount',
              },
            ]}
          />
          <AmountChanged payable={way.payable} />
        </Card>
        <Card>
          {way.bankCards.length === 0 ? (
            <p className="muted">{t('repay.card.noCards')}</p>
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
        </Card>
      </Stack>
      <ActionBar>
        <Button block busy={commit.isPending && !stage} onClick={pay}>
          {t('repay.card.pay')}
        </Button>
        {refusal && <InlineRefusal message={refusal} />}
        {way.alipay === 1 && (
          <>
            <p className={own.or}>{t('repay.card.or')}</p>
            <Button variant="secondary" block busy={gateway.isPending} onClick={payByGateway}>
              {t('repay.card.gateway')}
            </Button>
          </>
        )}
      </ActionBar>
      <SmsStage
        open={stage}
        phone={pending?.phone ?? ''}
        secondsLeft={countdown.left}
        resending={commit.isPending && stage}
        confirming={confirm.isPending}
        onResend={resend}
        onCancel={() => {
          setStage(false);
          setCodeError('');
          countdown.reset();
        }}
        onConfirm={confirmCode}
        error={codeError}
        onEdit={() => setCodeError('')}
      />
    </>
  );
}

/** `/cardRepay?productId=&orderId=&amount=` — docs/screens.md "Card repayment". */
export function CardRepay() {
  // The payment is keyed by its token: a new token (after one was abandoned) starts afresh.
  return (
    <PageRoute
      page="cardRepay"
      query={pageQuery(cardRepayPage, 'way')}
      title={t('repay.card.title')}
      {...payStates()}
    >
      {(query, way) => <CardPayment key={way.repayToken} way={way} query={query} />}
    </PageRoute>
  );
}

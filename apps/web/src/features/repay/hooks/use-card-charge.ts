import { useRef, useState } from 'react';
import { useNavigate } from '../../../lib/navigation.tsx';
import { useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { repaymentWay } from '@tenor/contract/endpoints/repay';
import type { PageParams } from '@tenor/contract/page-params';
import { SMS_COUNTDOWN_S } from '@tenor/contract/rules';
import { showToast } from '../../../lib/toast-store.ts';
import { useCountdown } from '../../../shared/countdown.ts';
import { t } from '../../../shared/i18n.ts';
import { useOpenUrl } from '../../../shared/safe-url.ts';
import { useRepaymentCommit } from '../api/repayment-commit.ts';
import { useRepaymentConfirm } from '../api/repayment-confirm.ts';
import { useGatewayPayment } from '../api/repayment-huichao.ts';
import { repaymentWayQuery } from '../api/repayment-way.ts';
import { receiptUrl } from '../repay-links.ts';
import { codeLooksValid } from '../components/sms-stage.tsx';

export type Way = ResponseOf<typeof repaymentWay>;
export type CardQuery = PageParams<'cardRepay'>;
type SavedCard = Way['bankCards'][number];

/** A card payment waiting for its SMS code, and the masked phone the code went to. */
interface Pending {
  cardId: number;
  repayRecordId: number;
  phone: string;
}

/**
 * The card payment's stages (docs/screens.md "Card repayment"): charge the chosen card, the
 * SMS code stage when the bank asks for one, its confirmation, and the hosted gateway instead.
 */
export function useCardCharge(way: Way, query: CardQuery) {
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
  const [pending, setPending] = useState<Pending | null>(null);
  const [stage, setStage] = useState(false);
  const [codeError, setCodeError] = useState('');
  // A refused payment is said under the button that asked, not in a toast over it.
  const [refusal, setRefusal] = useState('');
  // What the server takes for this link, never the link's own amount.
  const amount = way.payable.amount;

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
  const charge = (card: SavedCard, sendMsg: 0 | 1) => ({
    orderId: query.orderId,
    amount,
    cardId: card.id,
    bankName: card.bankName,
    bankCode: card.bankCode,
    repayToken: way.repayToken,
    sendMsg,
  });

  const pay = (card: SavedCard | undefined) => {
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

  const closeStage = () => {
    setStage(false);
    setCodeError('');
    countdown.reset();
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

  return {
    amount,
    pay,
    payByGateway,
    refusal,
    paying: commit.isPending && !stage,
    gatewayBusy: gateway.isPending,
    /** The SMS code stage, as SmsStage takes it. */
    sms: {
      open: stage,
      phone: pending?.phone ?? '',
      secondsLeft: countdown.left,
      resending: commit.isPending && stage,
      confirming: confirm.isPending,
      onResend: resend,
      onCancel: closeStage,
      onConfirm: confirmCode,
      error: codeError,
      onEdit: () => setCodeError(''),
    },
  };
}

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { codes } from '@tenor/contract/envelope';
import { formatMoney } from '@tenor/contract/format';
import { region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { CallError } from '../../../shared/http/query.ts';
import { pageQuery } from '../../../shared/page/page-data.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { DetailRows } from '../../../shared/ui/detail-rows.tsx';
import { ActionBar } from '../../../shared/ui/action-bar.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { payOptionsQuery } from '../api/init-pay-type.ts';
import { usePaymentWatch } from '../hooks/use-payment-watch.ts';
import { type CardQuery, useCardCharge, type Way } from '../hooks/use-card-charge.ts';
import { cardRepayPage } from '../api/repayment-way.ts';
import { AmountChanged } from './pay-amount.tsx';
import { CardChoice } from './card-choice.tsx';
import { InlineRefusal, NothingToPay, payStates } from './repay-states.tsx';
import { SmsStage } from './sms-stage.tsx';
import own from './card-repay.module.css';

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
  /** docs/screens.md "Card repayment": bankIndex, -1 until a card is chosen. */
  const [bankIndex, setBankIndex] = useState(-1);
  const card = useCardCharge(way, query);
  const settled = useOrderSettled(query, card.amount);

  if (settled) return <NothingToPay order={query} />;

  return (
    <>
      <Stack>
        <Card>
          <DetailRows
            rows={[
              {
                text: t('repay.card.amount'),
                value: formatMoney(region(), card.amount),
                testId: 'card-amount',
              },
            ]}
          />
          <AmountChanged payable={way.payable} />
        </Card>
        <CardChoice cards={way.bankCards} chosen={bankIndex} onChoose={setBankIndex} />
      </Stack>
      <ActionBar>
        <Button block busy={card.paying} onClick={() => card.pay(way.bankCards[bankIndex])}>
          {t('repay.card.pay')}
        </Button>
        {card.refusal && <InlineRefusal message={card.refusal} />}
        {way.alipay === 1 && (
          <>
            <p className={own.or}>{t('repay.card.or')}</p>
            <Button variant="secondary" block busy={card.gatewayBusy} onClick={card.payByGateway}>
              {t('repay.card.gateway')}
            </Button>
          </>
        )}
      </ActionBar>
      <SmsStage {...card.sms} />
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

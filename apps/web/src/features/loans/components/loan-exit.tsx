import { useEffect, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ExitOffer } from '@tenor/contract/loan-exit';
import { formatMoment, formatMoney } from '@tenor/contract/format';
import { locale, region } from '../../../lib/launch.ts';
import { marketZone } from '../../../shared/market-zone.ts';
import { daysAndClock, useCountdown } from '../../../shared/countdown.ts';
import { orderKey } from '../../../shared/http/order-keys.ts';
import { t } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { DetailRows } from '../../../shared/ui/detail-rows.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { useCancelOrder, useExitQuote } from '../api/loan-exit.ts';
import styles from './loan-exit.module.css';
import { useOpenRepay } from './open-repay.ts';

interface ExitOrder {
  orderId: number;
  productId: number;
  exit?: ExitOffer;
  cancellable?: boolean;
}

/**
 * India's cooling-off exit (decision 058): until when, the quote the server worked out and a
 * countdown on the market's clock; "Pay … to exit" asks the server for the quote again and
 * opens the pay page for it. At the end of the period the offer goes and the order is read again.
 */
/** "Time left 2 days 11:59:54" past a day, "Time left 11:59:54" within it. */
function leftText(seconds: number): string {
  const { days, clock } = daysAndClock(seconds);
  return days > 0 ? t('loans.exit.leftDays', { days, clock }) : t('loans.exit.left', { clock });
}

function ExitCard({ order, exit }: { order: ExitOrder; exit: ExitOffer }) {
  const titleId = useId();
  const market = region();
  const until = Date.parse(exit.until);
  const countdown = useCountdown(until);
  const client = useQueryClient();
  const openRepay = useOpenRepay(order);
  const quote = useExitQuote();
  const ended = !countdown.counting;
  useEffect(() => {
    if (ended) void client.invalidateQueries({ queryKey: orderKey(order.orderId) });
  }, [ended, client, order.orderId]);
  if (ended) return null;
  const money = (n: number) => formatMoney(market, n);
  const pay = () => quote.run(order.orderId, { onSuccess: openRepay });
  return (
    <Card aria-labelledby={titleId} data-testid="exit-offer">
      <h2 className={styles.title} id={titleId}>
        {t('loans.exit.title', {
          time: `${formatMoment(market, until, locale())} ${marketZone[market]}`,
        })}
      </h2>
      <p className={styles.text}>{t('loans.exit.intro')}</p>
      {/* The server's second and the phone's differ: the next tick writes the phone's (a
          mismatch here must not throw the server's page away). */}
      <p className={styles.countdown} data-testid="exit-countdown" suppressHydrationWarning>
        {leftText(countdown.left)}
      </p>
      <DetailRows
        testId="exit-quote"
        rows={[
          { text: t('loans.exit.principal'), value: money(exit.principal) },
          {
            text: t('loans.exit.interest', { days: exit.daysHeld }),
            value: money(exit.interest),
          },
          ...(exit.feeKept > 0
            ? [{ text: t('loans.exit.feeKept'), value: money(exit.feeKept) }]
            : []),
          { text: t('loans.exit.penalty'), value: money(0) },
          { text: t('loans.exit.total'), value: money(exit.total), testId: 'exit-total' },
        ]}
      />
      <Button block busy={quote.isPending} onClick={pay}>
        {t('loans.exit.pay', { amount: money(exit.total) })}
      </Button>
    </Card>
  );
}

/** Cancel before disbursal (decision 058): one tap, a confirmation that nothing is owed, done. */
function CancelOrder({ orderId }: { orderId: number }) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelOrder();
  const confirm = () =>
    cancel.run(orderId, {
      onSuccess: () => setAsking(false),
    });
  return (
    <>
      <Button variant="secondary" block onClick={() => setAsking(true)}>
        {t('loans.cancelOrder.action')}
      </Button>
      <Dialog
        open={asking}
        onDismiss={() => setAsking(false)}
        title={t('loans.cancelOrder.title')}
        description={t('loans.cancelOrder.nothingOwed')}
        testId="cancel-dialog"
      >
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setAsking(false)}>
            {t('loans.cancelOrder.keep')}
          </Button>
          <Button busy={cancel.isPending} onClick={confirm}>
            {t('loans.cancelOrder.confirm')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

/** Loan details' ways out of a loan the server offers now: India's exit, a cancel before disbursal. */
export function LoanExit({ order }: { order: ExitOrder }) {
  return (
    <>
      {order.exit && <ExitCard key={order.exit.until} order={order} exit={order.exit} />}
      {order.cancellable && <CancelOrder orderId={order.orderId} />}
    </>
  );
}

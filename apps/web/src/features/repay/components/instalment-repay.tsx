import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { instalmentDetail, Period } from '@tenor/contract/endpoints/repay';
import { t } from '../../../shared/i18n.ts';
import { currency, hasSession } from '../../../app/launch.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { NoSession } from '../../../shared/ui/no-session.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { StateView } from '../../../shared/ui/state-view.tsx';
import { useInstalmentDetail } from '../api/instalment-detail.ts';
import {
  canPay,
  initialSelection,
  isAllSelected,
  isClickable,
  selectedTotal,
  setPayAll,
  tap,
} from '../instalment-selection.ts';
import { type PayRef, vaUrl } from '../repay-links.ts';
import { ChevronIcon } from './picker-row.tsx';
import { BackToLoan, LoadFailure, MissingPayment, PaySkeleton } from './repay-states.tsx';
import styles from './repay.module.css';
import own from './instalment-repay.module.css';

type Plan = ResponseOf<typeof instalmentDetail>;

/** periodStatus 500 is an overdue ("special") period (spec §3). */
const OVERDUE = 500;

/** A period's title, amount, due date and (periodStatus 500) the overdue badge; the grid of its row places them. */
function PeriodCells({ period, paid = false }: { period: Period; paid?: boolean }) {
  return (
    <>
      <span className={own.title}>{period.repayDes}</span>{' '}
      <span className={own.amount}>{formatMoney(period.totalAmount, currency())}</span>{' '}
      <span className={own.meta}>
        <span>{t('repay.instalments.due', { date: period.dueTime })}</span>{' '}
        {period.periodStatus === OVERDUE && (
          <span className={styles.badge}>{t('repay.instalments.overdue')}</span>
        )}
        {paid && <span>{t('repay.instalments.paidBadge')}</span>}
      </span>
    </>
  );
}

function PlanView({ plan, order }: { plan: Plan; order: PayRef }) {
  const navigate = useNavigate();
  const pending = plan.repayWaitDetail;
  const amounts = pending.map((p) => p.totalAmount);
  const [selection, setSelection] = useState(() => initialSelection(pending.length));
  const total = selectedTotal(amounts, selection);
  const money = (minor: number) => formatMoney(minor, currency());

  const pay = () => {
    // Spec §5: nothing happens when the total is zero.
    if (!canPay(total)) return;
    void navigate(vaUrl({ amount: total, orderId: order.orderId, productId: order.productId }));
  };

  if (pending.length === 0 && plan.repayYetDetail.length === 0) {
    return (
      <StateView
        icon="empty"
        title={t('repay.instalments.nothing')}
        actions={<BackToLoan order={order} />}
      />
    );
  }
  return (
    <>
      <div className={styles.stack}>
        <p className={styles.heading}>{plan.productName}</p>
        {pending.length > 0 ? (
          <section className={styles.card} aria-labelledby="instalments-pending">
            <h2 id="instalments-pending" className={styles.heading}>
              {t('repay.instalments.pending')}
            </h2>
            <ul className={own.periods} role="list" data-testid="pending-periods">
              {pending.map((period, i) => (
                <li key={period.periodNo}>
                  <label className={own.period} data-overdue={period.periodStatus === OVERDUE}>
                    <input
                      type="checkbox"
                      checked={selection[i] ?? false}
                      disabled={!isClickable(i)}
                      onChange={() => setSelection((s) => tap(s, i))}
                    />
                    <PeriodCells period={period} />
                  </label>
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <p className={styles.muted}>{t('repay.instalments.nothing')}</p>
        )}
        {plan.repayYetDetail.length > 0 && (
          <details className={`${styles.card} ${own.paidBox}`} data-testid="paid-periods">
            <summary className={styles.summary}>
              {t('repay.instalments.paid', { n: plan.repayYetDetail.length })}
              <ChevronIcon />
            </summary>
            <ul className={own.periods} role="list">
              {plan.repayYetDetail.map((period) => (
                <li key={period.periodNo} className={`${own.period} ${own.paid}`}>
                  <PeriodCells period={period} paid />
                </li>
              ))}
            </ul>
          </details>
        )}
        {plan.note && <p className={styles.note}>{plan.note}</p>}
      </div>
      {pending.length > 0 && (
        <div className={styles.footer}>
          <div className={own.totals}>
            <label className={own.payAll}>
              <input
                type="checkbox"
                role="switch"
                checked={isAllSelected(selection)}
                onChange={(e) => setSelection(setPayAll(pending.length, e.target.checked))}
              />
              {t('repay.instalments.payAll')}
            </label>
            <p className={own.total}>
              {t('repay.instalments.total')}{' '}
              <strong data-testid="instalment-total">{money(total)}</strong>
            </p>
          </div>
          <Button block className={own.idle} aria-disabled={!canPay(total)} onClick={pay}>
            {t('repay.instalments.payNow')}
          </Button>
        </div>
      )}
    </>
  );
}

/** `/installmentRepay?productId=&orderId=` (spec §2 "Instalment repayment", 'Detail Tagihan'). */
export function InstalmentRepay({ order }: { order: PayRef | undefined }) {
  const session = hasSession();
  const plan = useInstalmentDetail(
    order ?? { orderId: 0, productId: undefined },
    session && !!order,
  );
  let content;
  if (!session) content = <NoSession />;
  else if (!order) content = <MissingPayment />;
  else if (plan.isPending) content = <PaySkeleton />;
  else if (plan.isError)
    content = <LoadFailure error={plan.error} onRetry={() => void plan.refetch()} order={order} />;
  else content = <PlanView key={plan.dataUpdatedAt} plan={plan.data} order={order} />;
  return <Page title={t('repay.instalments.title')}>{content}</Page>;
}

import { useState } from 'react';
import { useNavigate } from '../../../lib/navigation.tsx';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { instalmentDetail, Period } from '@tenor/contract/endpoints/repay';
import { formatMoney } from '@tenor/contract/format';
import { region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { useUntilReady } from '../../../shared/ui/until-ready.ts';
import { pageQuery } from '../../../shared/page/page-data.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { useLeadTarget } from '../../../shared/ui/lead-to.ts';
import { ActionBar } from '../../../shared/ui/action-bar.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { StateView } from '../../../shared/ui/state-view.tsx';
import { instalmentDetailQuery, instalmentPage } from '../api/instalment-detail.ts';
import { useReadWatch } from '../hooks/use-payment-watch.ts';
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
import { BackToLoan, payStates } from './repay-states.tsx';
import styles from './repay.module.css';
import own from './instalment-repay.module.css';

type Plan = ResponseOf<typeof instalmentDetail>;

/** periodStatus 500 is an overdue ("special") period (docs/screens.md "Instalment repayment"). */
const OVERDUE = 500;

/** A period's title, amount, due date and (periodStatus 500) the overdue badge; the grid of its row places them. */
function PeriodCells({
  period,
  count,
  paid = false,
}: {
  period: Period;
  /** How many periods the plan has. */
  count: number;
  paid?: boolean;
}) {
  const title = t('repay.instalments.period', { n: period.periodNo, total: count });
  return (
    <>
      <span className={own.title}>
        {paid && period.paidTime
          ? t('repay.instalments.paidOn', { title, date: period.paidTime })
          : title}
      </span>{' '}
      <span className={own.amount}>{formatMoney(region(), period.totalAmount)}</span>{' '}
      <span className={own.meta}>
        <span>{t('repay.instalments.due', { date: period.dueTime })}</span>{' '}
        {period.periodStatus === OVERDUE && (
          <span className={styles.badge}>{t('repay.instalments.overdue')}</span>
        )}
        {paid && <span>{t('repay.instalments.paidBadge')}</span>}
        {!paid && period.lateFee !== undefined && (
          <span className={own.lateFee} data-testid="period-late-fee">
            {t('repay.instalments.lateFee')}{' '}
            <span className={own.nowrap}>{formatMoney(region(), period.lateFee)}</span>
          </span>
        )}
      </span>
    </>
  );
}

function PlanView({ plan, order }: { plan: Plan; order: PayRef }) {
  const navigate = useNavigate();
  // Paid meanwhile (another phone, another way): the list shows what is left.
  useReadWatch(instalmentDetailQuery(order).queryKey);
  const pending = plan.repayWaitDetail;
  const count = pending.length + plan.repayYetDetail.length;
  const amounts = pending.map((p) => p.totalAmount);
  const [selection, setSelection] = useState(() => initialSelection(pending.length));
  const { marks: untilReady } = useUntilReady();
  const total = selectedTotal(amounts, selection);
  const money = (minor: number) => formatMoney(region(), minor);
  // Nothing ticked: "Pay now" says so, and a tap leads to the first period (issue 40 point 5).
  const { ref: firstPeriodRef, lead: leadToFirst } = useLeadTarget<HTMLInputElement>();
  const first = pending[0];
  const blocked =
    canPay(total) || first === undefined
      ? undefined
      : {
          reason: t('repay.instalments.blockedNone', {
            title: t('repay.instalments.period', { n: first.periodNo, total: count }),
          }),
          lead: leadToFirst,
        };

  const pay = () => {
    // docs/screens.md "Instalment repayment": nothing happens when the total is zero.
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
      <Stack>
        <p className={styles.heading}>{plan.productName}</p>
        {pending.length > 0 ? (
          <Card aria-labelledby="instalments-pending">
            <h2 id="instalments-pending" className={styles.heading}>
              {t('repay.instalments.pending')}
            </h2>
            <ul className={own.periods} role="list" data-testid="pending-periods">
              {pending.map((period, i) => (
                <li key={period.periodNo}>
                  <label className={own.period} data-overdue={period.periodStatus === OVERDUE}>
                    <input
                      ref={i === 0 ? firstPeriodRef : undefined}
                      type="checkbox"
                      checked={selection[i] ?? false}
                      disabled={!isClickable(i)}
                      onChange={() => setSelection((s) => tap(s, i))}
                      {...untilReady}
                    />
                    <PeriodCells period={period} count={count} />
                  </label>
                </li>
              ))}
            </ul>
          </Card>
        ) : (
          <p className="muted">{t('repay.instalments.nothing')}</p>
        )}
        {plan.repayYetDetail.length > 0 && (
          <Card as="details" className={own.paidBox} data-testid="paid-periods">
            <summary className={styles.summary}>
              {t('repay.instalments.paid', { n: plan.repayYetDetail.length })}
              <ChevronIcon />
            </summary>
            <ul className={own.periods} role="list">
              {plan.repayYetDetail.map((period) => (
                <li key={period.periodNo} className={`${own.period} ${own.paid}`}>
                  <PeriodCells period={period} count={count} paid />
                </li>
              ))}
            </ul>
          </Card>
        )}
        <p className="muted">{t('repay.instalments.note')}</p>
      </Stack>
      {pending.length > 0 && (
        <ActionBar>
          <div className={own.totals}>
            <label className={own.payAll}>
              <input
                type="checkbox"
                role="switch"
                checked={isAllSelected(selection)}
                onChange={(e) => setSelection(setPayAll(pending.length, e.target.checked))}
                {...untilReady}
              />
              {t('repay.instalments.payAll')}
            </label>
            <p className={own.total}>
              {t('repay.instalments.total')}{' '}
              <strong data-testid="instalment-total">{money(total)}</strong>
            </p>
          </div>
          <Button block blocked={blocked} onClick={pay}>
            {t('repay.instalments.payNow')}
          </Button>
        </ActionBar>
      )}
    </>
  );
}

/** Which periods are still to pay; a new list means the selection starts again. */
const periodsKey = (plan: Plan) => plan.repayWaitDetail.map((p) => p.periodNo).join();

/** `/installmentRepay?productId=&orderId=` — docs/screens.md "Instalment repayment", 'Detail Tagihan'. */
export function InstalmentRepay() {
  return (
    <PageRoute
      query={pageQuery(instalmentPage, 'instalments')}
      title={t('repay.instalments.title')}
      {...payStates()}
    >
      {(order, plan) => <PlanView key={periodsKey(plan)} plan={plan} order={order} />}
    </PageRoute>
  );
}

import { useNavigate } from '../../../lib/navigation.tsx';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { delayDetail } from '@tenor/contract/endpoints/repay';
import { formatDate, formatMoment, formatMoney } from '@tenor/contract/format';
import { locale, region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { pageQuery } from '../../../shared/page/page-data.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { DetailRows, type DetailRowItem } from '../../../shared/ui/detail-rows.tsx';
import { ActionBar } from '../../../shared/ui/action-bar.tsx';
import { ProductHeader } from '../../../shared/ui/product-header.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { delayDetailQuery, delayPage } from '../api/delay-detail.ts';
import { useReadWatch } from '../hooks/use-payment-watch.ts';
import { type PayRef, vaUrl } from '../repay-links.ts';
import { payStates } from './repay-states.tsx';
import { ServiceContact } from './service-contact.tsx';
import styles from './repay.module.css';

type Extension = ResponseOf<typeof delayDetail>;

/** The order's rows in the page's own words (the server's `details` are for the native app). */
function orderRows(extension: Extension): DetailRowItem[] {
  const money = (n: number) => formatMoney(region(), n);
  const { order } = extension;
  return [
    { text: t('repay.delay.orderNo'), value: order.orderNo },
    { text: t('repay.delay.loanAmount'), value: money(order.loanAmount) },
    { text: t('repay.delay.currentDue'), value: formatDate(region(), order.dueAt, locale()) },
    { text: t('repay.delay.term'), value: t('repay.delay.days', { n: order.extensionDays }) },
    { text: t('repay.delay.newDue'), value: formatDate(region(), order.newDueAt, locale()) },
    { text: t('repay.delay.fee'), value: money(extension.delayShouldPayAmount) },
    {
      text: t('repay.delay.payBeforeRow'),
      value: formatMoment(region(), extension.delayExpiresAt, locale()),
    },
  ];
}

/** For an instalment loan: the period that moves, to its new date, and those that stay. */
function periodRows(extension: Extension): DetailRowItem[] {
  const { periods, periodCount } = extension.order;
  return periods.map((p) => ({
    text: t('repay.delay.period', {
      n: p.periodNo,
      total: periodCount,
      amount: formatMoney(region(), p.amount),
    }),
    value: p.moves
      ? t('repay.delay.moves', { date: formatDate(region(), p.newDueAt, locale()) })
      : t('repay.delay.stays', { date: formatDate(region(), p.dueAt, locale()) }),
    testId: p.moves ? 'period-moves' : 'period-stays',
  }));
}

/** A card of rows under its heading (what the extension changes, the order's details). */
function RowsCard(props: { id: string; title: string; rows: DetailRowItem[]; testId: string }) {
  return (
    <Card aria-labelledby={props.id}>
      <h2 id={props.id} className={styles.heading}>
        {props.title}
      </h2>
      <DetailRows rows={props.rows} testId={props.testId} />
    </Card>
  );
}

function ExtensionView({ extension, order }: { extension: Extension; order: PayRef }) {
  const navigate = useNavigate();
  // Paid meanwhile (or no longer extendable): the page turns into its refusal.
  useReadWatch(delayDetailQuery(order).queryKey);
  const fee = extension.delayShouldPayAmount;
  const instalments = extension.order.periodCount > 1;
  const pay = () => {
    if (fee <= 0) return;
    void navigate(
      vaUrl({ amount: fee, display: 1, orderId: order.orderId, productId: order.productId }),
    );
  };
  return (
    <>
      <Stack>
        <Card aria-labelledby="delay-fee">
          <ProductHeader logo={extension.productLogo} name={extension.productName} />
          <h2 id="delay-fee" className={styles.pickerLabel}>
            {t('repay.delay.fee')}
          </h2>
          <p className={styles.amount} data-testid="delay-fee">
            {formatMoney(region(), fee)}
          </p>
          <p className="muted" data-testid="delay-expiry">
            {t('repay.delay.payBefore', {
              date: formatMoment(region(), extension.delayExpiresAt, locale()),
            })}
          </p>
          <p data-testid="extension-note">
            {t(instalments ? 'repay.delay.noteInstalment' : 'repay.delay.note')}
          </p>
          <p className="muted" data-testid="extension-rule">
            {t(
              extension.order.from === 'today'
                ? 'repay.delay.ruleToday'
                : 'repay.delay.ruleDueDate',
              { n: extension.order.extensionDays },
            )}
          </p>
        </Card>
        {instalments && (
          <RowsCard
            id="delay-changes"
            title={t('repay.delay.changes')}
            rows={periodRows(extension)}
            testId="delay-periods"
          />
        )}
        <RowsCard
          id="delay-details"
          title={t('repay.delay.details')}
          rows={orderRows(extension)}
          testId="delay-rows"
        />
        <ServiceContact telephone={extension.telephone} />
      </Stack>
      <ActionBar>
        <Button block onClick={pay}>
          {t('repay.delay.payNow')}
        </Button>
      </ActionBar>
    </>
  );
}

/** `/repayDelay?productId=&orderId=` — docs/screens.md "Delay repayment", titled as what it is: extending the due date. */
export function DelayRepay() {
  return (
    <PageRoute
      query={pageQuery(delayPage, 'delay')}
      title={t('repay.delay.title')}
      {...payStates({ title: t('repay.delay.notOffered'), body: t('repay.delay.notOfferedBody') })}
    >
      {(order, extension) => <ExtensionView extension={extension} order={order} />}
    </PageRoute>
  );
}

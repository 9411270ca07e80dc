import { useNavigate } from 'react-router';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { delayDetail } from '@tenor/contract/endpoints/repay';
import { t } from '../../../shared/i18n.ts';
import { currency, hasSession } from '../../../app/launch.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { NoSession } from '../../../shared/ui/no-session.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useDelayDetail } from '../api/delay-detail.ts';
import { type PayRef, vaUrl } from '../repay-links.ts';
import { LoadFailure, MissingPayment, PaySkeleton } from './repay-states.tsx';
import { ServiceContact } from './service-contact.tsx';
import { LabelValueRows } from '../../../shared/ui/label-value-rows.tsx';
import styles from './repay.module.css';

type Extension = ResponseOf<typeof delayDetail>;

function ExtensionView({ extension, order }: { extension: Extension; order: PayRef }) {
  const navigate = useNavigate();
  const fee = extension.delayShouldPayAmount;
  const pay = () => {
    if (fee <= 0) return;
    void navigate(
      vaUrl({ amount: fee, display: 1, orderId: order.orderId, productId: order.productId }),
    );
  };
  return (
    <>
      <div className={styles.stack}>
        <section className={styles.card} aria-labelledby="delay-fee">
          <div className={styles.product}>
            <img
              className={styles.logo}
              src={extension.productLogo}
              alt=""
              width={40}
              height={40}
              decoding="async"
            />
            <p className={styles.heading}>{extension.productName}</p>
          </div>
          <h2 id="delay-fee" className={styles.pickerLabel}>
            {t('repay.delay.fee')}
          </h2>
          <p className={styles.amount} data-testid="delay-fee">
            {formatMoney(fee, currency())}
          </p>
          <p className={styles.muted} data-testid="delay-expiry">
            {t('repay.delay.payBefore', { date: extension.delayExpiryTime })}
          </p>
        </section>
        <section className={styles.card} aria-labelledby="delay-details">
          <h2 id="delay-details" className={styles.heading}>
            {t('repay.delay.details')}
          </h2>
          <LabelValueRows
            rows={extension.details.map((row) => ({ label: row.text, value: row.value }))}
          />
        </section>
        <ServiceContact telephone={extension.telephone} />
      </div>
      <div className={styles.footer}>
        <Button block onClick={pay}>
          {t('repay.delay.payNow')}
        </Button>
      </div>
    </>
  );
}

/** `/repayDelay?productId=&orderId=` (spec §2 "Delay repayment", 'Detail Tagihan'). */
export function DelayRepay({ order }: { order: PayRef | undefined }) {
  const session = hasSession();
  const extension = useDelayDetail(
    order ?? { orderId: 0, productId: undefined },
    session && !!order,
  );
  let content;
  if (!session) content = <NoSession />;
  else if (!order) content = <MissingPayment />;
  else if (extension.isPending) content = <PaySkeleton />;
  else if (extension.isError)
    content = (
      <LoadFailure error={extension.error} onRetry={() => void extension.refetch()} order={order} />
    );
  else content = <ExtensionView extension={extension.data} order={order} />;
  return <Page title={t('repay.delay.title')}>{content}</Page>;
}

import { useId } from 'react';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { initPayType, VirtualAccountPayment } from '@tenor/contract/endpoints/repay';
import { formatMoney } from '@tenor/contract/format';
import { QRIS_MAX_AMOUNT, qrisTakes } from '@tenor/contract/rules';
import { region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { pageQuery } from '../../../shared/page/page-data.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { usePageQuery } from '../../../shared/page/use-page-data.ts';
import { Card } from '../../../shared/ui/card.tsx';
import { LenderLine } from '../../../shared/ui/lender-line.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { StateView } from '../../../shared/ui/state-view.tsx';
import { qrisPage } from '../api/qris-page.ts';
import { useBillWatch } from '../hooks/use-bill-watch.ts';
import type { PayQuery } from '../repay-links.ts';
import { BillRows } from './bill-rows.tsx';
import { IssuedBill, OtherWay } from './issued-bill.tsx';
import { SaveCode, useKeepCode } from './kept-code.tsx';
import { PaidAction } from './paid-check-dialog.tsx';
import { AmountChanged } from './pay-amount.tsx';
import { payStates } from './repay-states.tsx';
import { ServiceContact } from './service-contact.tsx';
import { UpiQr } from './upi-qr.tsx';
import styles from './repay.module.css';

type Options = ResponseOf<typeof initPayType>;

function QrisView({
  query,
  payment,
  onRenew,
  renewing,
}: {
  query: PayQuery;
  payment: VirtualAccountPayment;
  onRenew: () => void;
  renewing: boolean;
}) {
  const headingId = useId();
  const stepsId = useId();
  useBillWatch({ ...query, vcode: payment.vcode });
  useKeepCode(query, payment, 'QRIS');
  const amount = formatMoney(region(), payment.amount);
  if (payment.qris === undefined) return null;
  return (
    <>
      <Card aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {t('repay.qris.code')}
        </h2>
        <UpiQr qr={payment.qris.qr} label={t('repay.qris.qrLabel', { amount })} />
        <p className="muted">{t('repay.qris.scan')}</p>
        <BillRows
          payment={payment}
          totalTestId="qris-total"
          onRenew={onRenew}
          renewing={renewing}
        />
        <SaveCode orderId={query.orderId} />
      </Card>
      <Card aria-labelledby={stepsId}>
        <h2 id={stepsId} className={styles.heading}>
          {t('repay.qris.stepsTitle')}
        </h2>
        <ol data-testid="qris-steps">
          <li>{t('repay.qris.step1')}</li>
          <li>{t('repay.qris.step2')}</li>
          <li>{t('repay.qris.step3')}</li>
        </ol>
      </Card>
    </>
  );
}

/** This payment's QRIS, as the page declared it (for the server's amount). */
function Qris({ query }: { query: PayQuery }) {
  const account = usePageQuery(qrisPage, 'qris', query);
  return (
    <IssuedBill
      query={query}
      bill={account}
      // Renewed: a new QR for what is owed now (the amount may have grown at midnight).
      view={(payment, renew) => (
        <QrisView key={payment.vcode} query={query} payment={payment} {...renew} />
      )}
    />
  );
}

function QrisPaid({ query }: { query: PayQuery }) {
  const payment = usePageQuery(qrisPage, 'qris', query).data;
  if (payment === undefined) return null;
  return <PaidAction order={query} vcode={payment.vcode} amount={payment.amount} />;
}

function QrisWays({ query, options }: { query: PayQuery; options: Options }) {
  const { payable } = options;
  // The server's amount, never the link's.
  const payment = { ...query, amount: payable.amount };
  const offered = options.channels.includes('qris');
  const takes = qrisTakes(payable.amount);
  return (
    <>
      <Stack>
        <AmountChanged payable={payable} />
        <LenderLine lender={options.lender} role="payee" />
        {payable.kind === 'extension' && (
          <p data-testid="extension-note">{t('repay.va.extensionNote')}</p>
        )}
        {!offered && (
          <StateView icon="empty" title={t('repay.chooser.noOptions')} testId="no-options" />
        )}
        {offered && !takes && (
          <StateView
            icon="empty"
            title={t('repay.qris.title')}
            message={t('repay.qris.tooLarge', { max: formatMoney(region(), QRIS_MAX_AMOUNT) })}
            testId="qris-too-large"
          />
        )}
        {offered && takes && <Qris query={payment} />}
        <OtherWay query={payment} label={t('repay.qris.another')} testId="qris-other-way" />
        <ServiceContact telephone="" />
      </Stack>
      {offered && takes && <QrisPaid query={payment} />}
    </>
  );
}

/**
 * `/repayQris?amount=&display=&orderId=&productId=` (Indonesia, decision 073): the dynamic
 * QRIS for the payment's exact amount, which any banking or e-wallet app pays, with the
 * provider's expiry as its one deadline; paid, it becomes the receipt.
 */
export function QrisPay() {
  return (
    <PageRoute
      title={t('repay.qris.title')}
      query={pageQuery(qrisPage, 'options')}
      {...payStates()}
    >
      {(query, options) => <QrisWays query={query} options={options} />}
    </PageRoute>
  );
}

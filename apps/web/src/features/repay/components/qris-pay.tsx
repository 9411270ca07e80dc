import type { ResponseOf } from '@tenor/contract/endpoint';
import type { initPayType } from '@tenor/contract/endpoints/repay';
import { formatMoney } from '@tenor/contract/format';
import { QRIS_MAX_AMOUNT, qrisTakes } from '@tenor/contract/rules';
import { region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { pageQuery } from '../../../shared/page/page-data.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { usePageQuery } from '../../../shared/page/use-page-data.ts';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import { qrisPage } from '../api/qris-page.ts';
import { useBillWatch } from '../hooks/use-bill-watch.ts';
import type { PayQuery } from '../repay-links.ts';
import { BillPage, BillSteps } from './bill-page.tsx';
import { BillRows } from './bill-rows.tsx';
import { type BillView, IssuedBill } from './issued-bill.tsx';
import { SaveCode, useKeepCode } from './kept-code.tsx';
import { PaidAction } from './paid-check-dialog.tsx';
import { payStates } from './repay-states.tsx';
import { UpiQr } from './upi-qr.tsx';

type Options = ResponseOf<typeof initPayType>;

function QrisView({ query, payment, onRenew, renewing }: BillView<PayQuery>) {
  useBillWatch({ ...query, vcode: payment.vcode });
  useKeepCode(query, payment, 'QRIS');
  const amount = formatMoney(region(), payment.amount);
  if (payment.qris === undefined) return null;
  return (
    <>
      <TitledCard title={t('repay.qris.code')}>
        <UpiQr qr={payment.qris.qr} label={t('repay.qris.qrLabel', { amount })} />
        <p className="muted">{t('repay.qris.scan')}</p>
        <BillRows
          payment={payment}
          totalTestId="qris-total"
          onRenew={onRenew}
          renewing={renewing}
        />
        <SaveCode orderId={query.orderId} />
      </TitledCard>
      <BillSteps channel="qris" />
    </>
  );
}

/**
 * This payment's QRIS, as the page declared it (for the server's amount). Renewed: a new QR for
 * what is owed now (the amount may have grown at midnight).
 */
function Qris({ query }: { query: PayQuery }) {
  return <IssuedBill query={query} bill={usePageQuery(qrisPage, 'qris', query)} View={QrisView} />;
}

function QrisPaid({ query }: { query: PayQuery }) {
  const payment = usePageQuery(qrisPage, 'qris', query).data;
  if (payment === undefined) return null;
  return <PaidAction order={query} vcode={payment.vcode} amount={payment.amount} />;
}

function QrisWays({ query, options }: { query: PayQuery; options: Options }) {
  return (
    <BillPage
      query={query}
      options={options}
      channel="qris"
      tooLarge={
        qrisTakes(options.payable.amount)
          ? undefined
          : {
              title: t('repay.qris.title'),
              message: t('repay.qris.tooLarge', { max: formatMoney(region(), QRIS_MAX_AMOUNT) }),
            }
      }
      bill={(payment) => <Qris query={payment} />}
      action={(payment) => <QrisPaid query={payment} />}
    />
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

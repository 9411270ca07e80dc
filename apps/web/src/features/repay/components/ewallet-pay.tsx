import { useSearchParams } from '../../../lib/navigation.tsx';
import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { initPayType } from '@tenor/contract/endpoints/repay';
import { formatMoney } from '@tenor/contract/format';
import { EWALLETS, type EwalletCode, isEwalletCode, walletTakes } from '@tenor/contract/ewallets';
import { region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { pageQuery } from '../../../shared/page/page-data.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { usePageQuery } from '../../../shared/page/use-page-data.ts';
import { useOpenUrl } from '../../../shared/safe-url.ts';
import { ActionBar } from '../../../shared/ui/action-bar.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { StateView } from '../../../shared/ui/state-view.tsx';
import { ewalletPage } from '../api/ewallet-page.ts';
import { billStateQuery } from '../api/payment-status.ts';
import { useBillWatch } from '../hooks/use-bill-watch.ts';
import type { PayQuery } from '../repay-links.ts';
import { BillPage, BillSteps } from './bill-page.tsx';
import { BillRows } from './bill-rows.tsx';
import { type BillView, IssuedBill } from './issued-bill.tsx';
import { payStates } from './repay-states.tsx';

type Options = ResponseOf<typeof initPayType>;
type WalletQuery = PayQuery & { wallet: EwalletCode };

/**
 * The wallet's request: the amount and deadline, the way to the wallet, and how it goes. The
 * bill is watched (paid → the receipt); when the wallet declined it or it expired there, the
 * borrower is told and may ask again (the server asks the wallet first, then makes a new one).
 */
function WalletView({ query, payment, onRenew, renewing }: BillView<WalletQuery>) {
  const bill = { ...query, vcode: payment.vcode };
  useBillWatch(bill);
  const state = useQuery(billStateQuery(bill)).data?.state;
  const wallet = EWALLETS[query.wallet].name;
  const amount = formatMoney(region(), payment.amount);
  if (state === 'failed' || payment.ewallet === undefined) {
    return (
      <StateView
        icon="error"
        title={t('repay.ewallet.failed', { wallet })}
        message={t('repay.ewallet.failedHint')}
        testId="ewallet-failed"
        actions={
          <Button onClick={onRenew} disabled={renewing}>
            {t('repay.ewallet.tryAgain')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <Card>
        <p>{t('repay.ewallet.openHint', { wallet, amount })}</p>
        <BillRows
          payment={payment}
          totalTestId="ewallet-total"
          onRenew={onRenew}
          renewing={renewing}
        />
      </Card>
      <BillSteps channel="ewallet" vars={{ wallet }} />
    </>
  );
}

/** The page's one action, below everything (as /repayQris's "I have paid"): to the wallet. */
function OpenWallet({ query }: { query: WalletQuery }) {
  const payment = usePageQuery(ewalletPage, 'request', query).data;
  if (payment?.ewallet === undefined) return null;
  return <OpenButton query={query} vcode={payment.vcode} url={payment.ewallet.url} />;
}

function OpenButton({ query, vcode, url }: { query: WalletQuery; vcode: string; url: string }) {
  const openUrl = useOpenUrl();
  const state = useQuery(billStateQuery({ orderId: query.orderId, vcode })).data?.state;
  if (state === 'failed') return null;
  return (
    <ActionBar>
      <Button block onClick={() => openUrl(url)} data-testid="ewallet-open">
        {t('repay.ewallet.open', { wallet: EWALLETS[query.wallet].name })}
      </Button>
    </ActionBar>
  );
}

/**
 * The wallet's request. Renewed (Try again), the server asks the wallet first, and answers the
 * same request or a new one.
 */
function WalletRequest({ query }: { query: WalletQuery }) {
  return (
    <IssuedBill
      query={query}
      bill={usePageQuery(ewalletPage, 'request', query)}
      View={WalletView}
    />
  );
}

function WalletWays({ query, options }: { query: WalletQuery; options: Options }) {
  const { name, max } = EWALLETS[query.wallet];
  return (
    <BillPage
      query={query}
      options={options}
      channel="ewallet"
      tooLarge={
        walletTakes(query.wallet, options.payable.amount)
          ? undefined
          : {
              title: t('repay.ewallet.title', { wallet: name }),
              message: t('repay.ewallet.tooLarge', {
                wallet: name,
                max: formatMoney(region(), max),
              }),
            }
      }
      bill={(payment) => <WalletRequest query={payment} />}
      action={(payment) => <OpenWallet query={payment} />}
    />
  );
}

/**
 * `/repayEwallet?amount=&display=&orderId=&productId=&wallet=` (Indonesia, decision 077): the
 * borrower is handed to the wallet to approve the payment's exact amount; coming back (the
 * wallet's return, the page shown again or focused) the bill's state is asked, and the page
 * becomes the receipt, or says the wallet did not take it and offers to try again.
 */
export function EwalletPay() {
  const code = useSearchParams()[0].get('wallet') ?? '';
  const wallet = isEwalletCode(code) ? EWALLETS[code].name : '';
  return (
    <PageRoute
      title={wallet ? t('repay.ewallet.title', { wallet }) : t('repay.ewallet.offerTitle')}
      query={pageQuery(ewalletPage, 'options')}
      {...payStates()}
    >
      {(query, options) => <WalletWays query={query} options={options} />}
    </PageRoute>
  );
}

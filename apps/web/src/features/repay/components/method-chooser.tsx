import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '@tenor/contract/format';
import { region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { DetailRows } from '../../../shared/ui/detail-rows.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { useLeadTarget } from '../../../shared/ui/lead-to.ts';
import { Stack } from '../../../shared/ui/stack.tsx';
import { payOptionsQuery, usePayOptions } from '../api/init-pay-type.ts';
import { readPayChoice } from '../pay-choice.ts';
import type { PayQuery } from '../repay-links.ts';
import {
  ChooserDialogs,
  MarketChoice,
  PayPickers,
  type PayOptions,
  type Picked,
  type Popup,
} from './chooser-pickers.tsx';
import { ChooserSubmit } from './chooser-submit.tsx';
import { AmountChanged } from './pay-amount.tsx';
import { LoadFailure, payStates } from './repay-states.tsx';
import styles from './repay.module.css';

/** The saved choice preselected (docs/screens.md "Repay method chooser"), else a bank payment with nothing chosen. */
function initialPick(): Picked {
  const saved = readPayChoice();
  if (!saved || saved.isDefault === 1) return { payType: 1, payCode: undefined, specificNum: 0 };
  return { payType: saved.payType, payCode: saved.payCode, specificNum: saved.specificNum };
}

/** What the chooser pays: never the link's amount, the server's once it has answered. */
function ChooserAmount({ payable }: { payable: PayOptions['payable'] | undefined }) {
  return (
    <Card>
      <DetailRows
        rows={[
          {
            text: t('repay.chooser.amount'),
            // Never the link's amount: the server's, once it has answered.
            value:
              payable === undefined ? (
                <Skeleton className={styles.skeletonLine} />
              ) : (
                formatMoney(region(), payable.amount)
              ),
            testId: 'chooser-amount',
          },
        ]}
      />
      {payable && <AmountChanged payable={payable} />}
    </Card>
  );
}

function Chooser({ query }: { query: PayQuery }) {
  const client = useQueryClient();
  const [pick, setPick] = useState(initialPick);
  const [popup, setPopup] = useState<Popup>(null);
  const options = usePayOptions(query, pick.payType);
  const { ref: firstMarketRef, lead: leadToMarkets } = useLeadTarget<HTMLInputElement>();

  if (options.isError) {
    return (
      <LoadFailure error={options.error} onRetry={() => void options.refetch()} order={query} />
    );
  }
  // While the options of a type load, the rows stay in place (disabled), so nothing jumps.
  const loading = options.isPending;
  const banks = options.data?.banks ?? [];
  const markets = options.data?.markets ?? [];
  // A saved code the server no longer offers counts as not chosen.
  const bank = pick.payType === 1 ? banks.find((b) => b.payCode === pick.payCode) : undefined;
  const market = pick.payType === 2 ? markets.find((m) => m.payCode === pick.payCode) : undefined;
  const method = bank?.methods[pick.specificNum - 1];

  const changeType = (payType: 1 | 2) => {
    if (payType === pick.payType) return;
    // docs/screens.md "Repay method chooser": a new type clears bank, method and number, and reloads the options.
    setPick({ payType, payCode: undefined, specificNum: 0 });
    void client.invalidateQueries({ queryKey: payOptionsQuery(query, payType).queryKey });
  };

  const payable = options.data?.payable;
  const payCode = pick.payType === 1 ? bank?.payCode : market?.payCode;

  return (
    <>
      <Stack>
        <ChooserAmount payable={payable} />
        <PayPickers pick={pick} bank={bank} method={method} loading={loading} onOpen={setPopup} />
        {pick.payType === 2 && (
          <MarketChoice
            markets={markets}
            chosen={market?.payCode}
            loading={loading}
            firstRef={firstMarketRef}
            onChoose={(payCode) => setPick({ payType: 2, payCode, specificNum: 0 })}
          />
        )}
      </Stack>
      <ChooserSubmit
        {...{ query, pick, payCode, method, payable }}
        loading={loading}
        onOpenBanks={() => setPopup('bank')}
        leadToMarkets={leadToMarkets}
      />
      <ChooserDialogs
        popup={popup}
        pick={pick}
        banks={banks}
        bank={bank}
        method={method}
        onType={changeType}
        onPick={setPick}
        onClose={() => setPopup(null)}
      />
    </>
  );
}

/** `/individual?amount=&display=&orderId=&productId=` — docs/screens.md "Repay method chooser". */
export function MethodChooser() {
  return (
    <PageRoute page="repayChoice" title={t('repay.chooser.title')} {...payStates()}>
      {(query) => <Chooser query={query} />}
    </PageRoute>
  );
}

import { t } from '../../../shared/i18n.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { useLeadTarget } from '../../../shared/ui/lead-to.ts';
import { Stack } from '../../../shared/ui/stack.tsx';
import { useChooserPick } from '../hooks/use-chooser-pick.ts';
import type { PayQuery } from '../repay-links.ts';
import { ChooserAmount } from './chooser-amount.tsx';
import { ChooserDialogs, MarketChoice, PayPickers } from './chooser-pickers.tsx';
import { ChooserSubmit } from './chooser-submit.tsx';
import { LoadFailure, payStates } from './repay-states.tsx';

/**
 * The chooser in its stages (issue 41): the amount (chooser-amount.tsx), the pick of type,
 * bank, method or market (chooser-pickers.tsx, its state in use-chooser-pick.ts), and the
 * submit that issues the account (chooser-submit.tsx).
 */
function Chooser({ query }: { query: PayQuery }) {
  const c = useChooserPick(query);
  const { ref: firstMarketRef, lead: leadToMarkets } = useLeadTarget<HTMLInputElement>();
  if (c.options.isError) {
    return (
      <LoadFailure error={c.options.error} onRetry={() => void c.options.refetch()} order={query} />
    );
  }
  // While the options of a type load, the rows stay in place (disabled), so nothing jumps.
  const loading = c.options.isPending;
  const { pick, bank, method, payCode } = c;
  const payable = c.options.data?.payable;
  return (
    <>
      <Stack>
        <ChooserAmount payable={payable} />
        <PayPickers pick={pick} bank={bank} method={method} loading={loading} onOpen={c.setPopup} />
        {pick.payType === 2 && (
          <MarketChoice
            markets={c.markets}
            chosen={c.market?.payCode}
            loading={loading}
            firstRef={firstMarketRef}
            onChoose={(code) => c.setPick({ payType: 2, payCode: code, specificNum: 0 })}
          />
        )}
      </Stack>
      <ChooserSubmit
        {...{ query, pick, payCode, method, payable }}
        loading={loading}
        onOpenBanks={() => c.setPopup('bank')}
        leadToMarkets={leadToMarkets}
      />
      <ChooserDialogs
        popup={c.popup}
        pick={pick}
        banks={c.banks}
        bank={bank}
        method={method}
        onType={c.changeType}
        onPick={c.setPick}
        onClose={() => c.setPopup(null)}
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

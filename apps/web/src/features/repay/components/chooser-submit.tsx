import { useNavigate } from '../../../lib/navigation.tsx';
import { t } from '../../../shared/i18n.ts';
import { ActionBar } from '../../../shared/ui/action-bar.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { useOnline } from '../../../shared/use-online.ts';
import { useGenerateVcode } from '../api/generate-vcode.ts';
import { savePayChoice } from '../pay-choice.ts';
import { type PayQuery, vaUrlAfterChoice } from '../repay-links.ts';
import type { PayOptions, Picked } from './chooser-pickers.tsx';

/**
 * The chooser's last stage: "I want to pay" issues the code for the pick, saves the choice and
 * goes on to the payment number; while it cannot, it says why and leads there.
 */
export function ChooserSubmit({
  query,
  pick,
  payCode,
  method,
  payable,
  loading,
  onOpenBanks,
  leadToMarkets,
}: {
  query: PayQuery;
  pick: Picked;
  /** The chosen bank's or market's code, if the server still offers it. */
  payCode: string | undefined;
  method: string | undefined;
  payable: PayOptions['payable'] | undefined;
  loading: boolean;
  onOpenBanks: () => void;
  leadToMarkets: () => void;
}) {
  const navigate = useNavigate();
  const generate = useGenerateVcode();
  const online = useOnline();
  // Why "I want to pay" cannot run yet, and where a tap on it leads (issue 40 point 5): the
  // bank's list opens, or the first mini market takes the focus.
  const blocked = !online
    ? { reason: t('repay.chooser.blockedOffline') }
    : loading || payable === undefined
      ? { reason: t('repay.chooser.blockedLoading') }
      : payCode !== undefined
        ? undefined
        : pick.payType === 1
          ? { reason: t('repay.chooser.blockedBank'), lead: onOpenBanks }
          : { reason: t('repay.chooser.blockedMarket'), lead: leadToMarkets };
  const submit = () => {
    if (payCode === undefined || payable === undefined) return;
    const choice = {
      payType: pick.payType,
      payCode,
      specificNum: pick.payType === 1 && method !== undefined ? pick.specificNum : 0,
      isDefault: 0 as const,
    };
    // The server's amount: /that then opens with it and needs no correction.
    const payment = { ...query, amount: payable.amount };
    generate.run(
      { ...payment, ...choice },
      {
        onSuccess: (result) => {
          if (!result.ok) return;
          savePayChoice(choice);
          void navigate(vaUrlAfterChoice(payment), { replace: true });
        },
      },
    );
  };
  return (
    <ActionBar>
      <Button block busy={generate.isPending} blocked={blocked} onClick={submit}>
        {t('repay.chooser.submit')}
      </Button>
    </ActionBar>
  );
}

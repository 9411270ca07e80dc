import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '@tenor/contract/format';
import { region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { DetailRows } from '../../../shared/ui/detail-rows.tsx';
import { ActionBar } from '../../../shared/ui/action-bar.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { useLeadTarget } from '../../../shared/ui/lead-to.ts';
import { Stack } from '../../../shared/ui/stack.tsx';
import { useOnline } from '../../../shared/use-online.ts';
import { useGenerateVcode } from '../api/generate-vcode.ts';
import { payOptionsQuery, usePayOptions } from '../api/init-pay-type.ts';
import { methodLabel } from '../method-label.ts';
import { readPayChoice, savePayChoice } from '../pay-choice.ts';
import { type PayQuery, vaUrlAfterChoice } from '../repay-links.ts';
import { OptionDialog } from './option-dialog.tsx';
import { AmountChanged } from './pay-amount.tsx';
import { PickerRow } from './picker-row.tsx';
import { LoadFailure, payStates } from './repay-states.tsx';
import styles from './repay.module.css';

type Popup = 'type' | 'bank' | 'method' | null;

interface Picked {
  payType: 1 | 2;
  /** Bank or market payCode. */
  payCode: string | undefined;
  /** Bank method index + 1; 0: none chosen (every method). */
  specificNum: number;
}

/** The saved choice preselected (docs/screens.md "Repay method chooser"), else a bank payment with nothing chosen. */
function initialPick(): Picked {
  const saved = readPayChoice();
  if (!saved || saved.isDefault === 1) return { payType: 1, payCode: undefined, specificNum: 0 };
  return { payType: saved.payType, payCode: saved.payCode, specificNum: saved.specificNum };
}

function Chooser({ query }: { query: PayQuery }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const marketsId = useId();
  const [pick, setPick] = useState(initialPick);
  const [popup, setPopup] = useState<Popup>(null);
  const options = usePayOptions(query, pick.payType);
  const generate = useGenerateVcode();
  const online = useOnline();
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
  // Why "I want to pay" cannot run yet, and where a tap on it leads (issue 40 point 5): the
  // bank's list opens, or the first mini market takes the focus.
  const blocked = !online
    ? { reason: t('repay.chooser.blockedOffline') }
    : loading || payable === undefined
      ? { reason: t('repay.chooser.blockedLoading') }
      : payCode !== undefined
        ? undefined
        : pick.payType === 1
          ? { reason: t('repay.chooser.blockedBank'), lead: () => setPopup('bank') }
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

  const typeName = t(pick.payType === 1 ? 'repay.chooser.bank' : 'repay.chooser.market');
  return (
    <>
      <Stack>
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
        <Card>
          <PickerRow
            label={t('repay.chooser.payType')}
            value={typeName}
            onOpen={() => setPopup('type')}
          />
          {pick.payType === 1 && (
            <>
              <PickerRow
                label={t('repay.chooser.bank')}
                value={bank?.bankName ?? t(loading ? 'common.loading' : 'repay.chooser.notChosen')}
                disabled={loading}
                onOpen={() => setPopup('bank')}
              />
              <PickerRow
                label={t('repay.chooser.bankMethod')}
                value={
                  bank === undefined
                    ? t('repay.chooser.chooseBankFirst')
                    : method === undefined
                      ? t('repay.chooser.allMethods')
                      : methodLabel(method)
                }
                disabled={bank === undefined}
                onOpen={() => setPopup('method')}
              />
            </>
          )}
        </Card>
        {pick.payType === 2 && (
          <Card>
            <fieldset className={styles.radios} aria-describedby={marketsId}>
              <legend className={styles.legend} id={marketsId}>
                {t('repay.chooser.chooseMarket')}
              </legend>
              {loading && <Skeleton className={styles.skeletonLine} />}
              {markets.map((m, i) => (
                <label key={m.payCode} className={styles.radio}>
                  <input
                    ref={i === 0 ? firstMarketRef : undefined}
                    type="radio"
                    name="market"
                    value={m.payCode}
                    checked={market?.payCode === m.payCode}
                    onChange={() => setPick({ payType: 2, payCode: m.payCode, specificNum: 0 })}
                  />
                  <span>{m.name}</span>
                </label>
              ))}
            </fieldset>
          </Card>
        )}
      </Stack>
      <ActionBar>
        <Button block busy={generate.isPending} blocked={blocked} onClick={submit}>
          {t('repay.chooser.submit')}
        </Button>
      </ActionBar>
      <OptionDialog
        open={popup === 'type'}
        title={t('repay.chooser.payType')}
        options={[
          { value: 1, label: t('repay.chooser.bank') },
          { value: 2, label: t('repay.chooser.market') },
        ]}
        selected={pick.payType}
        onSelect={(value) => changeType(value === 2 ? 2 : 1)}
        onClose={() => setPopup(null)}
      />
      <OptionDialog
        open={popup === 'bank'}
        title={t('repay.chooser.bank')}
        options={banks.map((b) => ({ value: b.payCode, label: b.bankName }))}
        selected={bank?.payCode}
        onSelect={(payCode) =>
          setPick((p) =>
            // Another bank: its methods differ, so the method is chosen again.
            p.payCode === payCode ? p : { payType: 1, payCode, specificNum: 0 },
          )
        }
        onClose={() => setPopup(null)}
      />
      <OptionDialog
        open={popup === 'method' && bank !== undefined}
        title={t('repay.chooser.bankMethod')}
        options={(bank?.methods ?? []).map((m, i) => ({ value: i + 1, label: methodLabel(m) }))}
        selected={method === undefined ? undefined : pick.specificNum}
        onSelect={(specificNum) => setPick((p) => ({ ...p, specificNum }))}
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

import { type Dispatch, type RefObject, type SetStateAction, useId } from 'react';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { initPayType } from '@tenor/contract/endpoints/repay';
import { t } from '../../../shared/i18n.ts';
import { useUntilReady } from '../../../shared/ui/until-ready.ts';
import { Card } from '../../../shared/ui/card.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { methodLabel } from '../method-label.ts';
import { OptionDialog } from './option-dialog.tsx';
import { PickerRow } from './picker-row.tsx';
import styles from './repay.module.css';

export type PayOptions = ResponseOf<typeof initPayType>;
type Bank = PayOptions['banks'][number];
type Market = PayOptions['markets'][number];
export type Popup = 'type' | 'bank' | 'method' | null;

/** The borrower's pick on the repay method chooser (docs/screens.md "Repay method chooser"). */
export interface Picked {
  payType: 1 | 2;
  /** Bank or market payCode. */
  payCode: string | undefined;
  /** Bank method index + 1; 0: none chosen (every method). */
  specificNum: number;
}

/** The payment type, and for a bank payment the bank and its method, each opening its list. */
export function PayPickers({
  pick,
  bank,
  method,
  loading,
  onOpen,
}: {
  pick: Picked;
  /** The chosen bank, if the server still offers it. */
  bank: Bank | undefined;
  method: string | undefined;
  loading: boolean;
  onOpen: (popup: Popup) => void;
}) {
  const typeName = t(pick.payType === 1 ? 'repay.chooser.bank' : 'repay.chooser.market');
  return (
    <Card>
      <PickerRow
        label={t('repay.chooser.payType')}
        value={typeName}
        onOpen={() => onOpen('type')}
      />
      {pick.payType === 1 && (
        <>
          <PickerRow
            label={t('repay.chooser.bank')}
            value={bank?.bankName ?? t(loading ? 'common.loading' : 'repay.chooser.notChosen')}
            disabled={loading}
            onOpen={() => onOpen('bank')}
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
            onOpen={() => onOpen('method')}
          />
        </>
      )}
    </Card>
  );
}

/** The mini markets to pay at; the first takes the focus when "I want to pay" leads here. */
export function MarketChoice({
  markets,
  chosen,
  loading,
  firstRef,
  onChoose,
}: {
  markets: readonly Market[];
  chosen: string | undefined;
  loading: boolean;
  firstRef: RefObject<HTMLInputElement | null>;
  onChoose: (payCode: string) => void;
}) {
  const { marks: untilReady } = useUntilReady();
  const legendId = useId();
  return (
    <Card>
      <fieldset className={styles.radios} aria-describedby={legendId}>
        <legend className={styles.legend} id={legendId}>
          {t('repay.chooser.chooseMarket')}
        </legend>
        {loading && <Skeleton className={styles.skeletonLine} />}
        {markets.map((m, i) => (
          <label key={m.payCode} className={styles.radio}>
            <input
              ref={i === 0 ? firstRef : undefined}
              type="radio"
              name="market"
              value={m.payCode}
              checked={chosen === m.payCode}
              onChange={() => onChoose(m.payCode)}
              {...untilReady}
            />
            <span>{m.name}</span>
          </label>
        ))}
      </fieldset>
    </Card>
  );
}

/** The lists the pickers open: payment type, bank, and the chosen bank's methods. */
export function ChooserDialogs({
  popup,
  pick,
  banks,
  bank,
  method,
  onType,
  onPick,
  onClose,
}: {
  popup: Popup;
  pick: Picked;
  banks: readonly Bank[];
  bank: Bank | undefined;
  method: string | undefined;
  onType: (payType: 1 | 2) => void;
  onPick: Dispatch<SetStateAction<Picked>>;
  onClose: () => void;
}) {
  return (
    <>
      <OptionDialog
        open={popup === 'type'}
        title={t('repay.chooser.payType')}
        options={[
          { value: 1, label: t('repay.chooser.bank') },
          { value: 2, label: t('repay.chooser.market') },
        ]}
        selected={pick.payType}
        onSelect={(value) => onType(value === 2 ? 2 : 1)}
        onClose={onClose}
      />
      <OptionDialog
        open={popup === 'bank'}
        title={t('repay.chooser.bank')}
        options={banks.map((b) => ({ value: b.payCode, label: b.bankName }))}
        selected={bank?.payCode}
        onSelect={(payCode) =>
          onPick((p) =>
            // Another bank: its methods differ, so the method is chosen again.
            p.payCode === payCode ? p : { payType: 1, payCode, specificNum: 0 },
          )
        }
        onClose={onClose}
      />
      <OptionDialog
        open={popup === 'method' && bank !== undefined}
        title={t('repay.chooser.bankMethod')}
        options={(bank?.methods ?? []).map((m, i) => ({ value: i + 1, label: methodLabel(m) }))}
        selected={method === undefined ? undefined : pick.specificNum}
        onSelect={(specificNum) => onPick((p) => ({ ...p, specificNum }))}
        onClose={onClose}
      />
    </>
  );
}

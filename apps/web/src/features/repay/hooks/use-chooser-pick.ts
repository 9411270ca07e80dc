import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { payOptionsQuery, usePayOptions } from '../api/init-pay-type.ts';
import type { Picked, Popup } from '../components/chooser-pickers.tsx';
import { readPayChoice } from '../pay-choice.ts';
import type { PayQuery } from '../repay-links.ts';

/** The saved choice preselected (docs/screens.md "Repay method chooser"), else a bank payment with nothing chosen. */
function initialPick(): Picked {
  const saved = readPayChoice();
  if (!saved || saved.isDefault === 1) return { payType: 1, payCode: undefined, specificNum: 0 };
  return { payType: saved.payType, payCode: saved.payCode, specificNum: saved.specificNum };
}

/**
 * The chooser's state: the pick, the open popup and the server's options for the picked type,
 * with the bank, market and method they name (a saved code the server no longer offers counts
 * as not chosen).
 */
export function useChooserPick(query: PayQuery) {
  const client = useQueryClient();
  const [pick, setPick] = useState(initialPick);
  const [popup, setPopup] = useState<Popup>(null);
  const options = usePayOptions(query, pick.payType);
  const banks = options.data?.banks ?? [];
  const markets = options.data?.markets ?? [];
  const bank = pick.payType === 1 ? banks.find((b) => b.payCode === pick.payCode) : undefined;
  const market = pick.payType === 2 ? markets.find((m) => m.payCode === pick.payCode) : undefined;

  const changeType = (payType: 1 | 2) => {
    if (payType === pick.payType) return;
    // docs/screens.md "Repay method chooser": a new type clears bank, method and number, and reloads the options.
    setPick({ payType, payCode: undefined, specificNum: 0 });
    void client.invalidateQueries({ queryKey: payOptionsQuery(query, payType).queryKey });
  };

  return {
    options,
    pick,
    setPick,
    popup,
    setPopup,
    banks,
    markets,
    bank,
    market,
    method: bank?.methods[pick.specificNum - 1],
    payCode: pick.payType === 1 ? bank?.payCode : market?.payCode,
    changeType,
  };
}

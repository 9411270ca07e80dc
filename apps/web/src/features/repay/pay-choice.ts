/**
 * The borrower's saved way to pay a virtual account (docs/screens.md "Repay method chooser"): payment type (1 bank,
 * 2 mini market), the bank's or market's payCode, the bank method as index + 1 (0: every
 * method) and isDefault (1: nothing chosen yet, the first bank; 0: chosen on /individual).
 * Kept in localStorage so the chooser preselects it next time and /that reads it.
 */
export interface PayChoice {
  payType: 1 | 2;
  payCode: string;
  specificNum: number;
  isDefault: 0 | 1;
}

/** The spec's localStorage keys, one per field, values as decimal strings or the code. */
export const PAY_CHOICE_KEYS = ['payType', 'payCode', 'specificNum', 'isDefault'] as const;

const MAX_CODE = 32;

function valid(v: Record<(typeof PAY_CHOICE_KEYS)[number], string | null>): PayChoice | undefined {
  const payType = v.payType === '1' ? 1 : v.payType === '2' ? 2 : undefined;
  const payCode =
    v.payCode !== null && v.payCode.trim() && v.payCode.length <= MAX_CODE ? v.payCode : undefined;
  const method = Number(v.specificNum);
  const specificNum = /^\d{1,2}$/.test(v.specificNum ?? '') ? method : 0;
  if (payType === undefined || payCode === undefined) return undefined;
  return {
    payType,
    payCode,
    // A mini market has no method.
    specificNum: payType === 2 ? 0 : specificNum,
    isDefault: v.isDefault === '1' ? 1 : 0,
  };
}

/** The saved choice, or undefined when there is none or it is unreadable. */
export function readPayChoice(
  storage: Storage | undefined = safeLocalStorage(),
): PayChoice | undefined {
  try {
    if (!storage) return undefined;
    return valid({
      payType: storage.getItem('payType'),
      payCode: storage.getItem('payCode'),
      specificNum: storage.getItem('specificNum'),
      isDefault: storage.getItem('isDefault'),
    });
  } catch {
    return undefined;
  }
}

export function savePayChoice(
  choice: PayChoice,
  storage: Storage | undefined = safeLocalStorage(),
): void {
  try {
    for (const key of PAY_CHOICE_KEYS) storage?.setItem(key, String(choice[key]));
  } catch {
    // Storage full or disabled: the choice lasts for this visit only.
  }
}

/** The choice /that pays with when none is saved: the first bank, every method. */
export const defaultPayChoice = (firstBankCode: string): PayChoice => ({
  payType: 1,
  payCode: firstBankCode,
  specificNum: 0,
  isDefault: 1,
});

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Instalment selection (docs/screens.md "Instalment repayment"), as pure functions over the pending periods in order.
 * A selection is one flag per pending period. The rules:
 *
 * - on load the first period is selected;
 * - only the first pending period is clickable (`isClickable`);
 * - ticking a period selects it and every earlier one; unticking clears it and every
 *   later one (`toggle`, stated for any period, guarded by `isClickable` on screen);
 * - the pay-all toggle selects all, or only the first (`setPayAll`);
 * - the total is the sum of the selected periods (`selectedTotal`);
 * - paying does nothing when the total is zero (`canPay`).
 *
 * Every reachable selection is therefore a run from the first period: periods are paid in
 * order, as the server requires (docs/decisions/006-repay-screens.md).
 */
export type Selection = readonly boolean[];

export function initialSelection(count: number): Selection {
  return Array.from({ length: count }, (_, i) => i === 0);
}

export const isClickable = (index: number): boolean => index === 0;

export function toggle(selection: Selection, index: number): Selection {
  if (index < 0 || index >= selection.length) return selection;
  return selection[index]
    ? selection.map((on, i) => (i >= index ? false : on))
    : selection.map((on, i) => (i <= index ? true : on));
}

/** A tap on period `index` as the screen allows it: non-clickable periods ignore it. */
export const tap = (selection: Selection, index: number): Selection =>
  isClickable(index) ? toggle(selection, index) : selection;

export function setPayAll(count: number, on: boolean): Selection {
  return on ? Array.from({ length: count }, () => true) : initialSelection(count);
}

export const isAllSelected = (selection: Selection): boolean =>
  selection.length > 0 && selection.every(Boolean);

export function selectedTotal(amounts: readonly number[], selection: Selection): number {
  return amounts.reduce((sum, amount, i) => (selection[i] ? sum + amount : sum), 0);
}

export const canPay = (total: number): boolean => total > 0;

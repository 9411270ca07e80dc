import { codes } from '@tenor/contract/envelope';
import { CallError } from '../../../shared/http/query.ts';
import { t } from '../../../shared/i18n.ts';
import type { LoanChoice, useLoanConfirm } from '../api/loan-confirm.ts';
import type { QuoteState } from './confirm-bar.tsx';

type QuoteQuery = ReturnType<typeof useLoanConfirm>['query'];

const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) > 0;

/** A stored choice, if it still reads as one (the server re-checks that it is offered). */
export function parseChoice(value: unknown): LoanChoice | undefined {
  const v = value as Partial<LoanChoice> | null;
  return v && isCount(v.amount) && isCount(v.periods)
    ? { amount: v.amount, periods: v.periods }
    : undefined;
}

/** Why a choice's quote did not come: offline, the network, or the server's own words. */
function failureMessage(error: unknown): string {
  if (!(error instanceof CallError) || error.failure.kind === 'network') {
    return t(navigator.onLine ? 'common.networkError' : 'loans.confirm.offline');
  }
  return error.failure.message || t('common.errorTitle');
}

/** The server refused the choice (not the network): a stored choice is then dropped. */
export const refusedChoice = (query: QuoteQuery) =>
  query.isError && query.error instanceof CallError && query.error.failure.kind === 'server';

/** The server's words when the borrower has applied today (the daily rule, decision 041). */
export function appliedTodayMessage(query: QuoteQuery): string | undefined {
  const { error } = query;
  return query.isError &&
    error instanceof CallError &&
    error.failure.kind === 'server' &&
    error.failure.code === codes.appliedToday
    ? error.failure.message
    : undefined;
}

/** The figures on screen against the query: a refetch of stale ones leaves them as they are. */
export function quoteStateOf(query: QuoteQuery): QuoteState {
  if (query.isPlaceholderData || (query.isError && query.isFetching)) return { kind: 'pending' };
  if (!query.isError) return { kind: 'ready' };
  return {
    kind: 'failed',
    message: failureMessage(query.error),
    retry: () => void query.refetch(),
  };
}

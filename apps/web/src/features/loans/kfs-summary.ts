import type { KfsSummary } from '@tenor/contract/consent';
import { t } from '../../shared/i18n.ts';

/** One of the summary's facts: what it answers, and the answer. */
export interface SummaryLine {
  key: 'get' | 'pay' | 'when' | 'late' | 'exit';
  label: string;
  text: string;
}

/**
 * The Key Fact Statement's key facts in plain words (decision 070): what the borrower gets,
 * pays, when, what a late payment costs and how to exit, in the page's language. Every figure
 * and the late and exit terms are the statement's own, as the server printed them from it
 * (`kfs.summary`): this only words the questions around them, never computes one.
 */
export function summaryLines(summary: KfsSummary): SummaryLine[] {
  return [
    {
      key: 'get',
      label: t('loans.summary.get'),
      text: t('loans.summary.getText', { amount: summary.received }),
    },
    {
      key: 'pay',
      label: t('loans.summary.pay'),
      text: t('loans.summary.payText', { total: summary.totalRepay, apr: summary.apr }),
    },
    {
      key: 'when',
      label: t('loans.summary.when'),
      text: summary.dues.map((d) => t('loans.summary.due', d)).join('; '),
    },
    { key: 'late', label: t('loans.summary.late'), text: summary.late },
    { key: 'exit', label: t('loans.summary.exit'), text: summary.exit },
  ];
}

/** The summary as one text to read aloud: its title, then each question and its answer. */
export const spokenSummary = (lines: readonly SummaryLine[]): string =>
  [t('loans.summary.title'), ...lines.map((l) => `${l.label}: ${l.text}`)].join('\n');

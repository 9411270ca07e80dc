/**
 * The Key Fact Statement's key facts in plain words (decision 070): what the borrower gets,
 * pays, when, what a late payment costs and how to exit, each value taken from the stored
 * statement and printed by the statement's own helpers (kfs-page.ts), so the summary can never
 * say another figure than the statement it sums up. The confirm screen words the sentences in
 * the borrower's language around these values; its ledger row keeps their digest.
 */
import type { KfsSummary } from '@tenor/contract/consent';
import { formatDate, formatMoney, formatPercent } from '@tenor/contract/format';
import type { KfsStatement, Lender, Product } from '../../db/schema.ts';
import { readerOf, type Lang } from '../../i18n.ts';
import { kfsCopy } from './kfs-copy.ts';
import { exitText, lateChargesText, type KfsPlanPeriod } from './kfs-page.ts';

export function kfsSummaryOf(
  kfs: KfsStatement,
  product: Product,
  lender: Lender,
  lang: Lang,
): KfsSummary {
  const region = kfs.region;
  const money = (n: number) => formatMoney(region, n);
  const plan = JSON.parse(kfs.plan) as KfsPlanPeriod[];
  return {
    // The disbursal row: the sanctioned amount, less the processing fee (row 8).
    received: money(kfs.amount - kfs.fee_amount),
    // Annex C's instalments together.
    totalRepay: money(plan.reduce((sum, p) => sum + p.total, 0)),
    apr: kfs.apr_bps === null ? '–' : formatPercent(region, kfs.apr_bps),
    dues: plan.map((p) => ({
      date: formatDate(region, p.dueOn, readerOf(lang)),
      amount: money(p.total),
    })),
    late: lateChargesText(kfs, product, lang),
    exit: exitText(kfs, lender, lang),
  };
}

/** The summary's title in the ledger: India's KFS or Indonesia's RIPLAY, in plain words. */
export const kfsSummaryTitle = (kfs: KfsStatement, lang: Lang): string =>
  kfsCopy(lang, kfs.region === 'IN' ? 'summaryTitleIN' : 'summaryTitleID');

/**
 * Key Fact Statements issued for this loan, honoured within their validity, and the consent
 * ledger the confirm journey writes (decision 056). The confirm screen's quote issues a KFS
 * (or answers the one still binding for the same choice); Agree names it: the order is made
 * with the KFS's figures, refused with `kfsExpired` once it no longer binds, and every consent
 * and disclosure of the journey is written as one ledger row. Nothing the client says is kept
 * but its choice (product, amount, term, the KFS it was shown and the acknowledgement box) and
 * its launch's `deviceId`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { codes } from '@tenor/contract/envelope';
import { wireDate } from '@tenor/contract/format';
import type { Region } from '@tenor/contract/launch';
import { pageUrl } from '@tenor/contract/paths';
import {
  RISK_STATEMENT_VERSION,
  riskStatementText,
  riskStatements,
} from '@tenor/contract/risk-statement';
import type { Agreement, KfsStatement, NewConsentEvent, Product } from '../../db/schema.ts';
import { toIso } from '../../db/time.ts';
import { AppError } from '../../http/app-error.ts';
import type { Lang } from '../../i18n.ts';
import {
  AGREEMENT_PREFIX,
  agreementHtml,
  demoAgreementPages,
} from '../../content/agreement-html.ts';
import { contentText } from '../../content/content-zh.ts';
import { extensionShownOf, penalShownOf } from '../../domain/orders/kfs-charges.ts';
import { quoteLoan, type LoanQuote } from '../../domain/products/loan-terms.ts';
import { termsOf } from '../../domain/products/product-terms.ts';
import type { ProductRepository } from '../../domain/products/repository.ts';
import type { ConsentRow, KfsSummary } from '@tenor/contract/consent';
import type { ConsentRepository, LedgerEvent } from './consent-repository.ts';
import { quoteApr } from './key-facts.ts';
import { kfsCopy } from './kfs-copy.ts';
import { kfsHtml, kfsTitle, kfsUrl, validUntilText, type KfsPlanPeriod } from './kfs-page.ts';
import { kfsBinds, kfsValidUntil } from './kfs-validity.ts';
import { kfsSummaryOf, kfsSummaryTitle } from './kfs-summary.ts';
import { privacyNoticeVersions } from '../../content/privacy-notice.ts';
import { noHolidays, type Holidays } from '../../domain/orders/working-days.ts';

/** What the confirm screen shows of the KFS it was issued. */
export interface KfsView {
  number: string;
  /** The first instant it no longer binds (ISO). */
  validUntil: string;
  /** "Valid until 7 Dec 2026, 23:59 (IST, market time)". */
  validUntilText: string;
  url: string;
  /** Its key facts in plain words (decision 070); only where the confirm screen asks. */
  summary?: KfsSummary;
}

/** `KFS-IN-20261202-7KQ2M9XA`: market, issue day (market time) and 8 random characters. */
function newKfsNo(region: Region, now: Date): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const random = [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
  return `KFS-${region}-${wireDate(region, now).replaceAll('-', '')}-${random}`;
}

export const sha256 = (text: string): string =>
  createHash('sha256').update(text, 'utf8').digest('hex');

/** Agree refused for one field of the borrower's choice, said in the borrower's language. */
const choiceRefused = (lang: Lang, field: string, key: Parameters<typeof kfsCopy>[1]) =>
  new AppError(
    codes.invalid,
    kfsCopy.later('invalidRequest'),
    400,
    `${field}: ${kfsCopy(lang, key)}`,
  );

/** The `deviceId` launch parameter of a call: its `X-Device-Id` header or query. */
export function deviceIdOf(call: {
  headers: Record<string, unknown>;
  query: unknown;
}): string | null {
  const query = call.query as Record<string, unknown> | undefined;
  const value = query?.deviceId ?? call.headers['x-device-id'];
  return typeof value === 'string' && value !== '' ? value.slice(0, 128) : null;
}

/** Who asks and from where: the borrower, their market, words and device. */
export interface Asker {
  borrowerId: number;
  region: Region;
  lang: Lang;
  deviceId: string | null;
}

/** The version and digest of an agreement as this server serves it (external ones: none). */
function agreementRecord(a: Agreement, productName: string) {
  const file = a.contract_url.startsWith(AGREEMENT_PREFIX)
    ? a.contract_url.slice(AGREEMENT_PREFIX.length)
    : undefined;
  const page = file === undefined ? undefined : demoAgreementPages.get(file);
  if (page === undefined) return { version: null, digest: null };
  return {
    version: page.agreement.effective,
    digest: sha256(agreementHtml(page.agreement, productName, { backHref: undefined })),
  };
}

/**
 * The quote an order is made with: a KFS's figures (fee, interest and each period's amounts)
 * over today's due dates, which the disbursal re-dates anyway; the quote itself without one.
 */
export function honouredQuote(quote: LoanQuote, honoured?: { kfs: KfsStatement }): LoanQuote {
  if (honoured === undefined) return quote;
  const { kfs } = honoured;
  const plan = JSON.parse(kfs.plan) as KfsPlanPeriod[];
  if (plan.length !== quote.plan.length) return quote;
  return {
    ...quote,
    fee: kfs.fee_amount,
    interest: kfs.interest_amount,
    received: kfs.amount - kfs.fee_amount,
    totalRepay: kfs.amount + kfs.interest_amount,
    plan: quote.plan.map((p, i) => ({
      ...p,
      principal: plan[i]!.principal,
      interest: plan[i]!.interest,
      fee: plan[i]!.fee,
      total: plan[i]!.total,
    })),
  };
}

/** A stored ledger row as the borrower and the desk read it. */
export const ledgerRow = (e: LedgerEvent): ConsentRow => ({
  id: e.id,
  kind: e.kind,
  at: e.created_at,
  productName: e.product_name ?? '',
  orderNo: e.order_no ?? '',
  kfsNo: e.kfs_no ?? '',
  amount: e.amount ?? 0,
  periods: e.periods ?? 0,
  termUnit: e.term_unit ?? '',
  document: e.document ?? '',
  version: e.version ?? '',
  digest: e.digest ?? '',
  deviceId: e.device_id ?? '',
  privacyVersion: e.privacy_version ?? '',
});

export function kfsService(
  repo: ConsentRepository,
  products: ProductRepository,
  platformOf: (region: Region) => string,
  holidays: Holidays = noHolidays,
) {
  async function render(kfs: KfsStatement, lang: Lang, backHref?: string) {
    const product = await products.product(kfs.product_id);
    const lender = (await products.lenders()).get(kfs.lender_id);
    if (product === undefined || lender === undefined) return undefined;
    return kfsHtml({ kfs, product, lender, platform: platformOf(kfs.region), lang, backHref });
  }

  /** The statement's key facts in plain words, from the stored statement (decision 070). */
  async function summaryOf(kfs: KfsStatement, lang: Lang): Promise<KfsSummary | undefined> {
    const product = await products.product(kfs.product_id);
    const lender = (await products.lenders()).get(kfs.lender_id);
    if (product === undefined || lender === undefined) return undefined;
    return kfsSummaryOf(kfs, product, lender, lang);
  }

  /** The confirm screen's view: the statement and its summary. */
  const quoteView = async (kfs: KfsStatement, lang: Lang): Promise<KfsView> => {
    const summary = await summaryOf(kfs, lang);
    return { ...view(kfs, lang), ...(summary && { summary }) };
  };

  const view = (kfs: KfsStatement, lang: Lang): KfsView => ({
    number: kfs.kfs_no,
    validUntil: kfs.valid_until,
    validUntilText: validUntilText(kfs.region, kfs.valid_until, lang),
    url: kfsUrl(kfs.kfs_no, lang),
  });

  /** A new KFS for this choice, figures computed now and kept. */
  async function issue(asker: Asker, product: Product, amount: number, periods: number, now: Date) {
    const lender =
      product.lender_id === null ? undefined : (await products.lenders()).get(product.lender_id);
    if (lender === undefined) throw new AppError(codes.internal, kfsCopy.later('internal'), 500);
    const q = quoteLoan(termsOf(product), amount, periods, now);
    const plan: KfsPlanPeriod[] = q.plan.map((p) => ({
      periodNo: p.periodNo,
      dueOn: wireDate(product.region, p.dueAt),
      principal: p.principal,
      interest: p.interest,
      fee: p.fee,
      total: p.total,
    }));
    const kfs = await repo.addKfs({
      kfs_no: newKfsNo(product.region, now),
      borrower_id: asker.borrowerId,
      product_id: product.id,
      lender_id: lender.id,
      region: product.region,
      amount,
      periods,
      term_unit: q.termUnit,
      fee_amount: q.fee,
      interest_amount: q.interest,
      apr_bps: quoteApr(product.region, q, now) ?? null,
      plan: JSON.stringify(plan),
      issued_at: toIso(now),
      valid_until: toIso(kfsValidUntil(product.region, now, lender.kfs_validity_days, holidays)),
      order_id: null,
      // Row 10's penal charge as shown: the loan is never charged more (decision 066).
      penal_terms: JSON.stringify(penalShownOf(product.region, product)),
      // Row 10's extension fee as shown, or none: never more is charged (decision 069).
      extension_terms: JSON.stringify(extensionShownOf(product)),
    });
    return kfs;
  }

  /** The risk statement's ledger row: OJK's risk acknowledgement as a consent given (decision 066). */
  const riskRow = (asker: Asker, now: Date, base: Partial<NewConsentEvent>): NewConsentEvent => {
    // Indonesia's statement: Hindi, India's language, never reads it; were it asked, its English
    // is what the page shows (apps/web/src/shared/ui/risk-statement.tsx).
    const words = riskStatements[asker.lang === 'hi' ? 'en' : asker.lang];
    return row(asker, now, {
      ...base,
      kind: 'consent_given',
      document: words.title,
      version: RISK_STATEMENT_VERSION,
      digest: sha256(riskStatementText(words)),
    });
  };

  /** A ledger row of this asker's, now. */
  const row = (asker: Asker, now: Date, fields: Partial<NewConsentEvent>): NewConsentEvent => ({
    borrower_id: asker.borrowerId,
    region: asker.region,
    kind: 'kfs_shown',
    product_id: null,
    order_id: null,
    kfs_no: null,
    amount: null,
    periods: null,
    term_unit: null,
    document: null,
    version: null,
    digest: null,
    device_id: asker.deviceId,
    // The privacy notice the borrower could read beside the consent (decision 063).
    privacy_version: privacyNoticeVersions[asker.region],
    created_at: toIso(now),
    ...fields,
  });

  return {
    /**
     * The KFS the confirm screen shows for this choice: the borrower's one that still binds,
     * else a new one (written to the ledger as shown, with its digest).
     */
    async forQuote(asker: Asker, product: Product, amount: number, periods: number, now: Date) {
      const binding = await repo.bindingKfs(
        asker.borrowerId,
        product.id,
        amount,
        periods,
        toIso(now),
      );
      if (binding !== undefined) return quoteView(binding, asker.lang);
      const kfs = await issue(asker, product, amount, periods, now);
      const page = await render(kfs, asker.lang);
      await repo.addEvents([
        row(asker, now, {
          kind: 'kfs_shown',
          product_id: product.id,
          kfs_no: kfs.kfs_no,
          amount,
          periods,
          term_unit: kfs.term_unit,
          document: kfsTitle(kfs.region, asker.lang),
          digest: page === undefined ? null : sha256(page),
        }),
      ]);
      return quoteView(kfs, asker.lang);
    },

    /**
     * At Agree: the KFS named, which must be this borrower's for this choice, acknowledged and
     * still binding (`kfsExpired` otherwise); without one (an older client), one issued now.
     */
    async atAgree(
      asker: Asker,
      product: Product,
      choice: {
        amount: number;
        periods: number;
        kfsNo?: string | undefined;
        kfsAcknowledged?: boolean | undefined;
        summaryAcknowledged?: boolean | undefined;
        riskAcknowledged?: boolean | undefined;
      },
      now: Date,
    ): Promise<{ kfs: KfsStatement; acknowledged: boolean }> {
      if (choice.kfsNo === undefined) {
        return {
          kfs: await issue(asker, product, choice.amount, choice.periods, now),
          acknowledged: false,
        };
      }
      const kfs = await repo.kfsByNumber(choice.kfsNo);
      if (
        kfs === undefined ||
        kfs.borrower_id !== asker.borrowerId ||
        kfs.product_id !== product.id ||
        kfs.amount !== choice.amount ||
        kfs.periods !== choice.periods
      ) {
        throw choiceRefused(asker.lang, 'kfsNo', 'kfsUnknown');
      }
      if (choice.kfsAcknowledged !== true) {
        throw choiceRefused(asker.lang, 'kfsAcknowledged', 'kfsNotAcknowledged');
      }
      // Its key facts in plain words, ticked too (decision 070).
      if (choice.summaryAcknowledged !== true) {
        throw choiceRefused(asker.lang, 'summaryAcknowledged', 'summaryNotAcknowledged');
      }
      // Indonesia: OJK's risk statement ticked before the transaction (decision 066).
      if (product.region === 'ID' && choice.riskAcknowledged !== true) {
        throw choiceRefused(asker.lang, 'riskAcknowledged', 'riskNotAcknowledged');
      }
      // Already confirmed with it: a repeated Agree, answered with that order.
      if (kfs.order_id !== null) return { kfs, acknowledged: true };
      if (!kfsBinds(kfs.valid_until, now)) {
        throw new AppError(codes.kfsExpired, kfsCopy.later('kfsExpired'), 409);
      }
      return { kfs, acknowledged: true };
    },

    /** The order was made with this KFS: it is attached, and the consents of Agree written. */
    async agreed(
      asker: Asker,
      product: Product,
      honoured: { kfs: KfsStatement; acknowledged: boolean },
      orderId: number,
      now: Date,
    ) {
      const { kfs } = honoured;
      await repo.attachOrder(kfs.id, orderId);
      const agreements = await products.agreementsOf(product.id);
      const base = { product_id: product.id, order_id: orderId, kfs_no: kfs.kfs_no };
      const choice = { amount: kfs.amount, periods: kfs.periods, term_unit: kfs.term_unit };
      const page = honoured.acknowledged ? await render(kfs, asker.lang) : undefined;
      const summary = honoured.acknowledged ? await summaryOf(kfs, asker.lang) : undefined;
      await repo.addEvents([
        row(asker, now, { ...base, ...choice, kind: 'terms_chosen' }),
        ...(honoured.acknowledged
          ? [
              row(asker, now, {
                ...base,
                kind: 'kfs_acknowledged',
                document: kfsTitle(kfs.region, asker.lang),
                digest: page === undefined ? null : sha256(page),
              }),
            ]
          : []),
        // Its key facts in plain words: the values the screen showed, by their digest.
        ...(honoured.acknowledged
          ? [
              row(asker, now, {
                ...base,
                kind: 'summary_acknowledged',
                document: kfsSummaryTitle(kfs, asker.lang),
                digest: summary === undefined ? null : sha256(JSON.stringify(summary)),
              }),
            ]
          : []),
        // Indonesia: the risk statement ticked at Agree, with the words' version and digest.
        ...(honoured.acknowledged && product.region === 'ID' ? [riskRow(asker, now, base)] : []),
        ...agreements.map((a) =>
          row(asker, now, {
            ...base,
            kind: 'agreement_accepted',
            document: contentText(asker.lang, a.title),
            ...agreementRecord(a, product.name),
          }),
        ),
      ]);
    },

    /**
     * The KFS page of a number, in a language; undefined for none. Opened as a page, its back
     * link leads to the order's details, or before Agree to the confirm screen.
     */
    async page(kfsNo: string, lang: Lang, framed: boolean) {
      const kfs = await repo.kfsByNumber(kfsNo);
      if (kfs === undefined) return undefined;
      const back =
        kfs.order_id === null
          ? pageUrl('confirmLoan', { productId: kfs.product_id })
          : pageUrl('loanDetails', { productId: kfs.product_id, orderId: kfs.order_id });
      return render(kfs, lang, framed ? undefined : back);
    },

    /** The borrower's ledger as the contract gives it (`consentLedger`), oldest first. */
    async ledger(borrowerId: number): Promise<ConsentRow[]> {
      return (await repo.eventsOf(borrowerId)).map(ledgerRow);
    },

    /** The KFS an order was confirmed with, as loan details links it. */
    async ofOrder(borrowerId: number, orderId: number, lang: Lang) {
      const kfs = await repo.kfsOfOrder(borrowerId, orderId);
      return kfs === undefined ? null : view(kfs, lang);
    },
  };
}

export type KfsService = ReturnType<typeof kfsService>;

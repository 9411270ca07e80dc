import * as z from 'zod/mini';

/**
 * The Key Fact Statement (India) or RIPLAY personal (Indonesia) issued for the loan on the
 * confirm screen (decision 056): its figures bind the lender until `validUntil`.
 */
export const kfsInfo = z.lazy(() =>
  z.object({
    /** Unique: named at Agree and shown on the statement itself. */
    number: z.string(),
    /** The first instant it no longer binds (ISO). */
    validUntil: z.string(),
    /** "Valid until 7 Dec 2026, 23:59 (IST, market time)" in the asker's words. */
    validUntilText: z.string(),
    /** The statement's page (`/agreements/kfs/<number>.html`). */
    url: z.string(),
    /**
     * The statement's key facts in plain words, for the box ticked before Agree (decision 070):
     * each value as the statement itself prints it, in the asker's words and money.
     */
    summary: z.optional(
      z.object({
        /** Paid out to the borrower: the sanctioned amount less the processing fee. */
        received: z.string(),
        /** The schedule's instalments together. */
        totalRepay: z.string(),
        /** Row 9 (APR); '–' where the statement has none. */
        apr: z.string(),
        /** Annex C: each instalment's due date and amount. */
        dues: z.array(z.object({ date: z.string(), amount: z.string() })),
        /** Row 10: the charges of a late payment, as the statement words them. */
        late: z.string(),
        /** Part 2: the cooling-off period (India) or cancellation (Indonesia) and its cost. */
        exit: z.string(),
      }),
    ),
  }),
);
export type KfsInfo = z.output<typeof kfsInfo>;
export type KfsSummary = NonNullable<KfsInfo['summary']>;

/** What a ledger row records (decision 056). */
export const consentKind = z.enum([
  'kfs_shown',
  'terms_chosen',
  'kfs_acknowledged',
  'agreement_accepted',
  // The statement's key facts in plain words, ticked before Agree (decision 070).
  'summary_acknowledged',
  // An optional consent (named in `document`) given or withdrawn in My data (decision 064).
  'consent_given',
  'consent_withdrawn',
]);
export type ConsentKind = z.output<typeof consentKind>;

/** One consent or disclosure event, as the server wrote it when it happened. */
export const consentRow = z.lazy(() =>
  z.object({
    id: z.int(),
    kind: consentKind,
    /** ISO instant. */
    at: z.string(),
    productName: z.string(),
    orderNo: z.string(),
    kfsNo: z.string(),
    /** Minor units; 0 when the row names no amount. */
    amount: z.int(),
    periods: z.int(),
    termUnit: z.enum(['day', 'month', '']),
    /** The document's title ('' for none). */
    document: z.string(),
    version: z.string(),
    /** SHA-256 (hex) of the document as served; '' for none. */
    digest: z.string(),
    deviceId: z.string(),
    /** The privacy notice's version the consent was given under ('' before it was kept; decision 063). */
    privacyVersion: z.string(),
  }),
);
export type ConsentRow = z.output<typeof consentRow>;

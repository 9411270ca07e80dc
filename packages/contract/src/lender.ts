import * as z from 'zod/mini';

/**
 * The lender of a loan, as every page that offers, confirms, details or collects one names it
 * (decision 055; docs/compliance.md): the regulated entity, never the platform or a pool.
 */
export const lenderInfo = z.lazy(() =>
  z.object({
    legalName: z.string(),
    /** India: the NBFC's RBI certificate of registration number; Indonesia: its OJK licence. */
    registration: z.string(),
    /** Which regulator `registration` is from: the page words it ("RBI CoR", "OJK"). */
    regulator: z.enum(['RBI', 'OJK']),
    /** The lender's nodal grievance redressal officer. */
    grievanceOfficer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
    /** The recovery agents' names; empty means none is engaged. */
    recoveryAgents: z.array(z.string()),
    /**
     * India: the lender's app in the RBI's directory of digital lending apps, which the RBI
     * publishes unverified: never worded as an approval (decision 054, obligation IN 13). '' in
     * Indonesia.
     */
    directoryUrl: z.string(),
    /** The cooling-off (look-up) period in days. */
    coolingOffDays: z.int(),
    /** Its KFS says the one-time processing fee is kept on a cooling-off exit (decision 058). */
    coolingOffKeepsFee: z.optional(z.boolean()),
    /** How long a Key Fact Statement binds the lender, in working days. */
    kfsValidityDays: z.int(),
  }),
);
export type LenderInfo = z.output<typeof lenderInfo>;

/**
 * A lender whose products the platform offers in a market, as customer service, About us and
 * the site list it (decision 066): its website's pages the app must link to (RBI Digital
 * Lending Directions 2025 para 8(iv)) and its recovery agents, empty when none is engaged.
 */
export const lenderSite = z.lazy(() =>
  z.object({
    legalName: z.string(),
    registration: z.string(),
    regulator: z.enum(['RBI', 'OJK']),
    /** Its page of digital lending products, apps and lending service providers; '' when none. */
    websiteUrl: z.string(),
    /** Its customer care and grievance page (with the RBI's CMS and Sachet links in India). */
    careUrl: z.string(),
    privacyUrl: z.string(),
    recoveryAgents: z.array(z.string()),
  }),
);
export type LenderSite = z.output<typeof lenderSite>;

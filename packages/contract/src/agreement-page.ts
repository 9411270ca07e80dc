/**
 * The mark an agreement page of ours carries in its head (`<meta name=… content=…>`): the
 * confirm dialog enables Agree only for a page that has it, so a proxy's or a gateway's own
 * HTML page ("504 Gateway Timeout") read in its place never passes for the agreement.
 */
export const AGREEMENT_PAGE_META = { name: 'tenor-document', content: 'agreement' } as const;

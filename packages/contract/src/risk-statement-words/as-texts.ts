import type { RiskStatement } from './shape.ts';

/**
 * The statement as a language pack's texts (apps/web/src/features/loans/locales/,
 * apps/web/src/features/site/locales/): the points a line each, then the note (a translation's)
 * after an empty line. A page reads its own language's words from its pack instead of the three
 * languages with its script; the words are still this folder's, the ones the consent ledger's
 * digest is taken of (risk-statement.ts).
 */
export const riskStatementTexts = (s: RiskStatement) => ({
  title: s.title,
  text: [s.points.join('\n'), ...(s.note === undefined ? [] : [s.note])].join('\n\n'),
  acknowledge: s.acknowledge,
});

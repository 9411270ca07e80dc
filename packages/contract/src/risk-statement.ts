/**
 * Indonesia's risk statement (decisions 066 and 069; decision 054 Indonesia 4): the warning OJK
 * requires on the platform's interface (SEOJK 19/SEOJK.06/2025: "peringatan mengenai risiko
 * kegiatan usaha LPBBTI", shown clearly), on the site's home, above the offers and on loan
 * confirm, where the borrower ticks it before Agree and the server records the tick in the
 * consent ledger with this version and the digest of the words shown. One copy for both sides,
 * so the ledger's digest is of what the page showed.
 *
 * The Indonesian points are the industry's standard disclaimer ("Perhatian") word for word, as
 * licensed operators publish it, points 1–8; its point 9 (escrow and virtual accounts under POJK
 * 77/2016, since revoked) is left out. OJK's own current text was not found (decision 069
 * records what was searched and why this version); the English and the staff's Chinese are
 * Tenor's translations, and say so.
 */
import type { RiskStatement } from './risk-statement-words/shape.ts';
import { riskStatementEn } from './risk-statement-words/en.ts';
import { riskStatementId } from './risk-statement-words/id.ts';
import { riskStatementZh } from './risk-statement-words/zh.ts';

export const RISK_STATEMENT_VERSION = '2026-11-30.2';

export type { RiskStatement } from './risk-statement-words/shape.ts';

/** By the reader's language: Indonesian is the market's; English and the staff's Chinese beside it. */
export const riskStatements: Record<'id' | 'en' | 'zh', RiskStatement> = {
  id: riskStatementId,
  en: riskStatementEn,
  zh: riskStatementZh,
};

/** The words a reader was shown, as one text: what the ledger's digest is taken of. */
export const riskStatementText = (s: RiskStatement): string =>
  [s.title, ...s.points, ...(s.note === undefined ? [] : [s.note]), s.acknowledge].join('\n');

/** Indonesia's risk statement as one language shows it (risk-statement.ts has the rest). */
export interface RiskStatement {
  title: string;
  points: readonly string[];
  /** Where the words are a translation: that the Indonesian text is the one that applies. */
  note?: string;
  acknowledge: string;
}

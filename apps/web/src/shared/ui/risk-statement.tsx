import { type RiskStatement as Words, riskStatements } from '@tenor/contract/risk-statement';
import { locale } from '../../lib/launch.ts';

/** The statement in the reader's language: Indonesian, or English or the staff's Chinese beside it. */
export function riskWords(): Words {
  const pack = locale();
  return riskStatements[pack === 'id-ID' ? 'id' : pack === 'zh-CN' ? 'zh' : 'en'];
}

/**
 * Indonesia's risk statement (decision 066; `packages/contract/src/risk-statement.ts`): the
 * site's home, the offer list and loan confirm show the same words, the ones the ledger's digest
 * is taken of when the borrower ticks them.
 */
export function RiskStatement({ heading = true }: { heading?: boolean }) {
  const words = riskWords();
  return (
    <section aria-label={words.title} data-testid="risk-statement">
      {heading && <h2>{words.title}</h2>}
      <ol>
        {words.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ol>
    </section>
  );
}

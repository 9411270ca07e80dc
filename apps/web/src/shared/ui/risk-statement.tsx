import { useId } from 'react';
import { type RiskStatement as Words, riskStatements } from '@tenor/contract/risk-statement';
import { locale } from '../../lib/launch.ts';

/** The statement in the reader's language: Indonesian, or English or the staff's Chinese beside it. */
export function riskWords(): Words {
  const pack = locale();
  return riskStatements[pack === 'id-ID' ? 'id' : pack === 'zh-CN' ? 'zh' : 'en'];
}

/**
 * Indonesia's risk statement (decisions 066, 069; `packages/contract/src/risk-statement.ts`): the
 * site's home, the offer list and loan confirm show the same words, the ones the ledger's digest
 * is taken of when the borrower ticks them; a translation says the Indonesian text applies.
 */
export function RiskStatement({ heading = true }: { heading?: boolean }) {
  const words = riskWords();
  const headingId = useId();
  const points = (
    <>
      <ol>
        {words.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ol>
      {words.note !== undefined && <p className="muted">{words.note}</p>}
    </>
  );
  // Inside a card titled by the statement (loan confirm) it is not a region of its own: two
  // landmarks of one name would be one too many.
  if (!heading) return <div data-testid="risk-statement">{points}</div>;
  return (
    <section aria-labelledby={headingId} data-testid="risk-statement">
      <h2 id={headingId}>{words.title}</h2>
      {points}
    </section>
  );
}

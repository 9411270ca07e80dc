import { useId } from 'react';
import { t } from '../i18n.ts';

/** The areas whose language packs carry the statement (`riskStatement`, decision 075). */
export type RiskArea = 'loans' | 'site';

/** The statement in the reader's language, from the page's own pack: Indonesian, or English or
 * the staff's Chinese beside it. */
export function riskWords(area: RiskArea) {
  const [points = '', note] = t(`${area}.riskStatement.text`).split('\n\n');
  return {
    title: t(`${area}.riskStatement.title`),
    points: points.split('\n'),
    note,
    acknowledge: t(`${area}.riskStatement.acknowledge`),
  };
}

/**
 * Indonesia's risk statement (decisions 066, 069; `packages/contract/src/risk-statement.ts`): the
 * site's home, the offer list and loan confirm show the same words, the ones the ledger's digest
 * is taken of when the borrower ticks them; a translation says the Indonesian text applies. The
 * words come with the page's language pack, its language only (decision 075).
 */
export function RiskStatement({ area, heading = true }: { area: RiskArea; heading?: boolean }) {
  const words = riskWords(area);
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

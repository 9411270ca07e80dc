import { useId } from 'react';
import { Card } from '../../../shared/ui/card.tsx';
import { companyKnown } from './company-block.tsx';
import { LegalBlockView } from './legal-blocks.tsx';
import { fillText, type LegalDoc } from './legal-doc.ts';
import { legalVars } from './legal-vars.ts';
import styles from './legal.module.css';

/**
 * A legal text laid out for a phone: when it was updated, a short introduction, a table of
 * contents whose links jump to the sections, then the sections, each a card with its heading.
 */
export function LegalDocument({ doc, testId }: { doc: LegalDoc; testId: string }) {
  const contentsId = useId();
  const vars = legalVars();
  // A section holding only the lender's details, while the operator has named none, is left out.
  const sections = companyKnown()
    ? doc.sections
    : doc.sections.filter(
        (section) =>
          !section.blocks.every((block) => typeof block === 'object' && 'company' in block),
      );
  return (
    <article className={styles.doc} data-testid={testId}>
      <p className="muted">{fillText(doc.updated, vars)}</p>
      {doc.intro.map((block, i) => (
        <LegalBlockView key={i} block={block} vars={vars} />
      ))}
      <nav className={styles.contents} aria-labelledby={contentsId}>
        <h2 id={contentsId} className={styles.contentsHeading}>
          {doc.contents}
        </h2>
        <ol className={styles.contentsList}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{fillText(section.heading, vars)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <Card key={section.id} aria-labelledby={section.id} className={styles.section}>
          <h2 id={section.id} className={styles.heading} tabIndex={-1}>
            {fillText(section.heading, vars)}
          </h2>
          {section.blocks.map((block, i) => (
            <LegalBlockView key={i} block={block} vars={vars} />
          ))}
        </Card>
      ))}
    </article>
  );
}

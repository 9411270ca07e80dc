import { CompanyBlock } from './company-block.tsx';
import { fillText, type LegalBlock, type LegalVars } from './legal-doc.ts';
import { OfficerBlock } from './officer-block.tsx';
import styles from './legal.module.css';

/** One block of a legal text, with `{names}` filled in. */
export function LegalBlockView({ block, vars }: { block: LegalBlock; vars: LegalVars }) {
  const fill = (text: string) => fillText(text, vars);
  if (typeof block === 'string') return <p>{fill(block)}</p>;
  if ('list' in block) {
    return (
      <ul className={styles.list}>
        {block.list.map((item) => (
          <li key={item}>{fill(item)}</li>
        ))}
      </ul>
    );
  }
  if ('table' in block) {
    const { caption, head, rows } = block.table;
    return (
      // A wide table scrolls inside its box on a narrow phone instead of the page.
      <div className={styles.tableBox} role="region" aria-label={fill(caption)} tabIndex={0}>
        <table className={styles.table}>
          <caption>{fill(caption)}</caption>
          <thead>
            <tr>
              {head.map((cell) => (
                <th key={cell} scope="col">
                  {fill(cell)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.join('|')}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={`${i}-${cell}`} scope="row">
                      {fill(cell)}
                    </th>
                  ) : (
                    <td key={`${i}-${cell}`}>{fill(cell)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  if ('company' in block) return <CompanyBlock />;
  return <OfficerBlock />;
}

import { t } from '../../../shared/i18n.ts';
import list from '../../../shared/ui/rows.module.css';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import type { RightsData } from '../api/my-data.ts';

/** What is held, by kind, with how many records and why. */
export function HeldData({ held }: { held: RightsData['held'] }) {
  return (
    <TitledCard title={t('rights.held.title')}>
      <ul className={list.rows} data-testid="held">
        {held.map((h) => (
          <li key={h.kind} className={list.row} data-kind={h.kind}>
            <span className={list.head}>
              <span className={list.name}>{t(`rights.held.${h.kind}`)}</span>
              <span className={list.muted}>{t('rights.held.count', { n: h.count })}</span>
            </span>
            <span className={list.muted}>{t(`rights.why.${h.kind}`)}</span>
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}

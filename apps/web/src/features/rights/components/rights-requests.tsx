import { formatMoment } from '@tenor/contract/format';
import { locale, region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import list from '../../../shared/ui/rows.module.css';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import type { RightsData } from '../api/my-data.ts';

/** Every request with its reference, due date and answer. */
export function RightsRequests({ requests }: { requests: RightsData['requests'] }) {
  if (requests.length === 0) return null;
  return (
    <TitledCard title={t('rights.requests.title')}>
      <ol className={list.rows} data-testid="requests">
        {requests.map((r) => (
          <li key={r.reference} className={list.row} data-kind={r.kind} data-status={r.status}>
            <span className={list.head}>
              <span className={list.name}>
                {t(`rights.requests.kinds.${r.kind}`)} · {r.reference}
              </span>
              <span className={list.muted}>{t(`rights.requests.status.${r.status}`)}</span>
            </span>
            <span className={list.muted}>
              {t('rights.requests.due', { time: formatMoment(region(), r.dueAt, locale()) })}
            </span>
            {r.answer !== '' && <span>{r.answer}</span>}
          </li>
        ))}
      </ol>
    </TitledCard>
  );
}

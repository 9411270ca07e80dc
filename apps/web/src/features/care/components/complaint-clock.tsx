import type { ResponseOf } from '@tenor/contract/endpoint';
import type { problemDetail } from '@tenor/contract/endpoints/care';
import { formatMoment } from '@tenor/contract/format';
import { locale, region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import { marketZone } from '../../../shared/market-zone.ts';
import { DetailRows } from '../../../shared/ui/detail-rows.tsx';
import { Reach, Website } from './grievance-route.tsx';
import styles from './care.module.css';

type Detail = ResponseOf<typeof problemDetail>;

/** The regulator's route and the complaint's pack, once the regulator takes it (decision 063). */
function RegulatorRoute({ route, packUrl }: NonNullable<Detail['regulator']>) {
  const market = region();
  return (
    <TitledCard title={t('care.clock.regulatorTitle')} data-testid="regulator-route">
      <p>{t(market === 'IN' ? 'care.clock.regulatorIN' : 'care.clock.regulatorID')}</p>
      <p className={styles.strong}>{route.regulatorName}</p>
      <Reach phone={route.regulatorPhone} email={route.regulatorEmail} />
      <Website url={route.regulatorUrl} />
      <a className={styles.textLink} href={packUrl} download data-testid="complaint-pack">
        {t('care.clock.pack')}
      </a>
    </TitledCard>
  );
}

/**
 * A complaint's clock on its page (docs/screens.md "Complaint detail", decision 063): its
 * reference, when a reply is due in market time, what happened so far, and the regulator's
 * route when the complaint may go there.
 */
export function ComplaintClock({ detail }: { detail: Detail }) {
  const market = region();
  const at = (iso: string) => `${formatMoment(market, iso, locale())} ${marketZone[market]}`;
  return (
    <>
      <TitledCard title={t('care.clock.title')} data-testid="complaint-clock">
        <DetailRows
          rows={[
            {
              text: t('care.clock.reference'),
              value: detail.reference,
              testId: 'complaint-reference',
            },
            { text: t('care.clock.replyDue'), value: at(detail.replyDueAt), testId: 'reply-due' },
          ]}
        />
        <h3 className={styles.subheading}>{t('care.clock.timeline')}</h3>
        <ol className={styles.timeline} data-testid="complaint-timeline">
          {detail.timeline.map((s) => (
            <li key={`${s.step}-${s.at}`}>
              <span className={styles.strong}>{t(`care.clock.${s.step}`)}</span>{' '}
              <time className="muted" dateTime={s.at}>
                {at(s.at)}
              </time>
            </li>
          ))}
        </ol>
      </TitledCard>
      {detail.regulator && <RegulatorRoute {...detail.regulator} />}
    </>
  );
}

import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link } from '../../../lib/navigation.tsx';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { problemList } from '@tenor/contract/endpoints/care';
import { pagePaths, pageUrl } from '@tenor/contract/paths';
import { locale, region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { useUntilReady } from '../../../shared/ui/until-ready.ts';
import { pageQuery } from '../../../shared/page/page-data.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { complaintListPage } from '../api/problem-list.ts';
import { wireMoment } from '../wire-moment.ts';
import styles from './complaint-list.module.css';

type Tabs = ResponseOf<typeof problemList>['tabs'];

function TabPanel({ tab }: { tab: Tabs[number] }) {
  if (tab.list.length === 0) {
    return (
      <EmptyState
        title={t('care.list.empty')}
        message={t('care.list.emptyBody')}
        action={
          <Link className={buttonClass('primary', true)} to={pagePaths.complainNew}>
            {t('care.list.newComplaint')}
          </Link>
        }
      />
    );
  }
  return (
    <ul className={styles.items} data-testid="complaint-items">
      {tab.list.map((item) => (
        <li key={item.id}>
          <Link className={styles.item} to={pageUrl('complainDetails', { problemId: item.id })}>
            <span className={styles.itemHead}>
              <span className={styles.type}>{item.type}</span>
              <span className={styles.status} data-testid="complaint-status">
                {item.status}
              </span>
            </span>
            {item.loan && (
              <span className={`muted ${styles.loan}`} data-testid="complaint-loan">
                {item.loan.productName} · {item.loan.orderNo}
              </span>
            )}
            <span className={styles.content}>{item.content}</span>
            <time className="muted">{wireMoment(region(), item.time, locale())}</time>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The server's tabs as an ARIA tab list: arrows move between tabs, the panel follows. */
function ListView({ tabs }: { tabs: Tabs }) {
  const baseId = useId();
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const { marks: untilReady } = useUntilReady();
  const current = tabs[Math.min(active, tabs.length - 1)];
  if (!current) return <EmptyState title={t('care.list.empty')} />;

  const onKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (active + step + tabs.length) % tabs.length;
    setActive(next);
    refs.current[next]?.focus();
  };

  return (
    <>
      <div className={styles.tabs} role="tablist" onKeyDown={onKey}>
        {tabs.map((tab, i) => (
          <button
            key={tab.value}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={i === active ? 0 : -1}
            className={styles.tab}
            {...untilReady}
            onClick={() => setActive(i)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${active}`}
        className={styles.panel}
      >
        <TabPanel tab={current} />
      </div>
    </>
  );
}

/** `/complaintList` — docs/screens.md "Complaint list". */
export function ComplaintList() {
  return (
    <PageRoute query={pageQuery(complaintListPage, 'complaints')} title={t('care.list.title')}>
      {(_, data) => <ListView tabs={data.tabs} />}
    </PageRoute>
  );
}

import { t } from '../../../shared/i18n.ts';
import { launchLink } from '../preview-pages.ts';
import type { LaunchFieldValues } from './launch-fields.tsx';
import styles from './test-preview.module.css';

/** The operators' desk of the reference server (`/ops`, demo mode), where complaints are answered. */
const OPS_DESK = '/ops';

/**
 * A complaint's round trip in the sandbox: sent from the complaint page, answered at the
 * operators' desk (the server's way to reply, with text and photos), read in the list.
 */
export function CareSandbox({ launch }: { launch: LaunchFieldValues }) {
  return (
    <>
      <p className="muted">{t('dev.careHint')}</p>
      <ul className={styles.links} role="list" data-testid="care-sandbox">
        <li className={styles.linkRow}>
          <a className={styles.link} href={launchLink('complainNew', {}, launch)}>
            {t('dev.pages.complainNew')}
          </a>
        </li>
        <li className={styles.linkRow}>
          <a className={styles.link} href={OPS_DESK} target="_blank" rel="noopener noreferrer">
            {t('dev.opsDesk')}
          </a>
        </li>
        <li className={styles.linkRow}>
          <a className={styles.link} href={launchLink('complaintList', {}, launch)}>
            {t('dev.pages.complaintList')}
          </a>
        </li>
      </ul>
    </>
  );
}

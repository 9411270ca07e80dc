import { t } from '../i18n.ts';
import styles from './page-layout.module.css';

/** The header's way back to the page this one was opened from (page-layout.tsx). */
export function BackButton() {
  return (
    <button
      type="button"
      className={`icon-button ${styles.back}`}
      aria-label={t('common.goBack')}
      data-testid="back"
      onClick={() => window.history.back()}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M15 5l-7 7 7 7" />
      </svg>
    </button>
  );
}

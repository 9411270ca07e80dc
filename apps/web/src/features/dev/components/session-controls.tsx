import { t } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import type { SessionRequest } from '../api/dev-session.ts';
import styles from './test-preview.module.css';

/**
 * The sandbox's demo borrowers (`devSession`): another one in the chosen market, one in
 * either market (the launch's language type follows), and one who has used up today's
 * applications, whose recommended list is empty.
 */
export function SessionControls({
  languageType,
  hasToken,
  busy,
  onCreate,
}: {
  languageType: string;
  hasToken: boolean;
  busy: boolean;
  onCreate: (request: SessionRequest) => void;
}) {
  return (
    <div className={styles.session} data-testid="session-controls">
      {!hasToken && <p className="muted">{t('dev.noToken')}</p>}
      <Button
        variant={hasToken ? 'secondary' : 'primary'}
        busy={busy}
        onClick={() => onCreate({ languageType })}
      >
        {busy ? t('dev.creatingSession') : t('dev.newSession')}
      </Button>
      <div className={styles.buttonRow}>
        <Button variant="secondary" disabled={busy} onClick={() => onCreate({ languageType: '1' })}>
          {t('dev.sessionIndia')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => onCreate({ languageType: '2' })}>
          {t('dev.sessionIndonesia')}
        </Button>
      </div>
      <Button
        variant="secondary"
        disabled={busy}
        onClick={() => onCreate({ languageType, scenario: 'full' })}
      >
        {t('dev.sessionFull')}
      </Button>
    </div>
  );
}

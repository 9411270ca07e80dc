import { t } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { StateView } from '../../../shared/ui/state-view.tsx';
import styles from './landing.module.css';

/** While the template loads in the browser: the landing's outline, as the HTML shell paints it. */
export function LandingLoading() {
  return (
    <main id="main" aria-busy="true">
      <h1 className="visually-hidden">{t('common.loading')}</h1>
      <div className="shell" aria-hidden="true">
        <div className="promo-shell-banner" />
        <div className="shell-main">
          <div className="shell-bar shell-title" />
          <div className="shell-card" />
        </div>
      </div>
    </main>
  );
}

/** No template id in the address. */
export function LandingMissing() {
  return (
    <main id="main" className={styles.page}>
      <h1 className="visually-hidden">{t('promo.missingTitle')}</h1>
      <StateView icon="search" title={t('promo.missingTitle')} message={t('promo.missingBody')} />
    </main>
  );
}

/** The template could not be loaded: the server's message, or the network's with a retry. */
export function LandingFailed({
  message,
  onRetry,
}: {
  message: string;
  onRetry: (() => void) | undefined;
}) {
  return (
    <main id="main" className={styles.page}>
      <h1 className="visually-hidden">{t('common.errorTitle')}</h1>
      <StateView
        icon="error"
        title={message || t('common.errorTitle')}
        actions={onRetry && <Button onClick={onRetry}>{t('common.retry')}</Button>}
        testId="landing-error"
      />
    </main>
  );
}

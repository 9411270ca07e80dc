import { t } from '../i18n.ts';
import { appContext } from '../app-context.ts';
import { StateView } from './state-view.tsx';

/** A borrower page opened without a session token (DESIGN §3): no API call, a clear way out. */
export function NoSession() {
  return (
    <StateView
      icon="lock"
      title={t('common.noSessionTitle')}
      message={t('common.noSessionBody', { appName: appContext().appName })}
      testId="no-session"
    />
  );
}

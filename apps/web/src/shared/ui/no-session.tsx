import { t } from '../i18n.ts';
import { config } from '../../lib/config.ts';
import { StateView } from './state-view.tsx';

/** A borrower page opened without a session token (docs/native-integration.md): no API call, a clear way out. */
export function NoSession() {
  return (
    <StateView
      icon="lock"
      title={t('common.noSessionTitle')}
      message={t('common.noSessionBody', { appName: config.appName })}
      testId="no-session"
    />
  );
}

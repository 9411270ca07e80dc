import { codes } from '@tenor/contract/envelope';
import { t } from '../i18n.ts';
import { CallError } from '../http/query.ts';
import { useAppHome } from '../app-home.ts';
import { Button } from './button.tsx';
import { StateView } from './state-view.tsx';

/** The server says what was asked for does not exist (another borrower's order included). */
const isMissing = (error: unknown) =>
  error instanceof CallError &&
  error.failure.kind === 'server' &&
  error.failure.code === codes.notFound;

/**
 * A failed load with a Retry button. The message comes from the failure when it has one. What
 * does not exist will not appear on a retry: that offers the way back to the app's home instead.
 */
export function ErrorState({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  const title =
    error instanceof CallError && error.failure.message
      ? error.failure.message
      : t('common.errorTitle');
  const missing = isMissing(error);
  const goHome = useAppHome();
  return (
    <StateView
      icon={missing ? 'search' : 'error'}
      title={title}
      testId="error-state"
      actions={
        missing ? (
          <Button variant="primary" block onClick={() => goHome()}>
            {t('common.backHome')}
          </Button>
        ) : (
          <Button variant="primary" block onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )
      }
    />
  );
}

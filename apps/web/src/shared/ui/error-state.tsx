import { t } from '../i18n.ts';
import { CallError } from '../http/query.ts';
import { Button } from './button.tsx';
import { StateView } from './state-view.tsx';

/** A failed load with a Retry button. The message comes from the failure when it has one. */
export function ErrorState({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  const title =
    error instanceof CallError && error.failure.message
      ? error.failure.message
      : t('common.errorTitle');
  return (
    <StateView
      icon="error"
      title={title}
      testId="error-state"
      actions={
        <Button variant="primary" block onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

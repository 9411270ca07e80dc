import type { RefObject } from 'react';
import { t } from '../i18n.ts';
import { Button } from './button.tsx';
import styles from './inline-failure.module.css';

/**
 * A part of a page that could not load or update (a quote, an agreement, the chat's topics):
 * what happened, announced, and Retry beside it. The rest of the page stays as it was; a page
 * that could not load at all shows `ErrorState` instead.
 */
export function InlineFailure({
  message,
  onRetry,
  retryRef,
  testId,
}: {
  message: string;
  /** Left out where another try cannot help (nothing to load). */
  onRetry?: (() => void) | undefined;
  retryRef?: RefObject<HTMLButtonElement | null>;
  testId?: string;
}) {
  return (
    <div className={styles.inlineFailure} role="alert" data-testid={testId}>
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" ref={retryRef} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}

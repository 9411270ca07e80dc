import { forwardRef, useId } from 'react';
import { t } from '../../../shared/i18n.ts';
import { clampDescription, descriptionCount, MAX_DESCRIPTION } from '../complaint-rules.ts';
import styles from './care.module.css';

/** The field's name: what was typed before the app started is kept by it (complaint-form.tsx). */
export const DESCRIPTION_FIELD = 'problemDetail';

/**
 * The complaint's text: at most 200 characters (more is not accepted, pasted text is cut),
 * the `n/200` counter, and the required message under it once the borrower tried to send.
 */
export const DescriptionField = forwardRef<
  HTMLTextAreaElement,
  { value: string; onChange: (text: string) => void; error: boolean }
>(function DescriptionField({ value, onChange, error }, ref) {
  const id = useId();
  const countId = useId();
  const errorId = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.heading}>
        {t('care.form.description')}
      </label>
      <textarea
        ref={ref}
        id={id}
        name={DESCRIPTION_FIELD}
        className={styles.textarea}
        value={value}
        maxLength={MAX_DESCRIPTION}
        placeholder={t('care.form.placeholder')}
        aria-invalid={error}
        aria-describedby={error ? `${errorId} ${countId}` : countId}
        onChange={(event) => onChange(clampDescription(event.target.value))}
        data-testid="complaint-text"
      />
      <div className={styles.fieldFoot}>
        {error && (
          <p id={errorId} className={styles.error} data-testid="complaint-text-error">
            {t('care.form.required')}
          </p>
        )}
        <span id={countId} className={styles.counter} data-testid="complaint-count">
          {descriptionCount(value)}
        </span>
      </div>
    </div>
  );
});

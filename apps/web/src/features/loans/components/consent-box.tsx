import { type ReactNode, type RefObject, useId } from 'react';
import { PrivacyNoticeLink } from '../../../shared/ui/privacy-notice-link.tsx';
import { useUntilReady } from '../../../shared/ui/until-ready.ts';
import styles from './loan-confirm.module.css';

/** A box's state as its page holds it: ticked or not, the element a blocked Confirm leads to, and the tick. */
export interface BoxState {
  checked: boolean;
  boxRef?: RefObject<HTMLInputElement | null>;
  led: boolean;
  onChange: (given: boolean) => void;
}

/**
 * One of loan confirm's boxes the borrower ticks themselves (the agreements' consent, the Key
 * Fact Statement's acknowledgement): never ticked for them, held until the app has taken over,
 * and, once a tap on Confirm `led` them here unticked, saying what it wants. `notice`: the
 * privacy notice goes with it (the consent to the agreements, which covers the borrower's data;
 * an acknowledgement of a disclosure carries none, so the link is not said twice).
 */
export function ConsentBox({
  id,
  boxRef,
  checked,
  led,
  label,
  hint,
  testId,
  hintTestId,
  notice = false,
  onChange,
}: BoxState & {
  /** The box's id, for a form that puts the focus on its first field in error by id. */
  id?: string;
  label: ReactNode;
  hint: string;
  testId?: string;
  hintTestId: string;
  notice?: boolean;
}) {
  const hintId = useId();
  const { marks: untilReady } = useUntilReady();
  const asking = led && !checked;
  return (
    <>
      <label className={styles.consent}>
        <input
          id={id}
          ref={boxRef}
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          aria-describedby={asking ? hintId : undefined}
          data-testid={testId}
          {...untilReady}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{label}</span>
      </label>
      {notice && <PrivacyNoticeLink className={styles.consentNotice} />}
      {asking && (
        <p className={styles.consentHint} id={hintId} data-testid={hintTestId}>
          {hint}
        </p>
      )}
    </>
  );
}

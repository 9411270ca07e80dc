import { type ButtonHTMLAttributes, type MouseEvent, type Ref, useId } from 'react';
import styles from './button.module.css';
import { useUntilReady } from './until-ready.ts';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
  ref?: Ref<HTMLButtonElement>;
  /**
   * Working: shows a spinner and ignores taps, but stays focusable and keeps its name. Every
   * button is busy, too, until the app has taken over a server-rendered page; its first tap then
   * acts once the app is ready (until-ready.ts, decision 050).
   */
  busy?: boolean;
  block?: boolean;
  /**
   * Why the action cannot run yet, and where to go to fix it (docs/screens.md "Loan
   * confirm", decision 041): the button looks disabled but stays focusable and tappable; the reason is
   * written under it, and a tap leads to what is missing (`lead`, lead-to.ts) instead of doing
   * nothing. Use instead of `disabled` on a page's primary action.
   */
  blocked?: { reason: string; lead?: () => void } | undefined;
}

/** The button's look, for a link that acts as one (a way to another page). */
export const buttonClass = (variant: 'primary' | 'secondary' = 'primary', block = false): string =>
  [styles.button, styles[variant], block && styles.block].filter(Boolean).join(' ');

export function Button({
  variant = 'primary',
  busy = false,
  block = false,
  className,
  onClick,
  children,
  type = 'button',
  blocked,
  ...rest
}: ButtonProps) {
  const reasonId = useId();
  const untilReady = useUntilReady();
  const waiting = busy || !untilReady.ready;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (blocked !== undefined) {
      event.preventDefault();
      blocked.lead?.();
      return;
    }
    if (waiting) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const look = buttonClass(variant, block);
  const button = (
    <button
      {...rest}
      {...untilReady.marks}
      type={type}
      className={[look, blocked && styles.blocked, className].filter(Boolean).join(' ')}
      aria-busy={waiting || undefined}
      aria-disabled={blocked !== undefined ? true : rest['aria-disabled']}
      aria-describedby={blocked !== undefined ? reasonId : rest['aria-describedby']}
      onClick={handleClick}
    >
      {waiting && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
  // One tree whether blocked or not, so the button keeps its element (and focus) when it
  // becomes ready.
  return (
    <>
      {button}
      {blocked !== undefined && (
        <p className={styles.reason} id={reasonId} aria-live="polite" data-testid="blocked-reason">
          {blocked.reason}
        </p>
      )}
    </>
  );
}

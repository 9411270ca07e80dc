import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
  /** Working: shows a spinner and ignores taps, but stays focusable and keeps its name. */
  busy?: boolean;
  block?: boolean;
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
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={
        className ? `${buttonClass(variant, block)} ${className}` : buttonClass(variant, block)
      }
      aria-busy={busy || undefined}
      onClick={handleClick}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}

import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
  /** Working: shows a spinner and ignores taps, but stays focusable and keeps its name. */
  busy?: boolean;
  block?: boolean;
}

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
      className={[styles.button, styles[variant], block && styles.block, className]
        .filter(Boolean)
        .join(' ')}
      aria-busy={busy || undefined}
      onClick={handleClick}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}

import type { HTMLAttributes } from 'react';
import styles from './blocks.module.css';

/** The page's blocks one under another; `tight` for a form whose blocks belong together. */
export function Stack({
  tight = false,
  className,
  ...rest
}: HTMLAttributes<HTMLDivElement> & { tight?: boolean }) {
  const classes = [styles.stack, tight && styles.tight, className].filter(Boolean).join(' ');
  return <div {...rest} className={classes} />;
}

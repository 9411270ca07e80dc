import type { HTMLAttributes } from 'react';
import styles from './blocks.module.css';

type StackTag = 'div' | 'form' | 'section' | 'p';

/**
 * Blocks one under another: the page's blocks; `tight` for a form whose blocks belong together;
 * `close` for the lines of one block (a field with its label, a form's rows, a list of links).
 * `as` when the column is a form or a section of its own.
 */
export function Stack({
  as: Tag = 'div',
  tight = false,
  close = false,
  className,
  ...rest
}: HTMLAttributes<HTMLElement> & { as?: StackTag; tight?: boolean; close?: boolean }) {
  const classes = [styles.stack, tight && styles.tight, close && styles.close, className]
    .filter(Boolean)
    .join(' ');
  return <Tag {...rest} className={classes} />;
}

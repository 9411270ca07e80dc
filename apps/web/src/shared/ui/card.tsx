import type { HTMLAttributes } from 'react';
import styles from './blocks.module.css';

type CardTag = 'section' | 'div' | 'article' | 'details';

/** A white, bordered block of a page: a section of a form, a product, an order. */
export function Card({
  as: Tag = 'section',
  className,
  ...rest
}: HTMLAttributes<HTMLElement> & { as?: CardTag }) {
  return <Tag {...rest} className={className ? `${styles.card} ${className}` : styles.card} />;
}

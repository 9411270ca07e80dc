import { type HTMLAttributes, type ReactNode, useId } from 'react';
import styles from './blocks.module.css';
import { Card } from './card.tsx';

/**
 * A card named by its heading: an h2 at the card-title size that labels the section for a
 * screen reader (loan confirm's sections, loan details' documents and payoff, My data).
 */
export function TitledCard({
  title,
  children,
  ...rest
}: { title: ReactNode; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  const id = useId();
  return (
    <Card aria-labelledby={id} {...rest}>
      <h2 className={styles.title} id={id}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

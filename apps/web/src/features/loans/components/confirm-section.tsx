import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { Card } from '../../../shared/ui/card.tsx';
import styles from './loan-confirm.module.css';

/** A card of loan confirm named by its heading. */
export function ConfirmSection({
  title,
  children,
  ...rest
}: { title: string; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  const id = useId();
  return (
    <Card aria-labelledby={id} {...rest}>
      <h2 className={styles.heading} id={id}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

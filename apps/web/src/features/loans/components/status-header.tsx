import { useId } from 'react';
import type { StatusPictureKey } from '../order-actions.ts';
import { StatusPicture } from './status-picture.tsx';
import styles from './status-header.module.css';

/** Status picture, headline and description at the top of loan details and the failure pages. */
export function StatusHeader({
  picture,
  headline,
  description,
}: {
  picture: StatusPictureKey;
  /** Left out when the page title already says it. */
  headline?: string;
  description: string;
}) {
  const headlineId = useId();
  return (
    <section
      className={styles.status}
      aria-labelledby={headline ? headlineId : undefined}
      data-testid="status-header"
    >
      <StatusPicture status={picture} />
      {headline && (
        <h2 className={styles.headline} id={headlineId}>
          {headline}
        </h2>
      )}
      {description && <p className={styles.description}>{description}</p>}
    </section>
  );
}

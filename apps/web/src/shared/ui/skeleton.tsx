import styles from './skeleton.module.css';

/** A grey placeholder block; size it with a class from the caller's stylesheet. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span className={[styles.skeleton, className].filter(Boolean).join(' ')} aria-hidden="true" />
  );
}

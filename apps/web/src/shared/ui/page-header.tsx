import { useEffect } from 'react';
import { appContext } from '../app-context.ts';
import styles from './page.module.css';

/** The banner landmark with the page's one h1. Also sets the document title. */
export function PageHeader({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} – ${appContext().appName}`;
  }, [title]);
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
    </header>
  );
}

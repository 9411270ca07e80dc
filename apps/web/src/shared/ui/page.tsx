import type { ReactNode } from 'react';
import { PageHeader } from './page-header.tsx';
import styles from './page.module.css';

/** Landmark structure of every page: header (h1) then main. */
export function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      <main className={styles.main} id="main">
        {children}
      </main>
    </>
  );
}

import { type ReactNode, useEffect, useRef } from 'react';
import { config } from '../../lib/config.ts';
import { canGoBack } from '../../lib/navigation.tsx';
import { BackButton } from './back-button.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import styles from './page-layout.module.css';

/** Whether a page has been shown in this document: the launch's first keeps the browser's focus. */
let laidOut = false;

/**
 * Landmark structure of every page: a banner with the page's one h1, then main. Also sets
 * the document title. The page's main actions go last, in an `ActionBar` (action-bar.tsx).
 * A page opened from another page of ours has a back button in the banner; one the app
 * opened directly has none (the app has its own back). India's pages end the banner with the
 * language switch (language-switch.tsx).
 */
export function PageLayout({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} – ${config.appName}`;
  }, [title]);
  useEffect(() => {
    // A page reached by a tap on another page of ours: the tapped control is gone and focus
    // with it, so it moves to the new page's heading, where a screen reader starts reading.
    if (!laidOut) {
      laidOut = true;
      return;
    }
    const active = document.activeElement;
    if (active === null || active === document.body) heading.current?.focus();
  }, []);
  return (
    <>
      <header className={styles.header}>
        {canGoBack() && <BackButton />}
        <h1 className={styles.title} ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <LanguageSwitch />
      </header>
      <main className={styles.main} id="main">
        {children}
      </main>
    </>
  );
}

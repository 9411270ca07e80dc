import { chooseLanguage, locale, region } from '../../lib/launch.ts';
import styles from './page-layout.module.css';
import { useUntilReady } from './until-ready.ts';

/**
 * India's two languages, English ⇄ हिन्दी (decision 068): the other one, named in its own
 * script, in the page's banner. The choice is kept for the session (lib/launch.ts
 * `chooseLanguage`) and the page opens again in it. Indonesia has one language, and the
 * staff's Chinese none to switch to, so neither shows it.
 */
export function LanguageSwitch() {
  const { marks } = useUntilReady();
  const current = locale();
  if (region() !== 'IN' || (current !== 'en-IN' && current !== 'hi-IN')) return null;
  const other = current === 'hi-IN' ? { choice: 'en', lang: 'en', name: 'English' } : hindi;
  return (
    <button
      type="button"
      className={styles.language}
      lang={other.lang}
      data-testid="language-switch"
      {...marks}
      onClick={() => {
        chooseLanguage(other.choice === 'hi' ? 'hi' : 'en');
        window.location.reload();
      }}
    >
      {other.name}
    </button>
  );
}

const hindi = { choice: 'hi', lang: 'hi', name: 'हिन्दी' };

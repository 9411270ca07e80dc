import { contrastOnWhite } from '@tenor/contract/theme';
import type { LandingTemplate } from '../api/channel-template.ts';
import styles from './landing.module.css';

/**
 * The template's banner, title and subtitle on the template's colour. The colour is painted
 * by an SVG rectangle, not a style attribute: the page's CSP admits no inline styles, and
 * the server-rendered HTML must look the same as the page once it has started.
 */
export function LandingHero({ template }: { template: LandingTemplate }) {
  const light = (contrastOnWhite(template.backgroundColor) ?? 0) >= 4.5;
  return (
    <header className={`${styles.hero} ${light ? styles.onDark : styles.onLight}`}>
      <svg className={styles.heroPaint} aria-hidden="true" focusable="false">
        <rect width="100%" height="100%" fill={template.backgroundColor} />
      </svg>
      <img
        className={styles.banner}
        src={template.bannerUrl}
        width={750}
        height={360}
        alt=""
        fetchPriority="high"
      />
      <div className={styles.heroText}>
        <h1 className={styles.title}>{template.title}</h1>
        <p className={styles.subtitle}>{template.subtitle}</p>
      </div>
    </header>
  );
}

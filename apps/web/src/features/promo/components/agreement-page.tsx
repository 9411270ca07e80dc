import { t } from '../../../shared/i18n.ts';
import type { LandingTemplate } from '../api/channel-template.ts';
import { formHref } from '../landing-address.ts';
import styles from './landing.module.css';

/** `#/agreementTemplate`: the template's agreement, with the way back keeping the query. */
export function AgreementPage({
  template,
  query,
}: {
  template: LandingTemplate;
  query: URLSearchParams;
}) {
  return (
    <main className={styles.page} id="main">
      <h1 className={styles.pageTitle} tabIndex={-1}>
        {template.agreementTitle}
      </h1>
      <article className={styles.card}>
        {template.agreementText.split(/\n{2,}/).map((paragraph, i) => (
          <p key={i} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </article>
      <a className={styles.back} href={formHref(query)}>
        {t('promo.backToForm')}
      </a>
    </main>
  );
}

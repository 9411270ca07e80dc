import { t } from '../../../shared/i18n.ts';
import { config } from '../../../lib/config.ts';
import { region } from '../../../lib/launch.ts';
import { telHref } from '../../../shared/contact-links.ts';
import { Card } from '../../../shared/ui/card.tsx';
import styles from './repay.module.css';

/** The customer-service entry (docs/screens.md "Repay by virtual account"): the number from the answer, else the configured one of the borrower's market. */
export function ServiceContact({ telephone }: { telephone: string }) {
  const phone = telephone.trim() || config.support[region()].phone.trim();
  const href = telHref(phone);
  if (!href) return null;
  return (
    <Card aria-labelledby="repay-service">
      <h2 id="repay-service" className={styles.heading}>
        {t('repay.va.service')}
      </h2>
      <a className={styles.textLink} href={href}>
        {t('repay.va.call', { phone })}
      </a>
    </Card>
  );
}

import { pagePaths } from '@tenor/contract/paths';
import { t } from '../../../shared/i18n.ts';
import { ActionLink } from '../../../shared/ui/action-link.tsx';
import { useUntilReady } from '../../../shared/ui/until-ready.ts';
import { useOrderKfs } from '../api/consent-ledger.ts';
import styles from './loan-confirm.module.css';

/**
 * Loan details' way back to the Key Fact Statement the order was confirmed with, and to the
 * borrower's consent ledger (decision 056).
 */
export function OrderConsents({ orderId }: { orderId: number }) {
  const kfs = useOrderKfs(orderId).data;
  const { marks: untilReady } = useUntilReady();
  return (
    <>
      {kfs && (
        <a className={styles.agreementLink} href={kfs.url} data-testid="order-kfs" {...untilReady}>
          {t('loans.kfs.orderLink', { number: kfs.number })}
        </a>
      )}
      <ActionLink variant="secondary" block to={pagePaths.myConsents}>
        {t('loans.consents.link')}
      </ActionLink>
    </>
  );
}

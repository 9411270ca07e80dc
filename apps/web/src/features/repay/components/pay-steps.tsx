import type { VirtualAccountPayment } from '@tenor/contract/endpoints/repay';
import { t } from '../../../shared/i18n.ts';
import { methodLabel } from '../method-label.ts';
import { ChevronIcon } from './picker-row.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import styles from './repay.module.css';

/** How to pay: per bank method (collapsible, the first open), or the mini market's steps. */
export function PaySteps({
  payment,
  marketName,
}: {
  payment: VirtualAccountPayment;
  marketName: string;
}) {
  const { bank, market } = payment.payStep;
  return (
    <Card aria-labelledby="repay-steps">
      <h2 id="repay-steps" className={styles.heading}>
        {t('repay.va.howToPay')}
      </h2>
      {payment.payType === 1 ? (
        bank.map((method, i) => (
          <details
            key={method.name}
            className={styles.steps}
            open={i === 0}
            data-testid="pay-method"
          >
            <summary className={styles.summary}>
              {methodLabel(method.name)}
              <ChevronIcon />
            </summary>
            <ol className={styles.stepList}>
              {method.steps.map((step, j) => (
                <li key={j}>{step}</li>
              ))}
            </ol>
          </details>
        ))
      ) : (
        <>
          <p className="muted">{t('repay.va.marketSteps', { name: marketName })}</p>
          <ol className={styles.stepList}>
            {market.map((step, j) => (
              <li key={j}>{step}</li>
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}

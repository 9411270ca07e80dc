import { useState } from 'react';
import { formatMoney } from '@tenor/contract/format';
import { region } from '../../../lib/launch.ts';
import { t, type TranslationKey } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useIssuedAccounts } from '../api/dev-accounts.ts';
import { ReadButton } from './sandbox-controls.tsx';
import styles from './test-preview.module.css';

/**
 * The demo borrower's issued accounts, one row per bill: its channel (bank virtual account,
 * mini market, UPI), number, amount and state, and a Pay button for each open one.
 */
export function IssuedAccounts({
  borrowerId,
  paying,
  onPay,
}: {
  borrowerId: number | undefined;
  paying: boolean;
  onPay: (accountNo: string, paid: () => void) => void;
}) {
  const [reading, setReading] = useState(false);
  const accounts = useIssuedAccounts(borrowerId, reading);
  if (borrowerId === undefined) return <p className="muted">{t('dev.journeyNeedsSession')}</p>;
  const rows = accounts.data ?? [];
  return (
    <>
      <ReadButton reading={reading} query={accounts} onRead={() => setReading(true)}>
        {t('dev.accountsRead')}
      </ReadButton>
      {rows.length > 0 ? (
        <ul className={styles.links} role="list" data-testid="issued-accounts">
          {rows.map((a) => (
            <li key={a.accountNo} className={styles.accountRow}>
              <span>
                {t(`dev.channels.c${a.payType}` as TranslationKey)} · {a.payCode}
                <br />
                <code>{a.accountNo}</code> · {formatMoney(region(), a.amount)}
                <br />
                <span className="muted">
                  {t(`dev.accountStates.${a.status}` as TranslationKey)} · {t('dev.sandboxOrder')}{' '}
                  {a.orderId}
                </span>
              </span>
              {a.status === 'open' && (
                <Button
                  variant="secondary"
                  disabled={paying}
                  aria-label={t('dev.payAccount', { number: a.accountNo })}
                  onClick={() => onPay(a.accountNo, () => void accounts.refetch())}
                >
                  {t('dev.simulatePay')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t(reading ? 'dev.accountsEmpty' : 'dev.accountsHint')}</p>
      )}
    </>
  );
}

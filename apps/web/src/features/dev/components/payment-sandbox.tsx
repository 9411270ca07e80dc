import { useState } from 'react';
import { formatMoment } from '@tenor/contract/format';
import { region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useOutbox } from '../api/dev-outbox.ts';
import { useSimulatePayment } from '../api/dev-payment-simulate.ts';
import { IssuedAccounts } from './issued-accounts.tsx';
import { TextField } from './field.tsx';
import { ReadButton } from './sandbox-controls.tsx';
import styles from './test-preview.module.css';

/**
 * Demo mode only: pay a virtual account or payment code as the bank would (the signed
 * webhook), and read the SMS outbox (card-payment codes), the demo borrower's when known.
 */
export function PaymentSandbox({
  phone,
  borrowerId,
}: {
  phone: string | undefined;
  borrowerId: number | undefined;
}) {
  const [number, setNumber] = useState('');
  const [amount, setAmount] = useState('');
  const [result, setResult] = useState('');
  const simulate = useSimulatePayment();
  // Read on request: the page opens without a call the preview does not need yet.
  const [reading, setReading] = useState(false);
  const outbox = useOutbox(phone, reading);

  const payNumber = (cardNo: string, minor?: number, paid?: () => void) =>
    simulate.run(
      { cardNo, amount: minor },
      {
        onSuccess: (r) => {
          setResult(
            r.ok
              ? t('dev.simulated', { number: cardNo })
              : t('dev.sandboxRefused', { message: r.message }),
          );
          if (r.ok) paid?.();
        },
      },
    );
  const pay = () => {
    const cardNo = number.replace(/\s/g, '');
    if (!cardNo) return;
    payNumber(cardNo, /^\d{1,15}$/.test(amount.trim()) ? Number(amount.trim()) : undefined);
  };

  return (
    <>
      <h3 className={styles.subheading}>{t('dev.accounts')}</h3>
      <IssuedAccounts
        borrowerId={borrowerId}
        paying={simulate.isPending}
        onPay={(cardNo, paid) => payNumber(cardNo, undefined, paid)}
      />
      <h3 className={styles.subheading}>{t('dev.simulate')}</h3>
      <form
        className={styles.fields}
        onSubmit={(e) => {
          e.preventDefault();
          pay();
        }}
      >
        <TextField label={t('dev.simulateNumber')} value={number} onChange={setNumber} numeric />
        <TextField label={t('dev.simulateAmount')} value={amount} onChange={setAmount} numeric />
        <Button type="submit" variant="secondary" busy={simulate.isPending}>
          {t('dev.simulatePay')}
        </Button>
        <p className="muted" aria-live="polite" data-testid="simulate-result">
          {result}
        </p>
      </form>
      <h3 className={styles.subheading}>{t('dev.outbox')}</h3>
      <ReadButton reading={reading} query={outbox} onRead={() => setReading(true)}>
        {t('dev.refresh')}
      </ReadButton>
      {outbox.data?.length ? (
        <ul className={styles.log} data-testid="outbox">
          {outbox.data.map((sms, i) => (
            <li key={`${sms.sentAt}-${i}`}>
              <span className="muted">
                {formatMoment(region(), sms.sentAt)} · {sms.phone}
              </span>
              <br />
              {sms.text}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t(reading ? 'dev.outboxEmpty' : 'dev.outboxHint')}</p>
      )}
    </>
  );
}

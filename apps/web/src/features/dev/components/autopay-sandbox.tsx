import { useId, useState } from 'react';
import { t } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useAutopayEvent, useAutopayRun, type AutopayEvent } from '../api/dev-autopay.ts';
import { Field } from './field.tsx';
import styles from './test-preview.module.css';

const EVENTS: readonly AutopayEvent[] = [
  'approve',
  'decline',
  'pause',
  'resume',
  'cancel',
  'failNextDebit',
];

/**
 * Demo mode only: UPI AutoPay's states (decision 072). The sandbox plays the borrower's UPI app
 * (approve, decline, pause, resume, cancel) and bank (fail the next debit) for an order's
 * mandate, and runs the notices-and-debits job as of a moment (a day before a due date sends
 * the notice; the due day, 24 hours later, the debit).
 */
export function AutopaySandbox({ orderId }: { orderId: number | undefined }) {
  const orderFieldId = useId();
  const atFieldId = useId();
  const [order, setOrder] = useState(orderId === undefined ? '' : String(orderId));
  const [at, setAt] = useState('');
  const [result, setResult] = useState('');
  const event = useAutopayEvent();
  const run = useAutopayRun();
  const id = Number(order.trim());
  const send = (name: AutopayEvent) =>
    event.run(
      { orderId: id, event: name },
      {
        onSuccess: (r) =>
          setResult(
            r.ok
              ? t('dev.autopayState', { status: r.data.status })
              : t('dev.sandboxRefused', { message: r.message }),
          ),
      },
    );
  const runJob = () => {
    const when = at.trim() === '' ? undefined : new Date(at.trim());
    run.run(when === undefined || Number.isNaN(when.getTime()) ? undefined : when.toISOString(), {
      onSuccess: (r) =>
        setResult(
          r.ok ? t('dev.autopayRan', r.data) : t('dev.sandboxRefused', { message: r.message }),
        ),
    });
  };
  return (
    <div className={styles.fields}>
      <Field id={orderFieldId} label={t('dev.autopayOrder')}>
        <input
          id={orderFieldId}
          className={styles.input}
          inputMode="numeric"
          autoComplete="off"
          value={order}
          onChange={(e) => setOrder(e.target.value)}
        />
      </Field>
      {EVENTS.map((name) => (
        <Button key={name} variant="secondary" busy={event.isPending} onClick={() => send(name)}>
          {t(`dev.autopayEvents.${name}`)}
        </Button>
      ))}
      <Field id={atFieldId} label={t('dev.autopayAt')}>
        <input
          id={atFieldId}
          className={styles.input}
          autoComplete="off"
          placeholder="2027-03-09T12:00+05:30"
          value={at}
          onChange={(e) => setAt(e.target.value)}
        />
      </Field>
      <Button variant="secondary" busy={run.isPending} onClick={runJob}>
        {t('dev.autopayRun')}
      </Button>
      <p className="muted" aria-live="polite" data-testid="autopay-sandbox-result">
        {result}
      </p>
    </div>
  );
}

import { useState } from 'react';
import { t } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { useAutopayEvent, useAutopayRun, type AutopayEvent } from '../api/dev-autopay.ts';
import { TextField } from './field.tsx';
import { SandboxAction } from './sandbox-controls.tsx';

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
    <Stack tight>
      <TextField label={t('dev.autopayOrder')} value={order} onChange={setOrder} numeric />
      {EVENTS.map((name) => (
        <Button key={name} variant="secondary" busy={event.isPending} onClick={() => send(name)}>
          {t(`dev.autopayEvents.${name}`)}
        </Button>
      ))}
      <TextField
        label={t('dev.autopayAt')}
        value={at}
        onChange={setAt}
        placeholder="2027-03-09T12:00+05:30"
      />
      <SandboxAction
        busy={run.isPending}
        onClick={runJob}
        result={result}
        resultTestId="autopay-sandbox-result"
      >
        {t('dev.autopayRun')}
      </SandboxAction>
    </Stack>
  );
}

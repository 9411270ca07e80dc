import { useState } from 'react';
import { orderStatuses } from '@tenor/contract/orders';
import { t, type TranslationKey } from '../../../shared/i18n.ts';
import { Stack } from '../../../shared/ui/stack.tsx';
import type { DemoSession } from '../api/dev-session.ts';
import { useMoveOrder } from '../api/dev-order-status.ts';
import { landingLink, launchLink } from '../preview-pages.ts';
import type { LaunchFieldValues } from './launch-fields.tsx';
import { Field } from './field.tsx';
import { SandboxAction } from './sandbox-controls.tsx';
import styles from './test-preview.module.css';

const statusLabel = (status: number) => t(`dev.statuses.s${status}` as TranslationKey);

/**
 * The demo borrower's loan journey: confirm for each product, details for each seeded order
 * (one per status of docs/order-statuses.md), and the sandbox move of an order to another status.
 */
export function DemoJourney({
  session,
  launch,
}: {
  session: DemoSession | undefined;
  launch: LaunchFieldValues;
}) {
  const move = useMoveOrder();
  /** Statuses the sandbox has moved orders to, by order id. */
  const [moved, setMoved] = useState<Record<number, number>>({});
  const rank = (status: number) => (orderStatuses as readonly number[]).indexOf(status);
  const orders = Object.entries(session?.orders ?? {})
    .map(([seeded, id]) => ({ seeded: Number(seeded), id, status: moved[id] ?? Number(seeded) }))
    .sort((a, b) => rank(a.seeded) - rank(b.seeded));
  const [orderId, setOrderId] = useState<number>();
  const [target, setTarget] = useState<number>(orderStatuses[0]!);
  const [result, setResult] = useState('');

  if (!session) return <p className="muted">{t('dev.journeyNeedsSession')}</p>;
  const chosen = orderId ?? orders[0]?.id;

  const submit = () => {
    if (chosen === undefined) return;
    move.run(
      { orderId: chosen, status: target },
      {
        onSuccess: (r) => {
          if (!r.ok) {
            setResult(t('dev.sandboxRefused', { message: r.message }));
            return;
          }
          const { orderId: id, status } = r.data;
          setMoved((m) => ({ ...m, [id]: status }));
          setResult(t('dev.sandboxMoved', { id, code: status, status: statusLabel(status) }));
        },
      },
    );
  };

  return (
    <>
      <ul className={styles.links} role="list" data-testid="journey-products">
        {session.products.map((p) => (
          <li key={p.id} className={styles.linkRow}>
            <a
              className={styles.link}
              href={launchLink('confirmLoan', { productId: String(p.id) }, launch)}
            >
              {t('dev.confirmFor', { name: p.name })}
            </a>
          </li>
        ))}
        {session.products.map((p) => (
          <li key={`agreement-${p.id}`} className={styles.linkRow}>
            <a
              className={styles.link}
              href={launchLink('loanAgreement', { productId: String(p.id) }, launch)}
            >
              {t('dev.agreementFor', { name: p.name })}
            </a>
          </li>
        ))}
      </ul>
      <ul className={styles.links} role="list" data-testid="journey-templates">
        {session.templates.map((template) => (
          <li key={template.id} className={styles.linkRow}>
            {/* A visitor from an ad: no session, the template's id in the query the server renders. */}
            <a className={styles.link} href={landingLink(template.id)}>
              {t('dev.landingFor', { title: template.title, region: template.region })}
            </a>
          </li>
        ))}
      </ul>
      <ul className={styles.links} role="list" data-testid="journey-orders">
        {orders.map((o) => (
          <li key={o.id} className={styles.linkRow}>
            <a
              className={styles.link}
              href={launchLink('loanDetails', { orderId: String(o.id) }, launch)}
            >
              {t('dev.orderLink', { code: o.status, status: statusLabel(o.status), id: o.id })}
            </a>
          </li>
        ))}
      </ul>
      <h3 className={styles.subheading}>{t('dev.sandbox')}</h3>
      <Stack tight>
        <NumberSelect
          id="sandbox-order"
          label={t('dev.sandboxOrder')}
          value={chosen}
          onChange={setOrderId}
          options={orders.map((o) => ({
            value: o.id,
            label: `${t('dev.sandboxOrder')} ${o.id} – ${o.status} ${statusLabel(o.status)}`,
          }))}
        />
        <NumberSelect
          id="sandbox-status"
          label={t('dev.sandboxTarget')}
          value={target}
          onChange={setTarget}
          options={orderStatuses.map((s) => ({ value: s, label: `${s} ${statusLabel(s)}` }))}
        />
        <SandboxAction
          busy={move.isPending}
          onClick={submit}
          result={result}
          resultTestId="sandbox-result"
        >
          {t('dev.sandboxMove')}
        </SandboxAction>
      </Stack>
    </>
  );
}

/** A labelled choice of a number: an order, a status. */
function NumberSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: number | undefined;
  onChange: (value: number) => void;
  options: { value: number; label: string }[];
}) {
  return (
    <Field id={id} label={label}>
      <select
        id={id}
        className={styles.input}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

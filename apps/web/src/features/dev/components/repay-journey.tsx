import { formatMoney } from '@tenor/contract/format';
import { regionOf } from '@tenor/contract/launch';
import { orderStatus } from '@tenor/contract/orders';
import { t } from '../../../shared/i18n.ts';
import { useDemoOrder } from '../api/demo-order-amount.ts';
import type { DemoSession } from '../api/dev-session.ts';
import { launchLink } from '../preview-pages.ts';
import type { LaunchFieldValues } from './launch-fields.tsx';
import styles from './test-preview.module.css';

/**
 * The repayment pages for the demo borrower's orders: the due order (174, extendable) by
 * virtual account, chooser, card and extension fee, and the instalment order (3).
 */
export function RepayJourney({
  session,
  launch,
}: {
  session: DemoSession;
  launch: LaunchFieldValues;
}) {
  const dueId = session.orders[String(orderStatus.due)];
  const instalmentId = session.orders[String(orderStatus.instalmentsInProgress)];
  const due = useDemoOrder(session.token, dueId);
  const money = (minor: number) => formatMoney(regionOf(launch.languageType), minor);

  const links: { key: string; label: string; href: string }[] = [];
  if (due.data) {
    const { orderId, productId, amount } = due.data;
    const ids = { orderId: String(orderId), productId: String(productId) };
    const pay = { amount: String(amount), ...ids };
    links.push(
      {
        key: 'repay',
        label: t('dev.repayVa', { id: orderId, amount: money(amount) }),
        href: launchLink('repay', pay, launch),
      },
      {
        key: 'repayChoice',
        label: t('dev.repayChoice', { id: orderId }),
        href: launchLink('repayChoice', { ...pay, display: '0' }, launch),
      },
      {
        key: 'cardRepay',
        label: t('dev.repayCard', { id: orderId, amount: money(amount) }),
        href: launchLink('cardRepay', { ...ids, amount: String(amount) }, launch),
      },
      {
        key: 'repayDelay',
        label: t('dev.repayDelay', { id: orderId }),
        href: launchLink('repayDelay', ids, launch),
      },
    );
  }
  if (instalmentId !== undefined) {
    links.push({
      key: 'installmentRepay',
      label: t('dev.repayInstalments', { id: instalmentId }),
      href: launchLink('installmentRepay', { orderId: String(instalmentId) }, launch),
    });
  }

  return (
    <>
      <h3 className={styles.subheading}>{t('dev.repayLinks')}</h3>
      {due.isPending && dueId !== undefined && <p className="muted">{t('dev.repayLoading')}</p>}
      <ul className={styles.links} role="list" data-testid="journey-repay">
        {links.map((link) => (
          <li key={link.key} className={styles.linkRow}>
            <a className={styles.link} href={link.href}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

import { useEffect } from 'react';
import { formatDate, formatMoment, formatMoney } from '@tenor/contract/format';
import { pagePaths } from '@tenor/contract/paths';
import type { ReminderNotice } from '@tenor/contract/reminders';
import { bridge } from '../../../lib/bridge.ts';
import { locale, region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { ActionLink } from '../../../shared/ui/action-link.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { paidOut as wasPaidOut, useReminderNotices } from '../api/reminders.ts';
import list from '../../../shared/ui/rows.module.css';

const NOTIFIED_KEY = 'tenor.notifiedReminders';

function headline(n: ReminderNotice) {
  const market = region();
  const values = {
    amount: formatMoney(market, n.amount),
    date: formatDate(market, n.dueAt, locale()),
  };
  if (n.leadDays < 0) return t('loans.reminders.missed', values);
  return t(n.leadDays === 0 ? 'loans.reminders.dueToday' : 'loans.reminders.upcoming', values);
}

function penalLine(n: ReminderNotice) {
  const charge = formatMoney(region(), n.penalCharge);
  const missed = n.leadDays < 0;
  if (n.penalPerDay) {
    return t(missed ? 'loans.reminders.penalDailyMissed' : 'loans.reminders.penalDaily', {
      charge,
    });
  }
  return t(missed ? 'loans.reminders.penalOnceMissed' : 'loans.reminders.penalOnce', { charge });
}

/** The app raises each reminder the borrower wants as a notification once (decision 062). */
function useNotifyOnce(notices: readonly ReminderNotice[] | undefined) {
  useEffect(() => {
    if (notices === undefined) return;
    let done: string[] = [];
    try {
      done = JSON.parse(localStorage.getItem(NOTIFIED_KEY) ?? '[]') as string[];
    } catch {
      // Storage disabled: the app drops a repeated id itself (docs/native-integration.md).
    }
    const fresh = notices.filter((n) => n.bridge && !done.includes(`reminder-${n.id}`));
    for (const n of fresh) {
      bridge.notify({
        id: `reminder-${n.id}`,
        title: headline(n),
        body: penalLine(n),
        url: new URL(n.payUrl, window.location.origin).toString(),
      });
    }
    if (fresh.length === 0) return;
    try {
      const kept = [...done, ...fresh.map((n) => `reminder-${n.id}`)].slice(-200);
      localStorage.setItem(NOTIFIED_KEY, JSON.stringify(kept));
    } catch {
      // As above.
    }
  }, [notices]);
}

/**
 * Loan details' payment reminders (decision 062): the notices sent to the app, each with the
 * amount, due date, penal charge and its pay page, and the way to the borrower's choices.
 */
export function LoanReminders({ order }: { order: { orderId: number; orderStatus: number } }) {
  const paidOut = wasPaidOut(order);
  const notices = useReminderNotices(paidOut ? order.orderId : undefined).data;
  useNotifyOnce(paidOut ? notices : undefined);
  if (!paidOut) return null;
  return (
    <>
      {notices !== undefined && notices.length > 0 && (
        <Card aria-label={t('loans.reminders.noticesTitle')}>
          <strong>{t('loans.reminders.noticesTitle')}</strong>
          <ol className={list.rows} data-testid="reminder-notices">
            {notices.map((n) => (
              <li key={n.id} className={list.row} data-lead={n.leadDays}>
                <span className={list.name}>{headline(n)}</span>
                <span>{penalLine(n)}</span>
                {n.leadDays < 0 && <span>{t('loans.reminders.requiredNotice')}</span>}
                <span className={list.muted}>
                  {t('loans.reminders.sentAt', {
                    at: formatMoment(region(), n.sentAt, locale()),
                  })}
                </span>
                <ActionLink variant="secondary" to={n.payUrl}>
                  {t('loans.reminders.pay')}
                </ActionLink>
              </li>
            ))}
          </ol>
        </Card>
      )}
      <ActionLink variant="secondary" block to={pagePaths.reminderSettings}>
        {t('loans.reminders.settingsLink')}
      </ActionLink>
    </>
  );
}

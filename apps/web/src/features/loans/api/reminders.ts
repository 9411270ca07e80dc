import { loansArea } from '../../../shared/http/areas.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isOrderStatus, orderStatus as s } from '@tenor/contract/orders';
import type { ReminderChoice } from '@tenor/contract/reminders';
import { call } from '../../../shared/http/call.ts';
import { readQuery } from '../../../shared/http/read-query.ts';
import { pageData } from '../../../shared/page/page-data.ts';
import { useSingleFlight } from '../../../shared/single-flight.ts';
import { orderReadQuery } from './order-read.ts';

const reminderNotices = loansArea('reminderNotices');
const reminderSettingsGet = loansArea('reminderSettingsGet');
const reminderSettingsSave = loansArea('reminderSettingsSave');

/** The borrower's payment-reminder choices (decision 062). */
export const reminderSettingsQuery = () => readQuery(['loans', 'reminders'], reminderSettingsGet);

/** `/reminderSettings`. */
export const reminderSettingsPage = pageData('reminderSettings', () => ({
  settings: reminderSettingsQuery(),
}));

/** Saves a choice; the answer (the settings now) replaces what the page shows. */
export function useSaveReminders() {
  const client = useQueryClient();
  return useSingleFlight({
    mutationFn: (choice: ReminderChoice) => call(reminderSettingsSave, choice),
    onSuccess: (result) => {
      if (result.ok) client.setQueryData(reminderSettingsQuery().queryKey, result.data);
      void client.invalidateQueries({ queryKey: ['loans', 'consents'] });
    },
  });
}

/** Orders whose money was never paid out: nothing to remind of (docs/order-statuses.md). */
const notPaidOut = new Set<number>([s.underReview, s.approved, s.rejected, s.cancelledByYou]);

/** Whether reminders can have been sent about the order: its money was paid out. */
export const paidOut = (order: { orderStatus: number }) =>
  isOrderStatus(order.orderStatus) && !notPaidOut.has(order.orderStatus);

/**
 * The reminders sent to the app about an order (loan details), read after the order; none
 * asked for an order whose money was never paid out (`undefined`).
 */
export const reminderNoticesQuery = (orderId: number | undefined) =>
  orderReadQuery('reminders', reminderNotices, orderId);

export const useReminderNotices = (orderId: number | undefined) =>
  useQuery(reminderNoticesQuery(orderId));

/** `/reminderSettings` — the borrower's payment-reminder choices (decision 062). */
export { ReminderSettingsPage as Component } from '../../../features/loans/components/reminder-settings.tsx';
/** Its data (the page's one declaration): the server renders with it. */
export { reminderSettingsPage as data } from '../../../features/loans/api/reminders.ts';

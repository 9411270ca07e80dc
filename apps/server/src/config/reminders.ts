/**
 * Payment reminders (decision 062): each market's lead days, and how often an
 * instance looks for reminders to send. The contact hours themselves are the regulators'
 * (modules/loans/reminders/contact-hours.ts), not a setting.
 */
import * as z from 'zod';
import type { Region } from '@tenor/contract/launch';
import { list } from './fields.ts';

/** Days before a due date, 0 being the due date itself; at most a month ahead. */
const leadDays = list(z.string().regex(/^\d{1,2}$/, 'must be whole days, e.g. 3,1,0'))
  .transform((days) => [...new Set(days.map(Number))].sort((a, b) => b - a))
  .pipe(z.array(z.number().int().min(0).max(30)).min(1).max(5));

export const remindersEnv = {
  REMINDER_LEAD_DAYS_IN: leadDays.default([3, 1, 0]),
  REMINDER_LEAD_DAYS_ID: leadDays.default([3, 1, 0]),
  /** 0 turns the sender off on this instance (another instance sends). */
  REMINDER_EVERY_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
};

export interface RemindersConfig {
  reminders: {
    /** The lead days a borrower may choose from, largest first; all are on by default. */
    leadDays: Record<Region, number[]>;
    everyMs: number;
  };
}

type RemindersEnv = z.infer<z.ZodObject<typeof remindersEnv>>;

export const remindersConfig = (e: RemindersEnv): RemindersConfig => ({
  reminders: {
    leadDays: { IN: e.REMINDER_LEAD_DAYS_IN, ID: e.REMINDER_LEAD_DAYS_ID },
    everyMs: e.REMINDER_EVERY_SECONDS * 1000,
  },
});

import * as z from 'zod/mini';

/**
 * Payment reminders (decision 062): what the borrower chose and what was sent to the app.
 * Lead days are days before a due date (0: on it); the notice after a missed one is required
 * by law and goes out whatever is chosen.
 */
export const reminderChannels = z.lazy(() =>
  z.object({
    sms: z.boolean(),
    inApp: z.boolean(),
    /** A notification the native app raises (docs/native-integration.md `notify`). */
    bridge: z.boolean(),
  }),
);

const reminderChoiceShape = () => ({
  /** false: no reminder before or on a due date (one tap); the missed-payment notice stays. */
  optional: z.boolean(),
  channels: reminderChannels,
  /** A subset of the offered lead days. */
  leadDays: z.array(z.int().check(z.minimum(0), z.maximum(30))).check(z.maxLength(5)),
});

export const reminderChoice = z.lazy(() => z.object(reminderChoiceShape()));
export type ReminderChoice = z.output<typeof reminderChoice>;

export const reminderSettings = z.lazy(() =>
  z.object({
    ...reminderChoiceShape(),
    /** The market's lead days, largest first (REMINDER_LEAD_DAYS_IN / _ID). */
    offeredLeadDays: z.array(z.int()),
    /** When reminders may go out: `08:00`–`19:00`, every day or Monday to Saturday, market time. */
    contactHours: z.object({
      from: z.string(),
      until: z.string(),
      mondayToSaturday: z.boolean(),
    }),
    /** ISO instant of the last choice; '' while the defaults apply. */
    chosenAt: z.string(),
  }),
);
export type ReminderSettings = z.output<typeof reminderSettings>;

/** One reminder the app was sent about an order (loan details' notice). */
export const reminderNotice = z.lazy(() =>
  z.object({
    id: z.int(),
    /** -1: the notice after a missed due date (required by law); else days before the due date. */
    leadDays: z.int(),
    /** Minor units: the amount due, and the penal charge that applies if it is paid late. */
    amount: z.int(),
    penalCharge: z.int(),
    /** Indonesia's late charge is a daily one; India's is charged once per instalment. */
    penalPerDay: z.boolean(),
    dueAt: z.string(),
    sentAt: z.string(),
    /** The page that pays it, without a token. */
    payUrl: z.string(),
    /** Also to be raised as a notification by the app. */
    bridge: z.boolean(),
  }),
);
export type ReminderNotice = z.output<typeof reminderNotice>;

/**
 * Payment reminders (decision 062): the borrower's choices, the notices loan details shows,
 * and the sender, run by every instance on a timer (the schedule keeps each reminder once).
 */
import type { FastifyInstance } from 'fastify';
import { codes } from '@tenor/contract/envelope';
import {
  reminderNotices,
  reminderSettingsGet,
  reminderSettingsSave,
} from '@tenor/contract/endpoints/loans';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import { orderRepository } from '../../../domain/orders/order-repository.ts';
import { AppError } from '../../../http/app-error.ts';
import { route } from '../../../http/route.ts';
import type { SmsProvider } from '../../../providers/sms.ts';
import { consentRepository } from '../consent-repository.ts';
import { copy } from '../copy.ts';
import { deviceIdOf } from '../kfs-service.ts';
import { reminderRepository } from './reminder-repository.ts';
import { reminderService, type ReminderService } from './reminder-service.ts';
import { runEvery } from '../../../http/every.ts';

/** The origin of the pay links an SMS carries: the public host, or the demo's own address. */
export const reminderOrigin = (config: Pick<Config, 'publicHost' | 'port'>): string =>
  config.publicHost !== undefined
    ? `https://${config.publicHost}`
    : `http://127.0.0.1:${config.port}`;

export function remindersOf(
  app: FastifyInstance,
  opts: { db: Db; config: Config; sms: SmsProvider | null },
): ReminderService {
  return reminderService({
    db: opts.db,
    repo: reminderRepository(opts.db, opts.config.dialect),
    consents: consentRepository(opts.db),
    sms: opts.sms,
    settings: { ...opts.config.reminders, holidays: opts.config.holidays },
    brand: opts.config.brand.appName,
    origin: reminderOrigin(opts.config),
    log: app.log,
  });
}

export async function reminderRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; sms?: SmsProvider | null },
): Promise<void> {
  const reminders = remindersOf(app, { ...opts, sms: opts.sms ?? null });
  const orders = orderRepository(opts.db);

  route(app, reminderSettingsGet, (_req, ctx) =>
    reminders.settings(ctx.borrower.id, ctx.borrower.region),
  );
  route(app, reminderSettingsSave, (req, ctx) =>
    reminders.choose(ctx.borrower.id, ctx.borrower.region, req, deviceIdOf(ctx.call)),
  );
  route(app, reminderNotices, async (req, ctx) => {
    if ((await orders.orderOf(ctx.borrower.id, req.orderId)) === undefined) {
      throw new AppError(codes.notFound, copy.later('orderNotFound'), 404);
    }
    return reminders.notices(ctx.borrower.id, req.orderId);
  });

  runEvery(app, {
    name: 'payment reminders',
    everyMs: opts.config.reminders.everyMs,
    run: () => reminders.run(),
  });
}

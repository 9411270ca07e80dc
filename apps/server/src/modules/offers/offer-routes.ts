/**
 * Marketing SMS offers (decision 065): the desk's page, the sender every instance runs on a
 * timer (each campaign and borrower once between them), and in demo mode the sandbox's
 * `devOffersSend`, which runs the sender now or at a given moment.
 */
import type { FastifyInstance } from 'fastify';
import { devOffersSend } from '@tenor/contract/endpoints/dev';
import type { Region } from '@tenor/contract/launch';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { type DeskOptions, deskPages, sendPage } from '../../desk/desk-kit.ts';
import { runEvery } from '../../http/every.ts';
import { route } from '../../http/route.ts';
import type { SmsProvider } from '../../providers/sms.ts';
import { blankForm, offersPage, type OfferForm } from './offer-desk.ts';
import { offerRepository } from './offer-repository.ts';
import { hindiTextProblems, marketInstant, textProblems } from './offer-rules.ts';
import { offerService } from './offer-service.ts';

/** How often an instance looks for offers to send. */
const SEND_EVERY_MS = 60_000;

/** A campaign's id from an address, or null. */
const idOf = (value: unknown) =>
  typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : null;

const field = (form: Record<string, unknown>, name: string) => {
  const value = form[name];
  return typeof value === 'string' ? value : '';
};

export async function offerRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; sms: SmsProvider | null; desk?: DeskOptions },
): Promise<void> {
  const { config } = opts;
  const brand = config.brand.appName;
  const service = offerService({
    repo: offerRepository(opts.db, config.dialect),
    sms: opts.sms,
    holidays: config.holidays,
    brand,
    log: app.log,
  });

  if (opts.desk !== undefined) {
    const desk = opts.desk;
    await app.register(async (scope) => {
      const kit = deskPages(scope, desk);
      const show = async (
        csrf: string,
        form: OfferForm,
        problems: string[],
        created: number | null,
        stopped: number | null = null,
      ) =>
        offersPage({
          csrf,
          offers: await service.list(),
          form,
          problems,
          created,
          stopped,
          brand,
          holidays: config.holidays,
          now: new Date(),
        });

      scope.get('/ops/offers', async (request, reply) => {
        const session = await kit.signedIn(request, reply);
        if (session === null) return reply;
        const query = request.query as Record<string, unknown>;
        return sendPage(
          reply,
          await show(
            session.csrf,
            blankForm(new Date()),
            [],
            idOf(query.created),
            idOf(query.stopped),
          ),
        );
      });

      kit.form<{ id: string }>('/ops/offers/:id/stop', async (request, reply, _form, session) => {
        const id = idOf(request.params.id);
        if (id === null || !(await service.stop(id))) {
          const problem = `Campaign #${id ?? '?'} is done already, or there is no such campaign.`;
          return sendPage(
            reply,
            await show(session.csrf, blankForm(new Date()), [problem], null),
            409,
          );
        }
        return reply.redirect(`/ops/offers?stopped=${id}`, 303);
      });

      kit.form('/ops/offers', async (request, reply, posted, session) => {
        const region: Region = field(posted, 'region') === 'ID' ? 'ID' : 'IN';
        const form: OfferForm = {
          region,
          textEn: field(posted, 'textEn').trim().slice(0, 400),
          textHi: field(posted, 'textHi').trim().slice(0, 400),
          textId: field(posted, 'textId').trim().slice(0, 400),
          noOpenLoan: field(posted, 'noOpenLoan') === '1',
          sendAt: field(posted, 'sendAt').slice(0, 16),
        };
        const text = region === 'IN' ? form.textEn : form.textId;
        // The app's own address: PUBLIC_HOST, or the demo's own host.
        const appHost = config.publicHost ?? (config.demo ? request.hostname : undefined);
        const problems = textProblems(region, text, brand, appHost);
        const textHi = region === 'IN' && form.textHi !== '' ? form.textHi : undefined;
        if (textHi !== undefined) problems.push(...hindiTextProblems(textHi, brand, appHost));
        const sendAt = marketInstant(region, form.sendAt);
        if (sendAt === null) problems.push('Give the send time as a date and a time.');
        if (problems.length > 0 || sendAt === null) {
          return sendPage(reply, await show(session.csrf, form, problems, null), 422);
        }
        const offer = await service.create({
          region,
          text,
          textHi,
          noOpenLoan: form.noOpenLoan,
          sendAt,
        });
        return reply.redirect(`/ops/offers?created=${offer.id}`, 303);
      });
    });
  }

  if (config.demo) {
    route(app, devOffersSend, async (req) => ({
      sent: await service.run(req.at === undefined ? new Date() : new Date(req.at)),
    }));
  }

  runEvery(app, {
    name: 'the SMS offers sender',
    everyMs: SEND_EVERY_MS,
    run: () => service.run(),
  });
}

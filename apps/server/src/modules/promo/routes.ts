import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  channelTemplate,
  getCaptcha,
  getSid,
  getSms,
  register,
  trackClick,
  trackVisit,
} from '@tenor/contract/endpoints/promo';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { requestClientKey } from '../../http/client-key.ts';
import { askedLang, browserLang } from '../../http/language.ts';
import { binaryRoute, route, type RouteContext } from '../../http/route.ts';
import { demoSvgRoute } from '../../http/demo-images.ts';
import type { Providers } from '../../providers/configured.ts';
import { eventLimiter } from '../../providers/event-limiter.ts';
import { otpLimiter } from '../../providers/otp-limiter.ts';
import { demoBanners } from '../../content/banner-svg.ts';
import { landingLang, landingService, phoneFor, templateView } from './landing-service.ts';
import { BUDGET_KEY, PHONE_LIMITS } from './limits.ts';
import { watchSmsBudget } from './metrics.ts';
import { housekeeping } from './housekeeping.ts';
import { registerService } from './register-service.ts';
import { promoRepository } from './repository.ts';
import { sessionService } from './session-service.ts';
import { smsService } from './sms-service.ts';

/** Host names only: the WebOTP line must not carry anything a Host header could smuggle in. */
const hostName = (request: FastifyRequest) =>
  /^[a-z0-9.-]{1,253}$/i.test(request.hostname) ? request.hostname : undefined;

/** The promotion landing's API (`/api/v2/youmi/...`, success '0' but the template's '00'). */
export async function promoRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; providers: Providers },
): Promise<void> {
  const { db, config } = opts;
  const repo = promoRepository(db);
  const landing = landingService(repo);
  const sessions = sessionService(repo);
  const limiter = eventLimiter(db);
  // The budget gauge, when scraped, reads every instance's sends of the last hour.
  watchSmsBudget(async () => ({
    used: await limiter.count(BUDGET_KEY, new Date(Date.now() - 3_600_000)),
    budget: config.promoSms.hourlyBudget,
  }));
  const phones = otpLimiter(db, PHONE_LIMITS);
  const sms = smsService({
    repo,
    sessions,
    limiter,
    phones,
    sms: opts.providers.sms,
    brand: config.brand.appName,
    limits: config.promoSms,
    log: app.log,
  });
  const registration = registerService({ repo, sessions, phones });
  const tidy = housekeeping({ repo, limiter, phones, limits: config.promoSms });
  const otpHost = (request: FastifyRequest) =>
    config.publicHost ?? (config.demo ? hostName(request) : undefined);

  /** The template and the language its visitor reads. */
  async function landingOf(id: number, ctx: RouteContext) {
    const asked = askedLang(ctx.call);
    // An unknown template has no market: its refusal speaks the visitor's browser's language.
    const template = await landing.template(id, asked ?? browserLang(ctx.call));
    return { template, lang: landingLang(template, asked) };
  }

  route(app, channelTemplate, async (req, ctx) => {
    const { template, lang } = await landingOf(req.templateId, ctx);
    return templateView(template, lang);
  });

  route(app, trackVisit, async (req, ctx) => {
    const { template } = await landingOf(req.pageId, ctx);
    return landing.track('visit', template, req);
  });

  route(app, trackClick, async (req, ctx) => {
    const { template } = await landingOf(req.pageId, ctx);
    return landing.track('click', template, req);
  });

  route(app, getSid, async () => {
    const now = new Date();
    await tidy(now);
    return sessions.open(now);
  });

  binaryRoute(app, getCaptcha, async (req, ctx) => ({
    type: 'image/png',
    body: await sessions.newCaptcha(req.sid, new Date(), ctx.lang),
    // One image per request, never stored by the browser or a proxy.
    headers: { 'cache-control': 'no-store' },
  }));

  route(app, getSms, async (req, ctx) => {
    const { template, lang } = await landingOf(req.id, ctx);
    const phone = phoneFor(template, req.phone, lang);
    ctx.message = await sms.send(
      {
        template,
        phone,
        sid: req.sid,
        capcode: req.capcode,
        ip: requestClientKey(ctx.request),
        otpHost: otpHost(ctx.request),
      },
      lang,
    );
    return null;
  });

  route(app, register, async (req, ctx) => {
    const { template, lang } = await landingOf(req.id, ctx);
    const phone = phoneFor(template, req.phone, lang);
    ctx.message = await registration.register({ ...req, template, phone }, lang);
    return null;
  });

  // Demo banners of the seeded templates.
  demoSvgRoute(app, '/assets/promo', demoBanners);
}

import type { FastifyInstance } from 'fastify';
import { contactMessage } from '@tenor/contract/endpoints/site';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { DeskOptions } from '../../desk/desk-kit.ts';
import { requestClientKey } from '../../http/client-key.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import { route } from '../../http/route.ts';
import { eventLimiter } from '../../providers/event-limiter.ts';
import { contactDeskRoutes } from './contact-desk.ts';
import { contactRepository } from './contact-repository.ts';
import { contactService } from './contact-service.ts';
import { siteLanguageRoutes } from './language-redirect.ts';
import { robotsTxt, sitemapXml } from './crawler-files.ts';
import { faviconIco } from './favicon.ts';
import { privacyNoticeRoutes } from './privacy-notice-page.ts';

/**
 * The official site's server side (docs/decisions/021-official-site.md): the contact form,
 * `robots.txt`, `sitemap.xml`, `/favicon.ico` (favicon.ts), the language of an address that names none
 * (language-redirect.ts), and the contact messages' page of the operators' desk. The pages
 * themselves are the web app's, rendered by render/page-render.ts.
 */
export async function siteRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; desk: DeskOptions | undefined },
): Promise<void> {
  const repo = contactRepository(opts.db);
  const contact = contactService(repo, eventLimiter(opts.db), opts.config.siteContactPerIpPerHour);
  const originOf = (request: Parameters<typeof publicOrigin>[1]) =>
    publicOrigin(opts.config.publicHost, request);
  // Only files written with the configured host may be kept by caches: a demo without one
  // writes the request's host, which must never be served to anyone else.
  const crawlerCache = opts.config.publicHost === undefined ? 'no-store' : 'public, max-age=3600';

  route(app, contactMessage, async (req, ctx) => {
    await contact.send(req, ctx.region, requestClientKey(ctx.request), new Date());
    return null;
  });

  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('cache-control', crawlerCache)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(originOf(request))),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    if (origin === undefined) return reply.callNotFound();
    return reply
      .header('cache-control', crawlerCache)
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(origin));
  });

  await app.register(privacyNoticeRoutes);

  const favicon = faviconIco(opts.config.brand.primaryColor);
  app.get('/favicon.ico', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('image/x-icon').send(favicon),
  );

  await app.register(siteLanguageRoutes);

  if (opts.desk !== undefined) await app.register(contactDeskRoutes, { desk: opts.desk, repo });
}

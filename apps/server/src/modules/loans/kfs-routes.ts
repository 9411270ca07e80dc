import type { FastifyInstance } from 'fastify';
import type { Lang } from '../../i18n.ts';
import { KFS_CSS, kfsCss } from './kfs-page.ts';
import type { KfsService } from './kfs-service.ts';

const KFS_FILE = /^(KFS-(?:IN|ID)-\d{8}-[A-Z0-9]{8})\.html$/;
const langs: readonly Lang[] = ['en', 'id', 'zh', 'hi'];

/**
 * An issued Key Fact Statement (`/agreements/kfs/<number>.html?lang=`), readable by whoever
 * holds its number (the number is unguessable; the page names no borrower), in the asker's
 * language (the market's when none is named), and its stylesheet. Decision 056.
 */
export function kfsPageRoutes(app: FastifyInstance, kfs: KfsService): void {
  app.get<{ Params: { file: string }; Querystring: { lang?: string } }>(
    '/agreements/kfs/:file',
    async (request, reply) => {
      const { file } = request.params;
      if (file === KFS_CSS) {
        return reply
          .type('text/css; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          .send(kfsCss);
      }
      const number = KFS_FILE.exec(file)?.[1];
      if (number === undefined) return reply.callNotFound();
      const asked = langs.find((l) => l === request.query.lang);
      const lang = asked ?? (number.startsWith('KFS-IN-') ? 'en' : 'id');
      const dest = request.headers['sec-fetch-dest'];
      const framed = dest === 'iframe' || dest === 'frame' || dest === 'empty';
      const page = await kfs.page(number, lang, framed);
      if (page === undefined) return reply.callNotFound();
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('vary', 'Sec-Fetch-Dest')
        .send(page);
    },
  );
}

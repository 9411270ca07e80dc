import type { FastifyInstance } from 'fastify';
import { demoLogos } from '../../content/logo-svg.ts';

/** Demo product logos (`/assets/logos/<code>.svg`); real products point their `logo` at any allowed URL. */
export async function logoRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>('/assets/logos/:file', async (request, reply) => {
    const svg = demoLogos.get(request.params.file);
    if (svg === undefined) return reply.callNotFound();
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(svg);
  });
}

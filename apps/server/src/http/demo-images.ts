import type { FastifyInstance } from 'fastify';

/**
 * Demo images drawn in memory (`content/`), served by file name under `dir`: a product's
 * logo, a promotion's banner. Each is an SVG cached a day; another name is not found.
 */
export function demoSvgRoute(
  app: FastifyInstance,
  dir: string,
  svgs: ReadonlyMap<string, string>,
): void {
  app.get<{ Params: { file: string } }>(`${dir}/:file`, async (request, reply) => {
    const svg = svgs.get(request.params.file);
    if (svg === undefined) return reply.callNotFound();
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(svg);
  });
}

import type { FastifyInstance } from 'fastify';
import { api } from '@tenor/contract/api';
import { API_VERSION, openApiDocument } from '@tenor/contract/openapi';
import { apiReferencePage, API_REFERENCE_CSS } from './api-reference.ts';

/**
 * The API description for the teams that integrate (decision 028): `/openapi.json` (OpenAPI 3.1,
 * made from the contract when the server starts) and `/docs/api`, the same as a page to read.
 */
export async function openApiRoutes(app: FastifyInstance, opts: { demo: boolean }): Promise<void> {
  const document = JSON.stringify(openApiDocument(API_VERSION, { demo: opts.demo }));
  // The sandbox's endpoints exist only in demo mode; a production server does not list them.
  const served = Object.fromEntries(
    Object.entries(api).filter(([area]) => opts.demo || area !== 'dev'),
  );
  const page = apiReferencePage(served, API_VERSION);
  app.get('/openapi.json', async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('application/json; charset=utf-8')
      .send(document),
  );
  app.get('/docs/api', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page),
  );
  app.get('/docs/api.css', async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/css; charset=utf-8')
      .send(API_REFERENCE_CSS),
  );
}

import type { FastifyInstance } from 'fastify';
import { AGREEMENT_CSS, agreementCss, demoAgreementPages } from '../../seed/agreement-html.ts';

/**
 * Demo agreement pages (`/agreements/<code>.html`) and their stylesheet. Real products
 * point `contract_url` at any allowed URL instead. The pages get the same security headers
 * as everything else (strict CSP, same-origin framing), which is why they carry no inline
 * style or script.
 */
export async function agreementRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>('/agreements/:file', async (request, reply) => {
    const { file } = request.params;
    if (file === AGREEMENT_CSS) {
      return reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(agreementCss);
    }
    const html = demoAgreementPages.get(file);
    if (html === undefined) return reply.callNotFound();
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(html);
  });
}

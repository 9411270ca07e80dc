import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  gatewayCss,
  gatewayHtml,
  GATEWAY_CANCEL_PATH,
  GATEWAY_CSS_PATH,
  GATEWAY_PAY_PATH,
  type GatewayPage,
} from './gateway-html.ts';
import type { gatewayService } from './gateway-service.ts';
import { GATEWAY_PATH } from '../../../providers/sandbox-payment.ts';
import { refuseControlInput } from '../../../http/control-characters.ts';
import { requestLang } from '../../../http/language.ts';

const refOf = (value: unknown): string => {
  const ref = (value as { ref?: unknown } | undefined)?.ref;
  return typeof ref === 'string' && ref.length <= 64 ? ref : '';
};

/** The net-banking bank the borrower picked on the page ('' for a debit card). */
const bankOf = (value: unknown): string => {
  const bank = (value as { bank?: unknown } | undefined)?.bank;
  return typeof bank === 'string' && /^[A-Z]{2,10}$/.test(bank) ? bank : '';
};

const sendPage = (reply: FastifyReply, page: GatewayPage, status = 200) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(gatewayHtml(page));

/** The sandbox provider's hosted payment page (demo mode only: registered with the sandbox). */
export async function gatewayRoutes(
  app: FastifyInstance,
  opts: { service: ReturnType<typeof gatewayService> },
): Promise<void> {
  const { service } = opts;
  // The page's query and forms, before refOf reads them (a NUL in `ref` was a 500 on PostgreSQL).
  app.addHook('preValidation', refuseControlInput());

  app.get(GATEWAY_CSS_PATH, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(gatewayCss),
  );

  app.get(GATEWAY_PATH, async (request, reply) => {
    const page = await service.page(refOf(request.query));
    return page === null
      ? sendPage(reply, service.unknownPage(requestLang(request)), 404)
      : sendPage(reply, page);
  });

  // Form posts from the page itself (CSP form-action 'self'); 303 so the browser GETs the receipt.
  app.post(GATEWAY_PAY_PATH, async (request, reply) => {
    const back = await service.pay(refOf(request.body), bankOf(request.body));
    return back === null
      ? sendPage(reply, service.unknownPage(requestLang(request)), 404)
      : reply.redirect(back, 303);
  });

  app.post(GATEWAY_CANCEL_PATH, async (request, reply) => {
    const back = await service.cancel(refOf(request.body));
    return back === null
      ? sendPage(reply, service.unknownPage(requestLang(request)), 404)
      : reply.redirect(back, 303);
  });
}

/**
 * The public account-deletion page (`/account/delete`, decision 064): reachable without the app,
 * as app stores ask. Plain HTML forms (no script): the phone, then the code sent to it, then
 * the same rules as erasure in the app. Codes are limited per phone and borrower like every
 * code (providers/otp-limiter.ts) and per client address here.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { codes } from '@tenor/contract/envelope';
import { formatMoment } from '@tenor/contract/format';
import type { Region } from '@tenor/contract/launch';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { requestClientKey } from '../../http/client-key.ts';
import { browserLang, pageLangParam } from '../../http/language.ts';
import { html, type Html } from '../../kernel/html.ts';
import { type Lang, marketLang } from '../../i18n.ts';
import { eventLimiter } from '../../providers/event-limiter.ts';
import type { Db } from '../../db/database.ts';
import { copy } from './copy.ts';
import { plainPage } from './plain-page.ts';
import type { RightsService } from './service.ts';

export const DELETE_PATH = '/account/delete';

const HOUR = 3_600_000;
/** Codes one client address may ask this page for in an hour. */
const CODES_PER_ADDRESS_PER_HOUR = 10;

const field = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value.slice(0, 40) : '';
};

function page(lang: Lang, region: Region, content: Html, status: Html | null = null): string {
  const title = copy(lang, 'deleteTitle');
  const other: Region = region === 'IN' ? 'ID' : 'IN';
  const otherLang = marketLang(other);
  return plainPage(
    lang,
    title,
    html`<p>
        <a href="${`${DELETE_PATH}?market=${other}&lang=${otherLang}`}" hreflang="${otherLang}"
          >${other === 'ID' ? 'Indonesia' : 'India'}</a
        >
      </p>
      <h1>${title}</h1>
      <p>${copy(lang, 'deleteIntro')}</p>
      ${status && html`<p role="status">${status}</p>`} ${content}`,
  );
}

const phoneForm = (lang: Lang, region: Region, phone: string) =>
  html`<form method="post" action="${DELETE_PATH}">
<input type="hidden" name="market" value="${region}">
<input type="hidden" name="lang" value="${lang}">
<p><label for="delete-phone">${copy(lang, 'deletePhone')}</label><br>
<input id="delete-phone" name="phone" type="tel" inputmode="tel" autocomplete="tel" required value="${phone}"></p>
<p><button type="submit">${copy(lang, 'deleteSend')}</button></p>
</form>`;

const codeForm = (lang: Lang, region: Region, reference: string) =>
  html`<form method="post" action="${DELETE_PATH}/confirm">
<input type="hidden" name="market" value="${region}">
<input type="hidden" name="lang" value="${lang}">
<input type="hidden" name="reference" value="${reference}">
<p><label for="delete-code">${copy(lang, 'deleteCode')}</label><br>
<input id="delete-code" name="code" inputmode="numeric" autocomplete="one-time-code" required></p>
<p><button type="submit">${copy(lang, 'deleteConfirm')}</button></p>
</form>`;

export async function deletePages(
  app: FastifyInstance,
  opts: { service: RightsService; config: Config; db: Db },
): Promise<void> {
  const limiter = eventLimiter(opts.db);

  const readerOf = (request: FastifyRequest, source: Record<string, unknown>) => {
    const lang = pageLangParam(source.lang) ?? browserLang(request);
    const region: Region =
      source.market === 'ID' || source.market === 'IN'
        ? source.market
        : lang === 'id'
          ? 'ID'
          : 'IN';
    return { lang, region };
  };

  const send = (reply: FastifyReply, body: string, status = 200) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);

  app.get(DELETE_PATH, async (request, reply) => {
    const { lang, region } = readerOf(request, request.query as Record<string, unknown>);
    return send(reply, page(lang, region, phoneForm(lang, region, '')));
  });

  app.post(DELETE_PATH, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { lang, region } = readerOf(request, body);
    const input = field(body, 'phone');
    const now = new Date();
    const taken = await limiter.take(
      [
        {
          scope: 'rightsDeleteIp',
          subject: requestClientKey(request),
          windows: [{ ms: HOUR, max: CODES_PER_ADDRESS_PER_HOUR }],
        },
      ],
      now,
    );
    if (!taken.ok) {
      const time = formatMoment(region, taken.blocked[0]?.until ?? now);
      const words = html`${copy(lang, 'codeLimited', { time })}`;
      return send(reply, page(lang, region, phoneForm(lang, region, input), words), 429);
    }
    try {
      const sent = await opts.service.webDeleteCode(region, input, now, lang);
      if (sent === null) {
        const words = html`${copy(lang, 'phoneInvalid')}`;
        return send(reply, page(lang, region, phoneForm(lang, region, input), words), 400);
      }
      const reference = sent.reference || `DR-${region}-000000`;
      const words = html`${copy(lang, 'deleteSent', { phone: sent.phone })}`;
      return send(reply, page(lang, region, codeForm(lang, region, reference), words));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const words = html`${err.detail ?? err.words(lang)}`;
      return send(reply, page(lang, region, phoneForm(lang, region, input), words), err.httpStatus);
    }
  });

  app.post(`${DELETE_PATH}/confirm`, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { lang, region } = readerOf(request, body);
    const reference = field(body, 'reference');
    try {
      const done = await opts.service.webDeleteConfirm(reference, field(body, 'code'), new Date());
      const words = html`${copy(lang, 'deleteDone', { reference: done.reference })} ${done.answer ?? ''}`;
      return send(reply, page(lang, region, html``, words));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const words = html`${err.detail ?? err.words(lang)}`;
      // A wrong code may be tried again on the same form; a refusal by the law ends here.
      const retry =
        err.code === codes.wrongVerifyCode && err.words(lang) !== copy(lang, 'codeExpired');
      const content = retry ? codeForm(lang, region, reference) : phoneForm(lang, region, '');
      return send(reply, page(lang, region, content, words), err.httpStatus);
    }
  });
}

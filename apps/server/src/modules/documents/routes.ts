/**
 * The documents at signing (decision 059): the order's list for the app (a contract
 * endpoint), the order's page an SMS links to, each document's download, and the public check
 * at `/verify` with its script. Downloads are real HTTP answers with Content-Disposition, so an
 * Android WebView's download listener and WebKit save them; their addresses are capabilities
 * (domain/documents/download-url.ts), never the session token.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { codes } from '@tenor/contract/envelope';
import { loanDocuments } from '@tenor/contract/endpoints/loans';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { browserLang, pageLangParam } from '../../http/language.ts';
import { route } from '../../http/route.ts';
import { marketLang, t } from '../../i18n.ts';
import {
  APP_LINK_S,
  documentPath,
  DOCUMENT_ROUTE,
  documentsSecret,
  ORDER_ROUTE,
  readGrant,
  signGrant,
} from '../../domain/documents/download-url.ts';
import { VERIFY_PATH } from '../../domain/documents/issue.ts';
import { documentRepository, keyRecorder } from '../../domain/documents/repository.ts';
import { signerOf } from '../../domain/documents/signature.ts';
import { readVerificationCode } from '../../domain/documents/verification-code.ts';
import { readDigest, verdictOf } from '../../domain/documents/verdict.ts';
import {
  expiredPage,
  KEYS_PATH,
  orderDocumentsPage,
  VERIFY_JS_PATH,
  verifyJs,
  verifyPage,
} from './pages.ts';
import { rowBy } from '../../db/row-by.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 200) : '');
const wholeNumber = (value: string): number | undefined =>
  /^\d{1,12}$/.test(value) ? Number(value) : undefined;

/** A page of ours: never cached, never indexed. */
const sendPage = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);

export async function documentsRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config },
): Promise<void> {
  const repo = documentRepository(opts.db);
  const secret = documentsSecret(opts.config.webhookSecret);
  // The key this server signs with is published before its first document: a lender can hand
  // it out on launch day.
  const recordKey = keyRecorder(opts.db, signerOf(opts.config));
  const publishedKeys = async () => {
    await recordKey();
    return repo.keys();
  };

  const ownsOrder = async (borrowerId: number, orderId: number) =>
    (await rowBy(opts.db, 'orders', { id: orderId, borrower_id: borrowerId }, ['id'])) !==
    undefined;

  route(app, loanDocuments, async (req, ctx) => {
    const borrowerId = ctx.borrower.id;
    if (!(await ownsOrder(borrowerId, req.orderId))) {
      throw new AppError(codes.notFound, t.later('orderNotFound'), 404);
    }
    const grant = signGrant(secret, { orderId: req.orderId, borrowerId }, APP_LINK_S, new Date());
    const rows = await repo.ofOrder(req.orderId);
    return {
      documents: rows.map((d) => ({
        id: d.id,
        kind: d.kind,
        title: d.title,
        fileName: d.file_name,
        issuedAt: d.issued_at,
        code: d.code,
        sha256: d.sha256,
        downloadUrl: `${documentPath(req.orderId, d.id, d.file_name)}?${grant}`,
      })),
      verifyUrl: `${VERIFY_PATH}?lang=${ctx.lang}`,
    };
  });

  /** The grant of the address, or null (a wrong, expired or foreign one). */
  const grantOf = (request: FastifyRequest, orderId: number) => {
    const q = request.query as Record<string, unknown>;
    return readGrant(secret, orderId, q, new Date());
  };

  app.get<{ Params: { orderId: string } }>(ORDER_ROUTE, async (request, reply) => {
    const orderId = wholeNumber(request.params.orderId);
    const grant = orderId === undefined ? null : grantOf(request, orderId);
    const rows = grant === null ? [] : await repo.ofOrder(grant.orderId);
    const mine = rows.filter((d) => d.borrower_id === grant?.borrowerId);
    const lang = mine[0] ? marketLang(mine[0].region) : browserLang(request);
    if (grant === null || mine.length === 0) return sendPage(reply, 403, expiredPage(lang));
    const query = new URLSearchParams(request.query as Record<string, string>);
    const keep = new URLSearchParams({
      b: query.get('b') ?? '',
      e: query.get('e') ?? '',
      s: query.get('s') ?? '',
    });
    return sendPage(
      reply,
      200,
      orderDocumentsPage(
        lang,
        mine.map((d) => ({
          title: d.title,
          fileName: d.file_name,
          href: `${documentPath(grant.orderId, d.id, d.file_name)}?${keep}`,
        })),
      ),
    );
  });

  app.get<{ Params: { orderId: string; documentId: string; fileName: string } }>(
    DOCUMENT_ROUTE,
    async (request, reply) => {
      const orderId = wholeNumber(request.params.orderId);
      const documentId = wholeNumber(request.params.documentId);
      const grant = orderId === undefined ? null : grantOf(request, orderId);
      const doc =
        grant === null || documentId === undefined
          ? undefined
          : await repo.withContent(grant.orderId, documentId);
      // A wrong, expired or foreign grant is the same refusal as a missing document.
      if (grant === null || doc === undefined || doc.borrower_id !== grant.borrowerId) {
        return sendPage(reply, 403, expiredPage(browserLang(request)));
      }
      const ascii = doc.file_name.replace(/[^A-Za-z0-9._-]/g, '_');
      return reply
        .code(200)
        .headers({
          'content-type': doc.content_type,
          'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(doc.file_name)}`,
          'content-length': String(doc.content.byteLength),
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
          // Shown rather than saved (some WebKit builds), its own style applies and nothing runs.
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        })
        .send(Buffer.from(doc.content));
    },
  );

  app.get(VERIFY_PATH, async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    const lang = pageLangParam(q.lang) ?? browserLang(request);
    const asked = { code: text(q.code), digest: text(q.digest) };
    let verdict;
    if (asked.code !== '') {
      const code = readVerificationCode(asked.code);
      const found = code === null ? undefined : await repo.byCode(code);
      verdict = verdictOf(found, readDigest(asked.digest));
    }
    return sendPage(reply, 200, verifyPage(lang, asked, verdict));
  });

  // The public keys documents were signed with (decision 067), for a check anywhere, offline.
  app.get(KEYS_PATH, async (_request, reply) => {
    const keys = await publishedKeys();
    return reply.header('cache-control', 'public, max-age=300').send({
      keys: keys.map((k) => ({
        keyId: k.key_id,
        algorithm: k.algorithm,
        signer: k.signer,
        publicKey: k.public_key,
        certificate: k.certificate,
        since: k.first_used_at,
        pem: `${KEYS_PATH}/${k.key_id}.pem`,
      })),
    });
  });
  app.get<{ Params: { file: string } }>(`${KEYS_PATH}/:file`, async (request, reply) => {
    const keyId = /^([0-9a-f]{16})\.pem$/.exec(request.params.file)?.[1];
    const key =
      keyId === undefined ? undefined : (await publishedKeys()).find((k) => k.key_id === keyId);
    if (key === undefined) return reply.callNotFound();
    return reply
      .type('application/x-pem-file')
      .header('cache-control', 'public, max-age=86400')
      .send(`${key.public_key}${key.certificate === null ? '' : `\n${key.certificate}\n`}`);
  });

  app.get(VERIFY_JS_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(verifyJs),
  );
}

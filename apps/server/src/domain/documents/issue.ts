/**
 * Documents at signing (decision 059; decision 054 India 4): when an order is confirmed its
 * documents are rendered once, stored with their digest and verification code, and their
 * link goes by SMS to the borrower's verified phone. Nothing is e-mailed: borrowers have no
 * e-mail address here and the server has no mail sender (the decision records it).
 */
import type { Region } from '@tenor/contract/launch';
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/time.ts';
import type { Html } from '../../kernel/html.ts';
import type { Log } from '../../kernel/log.ts';
import type { Lang } from '../../i18n.ts';
import type { SmsProvider } from '../../providers/sms.ts';
import { copy } from './copy.ts';
import { orderDocumentsPath, signGrant, SMS_LINK_S } from './download-url.ts';
import { renderDocument, type DocumentKind } from './render.ts';
import { documentRepository, keyRecorder } from './repository.ts';
import type { DocumentSigner } from './signature.ts';
import { newVerificationCode } from './verification-code.ts';

/** The public check (apps/server/src/modules/documents/pages.ts), with the code filled in. */
export const VERIFY_PATH = '/verify';
export const verifyUrl = (origin: string | undefined, code: string, lang: Lang) =>
  `${origin ?? ''}${VERIFY_PATH}?${new URLSearchParams({ code, lang })}`;

export interface SigningDocument {
  kind: DocumentKind;
  title: string;
  body: Html;
  css?: string | undefined;
  /** What it was made from: the agreement's code and effective date, the template's version. */
  versions: Record<string, string>;
}

export interface Signing {
  order: { id: number; orderNo: string; borrowerId: number };
  region: Region;
  lang: Lang;
  lender: { id: number; legalName: string; registration: string };
  documents: readonly SigningDocument[];
  now: Date;
  /** `https://PUBLIC_HOST`, or a demo's own origin: the SMS link and the printed check. */
  origin: string | undefined;
}

export interface IssuerDeps {
  db: Db;
  sms: SmsProvider | null;
  /** download-url.ts `documentsSecret`. */
  secret: string;
  brand: string;
  /** signature.ts `signerOf`: every document is signed (decision 067). */
  signer: DocumentSigner;
  log: Pick<Log, 'warn' | 'error'>;
}

export function documentIssuer({ db, sms, secret, brand, signer, log }: IssuerDeps) {
  const repo = documentRepository(db);
  const recordKey = keyRecorder(db, signer);
  return {
    /** Renders and stores the documents, then sends the link; the SMS failing is logged only. */
    async issue(s: Signing): Promise<void> {
      const issuedAt = toIso(s.now);
      await recordKey();
      await repo.insert(
        s.documents.map((d) => {
          const code = newVerificationCode();
          const doc = renderDocument(
            d.kind,
            {
              title: d.title,
              region: s.region,
              lender: s.lender,
              orderNo: s.order.orderNo,
              issuedAt: s.now,
              code,
              verifyUrl: verifyUrl(s.origin, code, s.lang),
              body: d.body,
              css: d.css,
              signer,
            },
            s.lang,
          );
          return {
            order_id: s.order.id,
            borrower_id: s.order.borrowerId,
            kind: d.kind,
            lang: s.lang,
            title: d.title,
            file_name: doc.fileName,
            content_type: doc.contentType,
            content: doc.bytes,
            sha256: doc.sha256,
            code,
            versions: JSON.stringify(d.versions),
            lender_id: s.lender.id,
            lender_name: s.lender.legalName,
            order_no: s.order.orderNo,
            region: s.region,
            issued_at: issuedAt,
            ...doc.signed,
          };
        }),
      );
      await sendLink(s);
    },
  };

  async function sendLink(s: Signing): Promise<void> {
    if (sms === null) {
      log.warn({ orderId: s.order.id }, 'no SMS provider: the documents link was not sent');
      return;
    }
    const borrower = await db
      .selectFrom('borrowers')
      .select('phone')
      .where('id', '=', s.order.borrowerId)
      .executeTakeFirst();
    if (borrower === undefined) return;
    const grant = signGrant(
      secret,
      { orderId: s.order.id, borrowerId: s.order.borrowerId },
      SMS_LINK_S,
      s.now,
    );
    const link = `${s.origin ?? ''}${orderDocumentsPath(s.order.id)}?${grant}`;
    // India's text is its registered DLT template, in English (docs/providers/sms.md).
    const lang: Lang = s.region === 'IN' ? 'en' : 'id';
    try {
      await sms.send({
        phone: borrower.phone,
        region: s.region,
        kind: 'documents',
        text: copy(lang, 'sms', { brand, orderNo: s.order.orderNo, link }),
      });
    } catch (err) {
      log.error({ err, orderId: s.order.id }, 'the documents SMS failed');
    }
  }
}

export type DocumentIssuer = ReturnType<typeof documentIssuer>;

/**
 * Documents at signing (decision 059; decision 054 India 4): when an order is confirmed its
 * documents are rendered once, signed (decision 067), stored with their digest and verification
 * code, and their link goes by SMS to the borrower's verified phone and, when the borrower gave
 * an e-mail address in My data and an e-mail provider is configured, by e-mail once.
 */
import type { Region } from '@tenor/contract/launch';
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/time.ts';
import type { Html } from '../../kernel/html.ts';
import type { Log } from '../../kernel/log.ts';
import { type Lang, marketLang } from '../../i18n.ts';
import { smsWords, type SmsProvider } from '../../providers/sms.ts';
import type { EmailProvider } from '../../providers/email.ts';
import { html } from '../../kernel/html.ts';
import { copy } from './copy.ts';
import { orderDocumentsPath, signGrant, SMS_LINK_S } from './download-url.ts';
import { renderDocument, type DocumentKind } from './render.ts';
import { documentRepository, keyRecorder } from './repository.ts';
import type { DocumentSigner } from './signature.ts';
import { newVerificationCode } from './verification-code.ts';
import { rowBy } from '../../db/row-by.ts';

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
  /** providers/email-for.ts `emailFor`: null, no e-mail is sent. */
  email?: EmailProvider | null;
  log: Pick<Log, 'warn' | 'error'>;
}

/** What the e-mail of an order's documents needs (decision 067). */
export interface EmailedOrder {
  order: { id: number; orderNo: string; borrowerId: number };
  region: Region;
  now: Date;
  origin: string | undefined;
}

export function documentIssuer(deps: IssuerDeps) {
  const { db, sms, secret, brand, signer, log } = deps;
  const email = deps.email ?? null;
  const repo = documentRepository(db);
  const recordKey = keyRecorder(db, signer);
  /** The order's page with a grant the length of an SMS link's (download-url.ts). */
  const linkOf = (s: EmailedOrder) =>
    `${s.origin ?? ''}${orderDocumentsPath(s.order.id)}?${signGrant(
      secret,
      { orderId: s.order.id, borrowerId: s.order.borrowerId },
      SMS_LINK_S,
      s.now,
    )}`;

  return {
    /**
     * Renders and stores the documents, then sends the link: the SMS failing is logged only, the
     * e-mail's refusal is thrown, so the order stays owed and the signing-documents job e-mails it.
     */
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
      await emailLink(s);
    },
    emailLink,
  };

  /**
   * E-mails the documents' link to the address the borrower gave, once: the order's row in
   * `document_emails` is the claim, removed again when the provider refuses so the
   * signing-documents job tries later (the refusal is thrown for it). Nothing without a provider
   * or an address.
   */
  async function emailLink(s: EmailedOrder): Promise<void> {
    if (email === null) return;
    const borrower = await rowBy(db, 'borrowers', { id: s.order.borrowerId }, ['email']);
    const to = borrower?.email ?? null;
    if (to === null || to === '') return;
    const claimed = await db
      .insertInto('document_emails')
      .values({ order_id: s.order.id, claimed_at: toIso(s.now), sent_at: null })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return;
    const lang = marketLang(s.region);
    const link = linkOf(s);
    const verify = `${s.origin ?? ''}${VERIFY_PATH}?lang=${lang}`;
    const words = { brand, orderNo: s.order.orderNo, signer: signer.name, verify };
    try {
      await email.send({
        to,
        subject: copy(lang, 'emailSubject', words),
        text: `${copy(lang, 'emailBody', words)}\n${link}\n\n${copy(lang, 'emailFooter', words)}\n`,
        html: html`<p>${copy(lang, 'emailBody', words)}</p><p><a href="${link}">${link}</a></p><p>${copy(lang, 'emailFooter', words)}</p>`
          .html,
      });
    } catch (err) {
      await db
        .deleteFrom('document_emails')
        .where('order_id', '=', s.order.id)
        .where('sent_at', 'is', null)
        .execute();
      throw err;
    }
    await db
      .updateTable('document_emails')
      .set({ sent_at: toIso(new Date()) })
      .where('order_id', '=', s.order.id)
      .execute();
  }

  async function sendLink(s: Signing): Promise<void> {
    if (sms === null) {
      log.warn({ orderId: s.order.id }, 'no SMS provider: the documents link was not sent');
      return;
    }
    const borrower = await rowBy(db, 'borrowers', { id: s.order.borrowerId }, [
      'phone',
      'language',
    ]);
    if (borrower === undefined) return;
    const link = linkOf(s);
    try {
      // India's texts are its registered DLT templates (docs/providers/sms.md), Hindi for a
      // Hindi reader where its template is registered (decision 068).
      await sms.send({
        phone: borrower.phone,
        region: s.region,
        kind: 'documents',
        ...smsWords(s.region, borrower.language, (lang) =>
          copy(lang, 'sms', { brand, orderNo: s.order.orderNo, link }),
        ),
      });
    } catch (err) {
      log.error({ err, orderId: s.order.id }, 'the documents SMS failed');
    }
  }
}

export type DocumentIssuer = ReturnType<typeof documentIssuer>;

/**
 * The closing job (decision 061): a loan that closed (repaid, paid off or exited) is queued in
 * `loan_closures` by the status change that closed it (domain/orders/order-repository.ts). Each
 * run, on every instance:
 *
 * 1. issues the closure certificate of each queued loan without one — rendered and stored
 *    through the documents library (decision 059), so loan details lists it, `/verify` checks
 *    it and its download is a signed link — then sends its link by SMS. The claim is the
 *    update of the closure's row where no certificate is set yet, inside the transaction that
 *    stores the document: a second instance waits on the row and then finds it taken, so a
 *    certificate is issued once;
 * 2. records the report of each certified closure to the credit bureaus. The bureaus stay
 *    outside the reference server: the report is the recorded row (`reported_at`,
 *    `report_ref`), where a lender's bureau adapter would send its file.
 */
import type { Region } from '@tenor/contract/launch';
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/time.ts';
import type { Log } from '../../kernel/log.ts';
import { marketLang } from '../../i18n.ts';
import { smsWords, type SmsProvider } from '../../providers/sms.ts';
import { orderDocumentsPath, signGrant, SMS_LINK_S } from '../../domain/documents/download-url.ts';
import { verifyUrl } from '../../domain/documents/issue.ts';
import { renderDocument } from '../../domain/documents/render.ts';
import { keyRecorder } from '../../domain/documents/repository.ts';
import type { DocumentSigner } from '../../domain/documents/signature.ts';
import { newVerificationCode } from '../../domain/documents/verification-code.ts';
import { CERTIFICATE_CSS, certificateBody, certificateTitle } from './certificate.ts';
import { copy } from './copy.ts';
import { rowBy } from '../../db/row-by.ts';

/** Closures handled a run: a backlog drains over a few runs without a long transaction. */
const BATCH = 50;
/** The certificate's template version, stored with it. */
const CERTIFICATE_VERSION = '1';
/**
 * A closure queued this long after the loan closed (a book brought in, the demo's closed
 * loans) has its certificate issued and listed without an SMS: a borrower is told when the
 * loan closes, not months later. A loan that closes is queued by the same write, so its SMS
 * goes however late the job runs.
 */
export const CLOSURE_SMS_QUEUED_WITHIN_MS = 3_600_000;

export interface ClosingDeps {
  db: Db;
  sms: SmsProvider | null;
  /** download-url.ts `documentsSecret`. */
  secret: string;
  brand: string;
  /** `https://PUBLIC_HOST`; undefined in a demo without it (links relative). */
  origin: string | undefined;
  /** signature.ts `signerOf`: the certificate is signed like every document (decision 067). */
  signer: DocumentSigner;
  log: Pick<Log, 'warn' | 'error'>;
}

export function closingJob({ db, sms, secret, brand, origin, signer, log }: ClosingDeps) {
  const recordKey = keyRecorder(db, signer);
  async function certify(orderId: number, now: Date): Promise<boolean> {
    await recordKey();
    const issued = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('loan_closures')
        .set({ certificate_id: 0 })
        .where('order_id', '=', orderId)
        .where('certificate_id', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return null;
      const loan = await trx
        .selectFrom('loan_closures')
        .innerJoin('orders', 'orders.id', 'loan_closures.order_id')
        .innerJoin('products', 'products.id', 'orders.product_id')
        .innerJoin('lenders', 'lenders.id', 'products.lender_id')
        .select([
          'orders.order_no',
          'orders.borrower_id',
          'orders.paid_amount',
          'loan_closures.closed_at',
          'loan_closures.created_at as queued_at',
          'products.region',
          'lenders.id as lender_id',
          'lenders.legal_name',
          'lenders.registration',
        ])
        .where('loan_closures.order_id', '=', orderId)
        .executeTakeFirst();
      if (loan === undefined) return null;
      // The certificate is in its market's language; its SMS too, or Hindi for a Hindi reader
      // where its DLT template is registered (decision 068).
      const lang = marketLang(loan.region);
      const code = newVerificationCode();
      const title = certificateTitle(loan.region, lang);
      const doc = renderDocument(
        'closure',
        {
          title,
          region: loan.region,
          lender: { legalName: loan.legal_name, registration: loan.registration },
          orderNo: loan.order_no,
          issuedAt: now,
          code,
          verifyUrl: verifyUrl(origin, code, lang),
          body: certificateBody(
            {
              region: loan.region,
              orderNo: loan.order_no,
              lender: loan.legal_name,
              amountRepaid: loan.paid_amount,
              closedAt: loan.closed_at,
            },
            lang,
          ),
          css: CERTIFICATE_CSS,
          signer,
        },
        lang,
      );
      const stored = await trx
        .insertInto('loan_documents')
        .values({
          order_id: orderId,
          borrower_id: loan.borrower_id,
          kind: 'closure',
          lang,
          title,
          file_name: doc.fileName,
          content_type: doc.contentType,
          content: doc.bytes,
          sha256: doc.sha256,
          code,
          versions: JSON.stringify({ certificate: CERTIFICATE_VERSION }),
          lender_id: loan.lender_id,
          lender_name: loan.legal_name,
          order_no: loan.order_no,
          region: loan.region,
          issued_at: toIso(now),
          ...doc.signed,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('loan_closures')
        .set({ certificate_id: stored.id })
        .where('order_id', '=', orderId)
        .execute();
      return { ...loan, lang };
    });
    if (issued === null) return false;
    if (
      Date.parse(issued.queued_at) - Date.parse(issued.closed_at) <=
      CLOSURE_SMS_QUEUED_WITHIN_MS
    ) {
      await sendLink(orderId, issued.borrower_id, issued.order_no, issued.region, now);
    }
    return true;
  }

  async function sendLink(
    orderId: number,
    borrowerId: number,
    orderNo: string,
    region: Region,
    now: Date,
  ): Promise<void> {
    if (sms === null) {
      log.warn({ orderId }, 'no SMS provider: the closure certificate link was not sent');
      return;
    }
    const borrower = await rowBy(db, 'borrowers', { id: borrowerId }, ['phone', 'language']);
    if (borrower === undefined) return;
    // The order's documents page by a 30-day grant: no session token in the link.
    const grant = signGrant(secret, { orderId, borrowerId }, SMS_LINK_S, now);
    const link = `${origin ?? ''}${orderDocumentsPath(orderId)}?${grant}`;
    try {
      await sms.send({
        phone: borrower.phone,
        region,
        kind: 'closure',
        ...smsWords(region, borrower.language, (lang) =>
          copy(lang, 'sms', { brand, orderNo, link }),
        ),
      });
    } catch (err) {
      log.error({ err, orderId }, 'the closure certificate SMS failed');
    }
  }

  return {
    /** Issues the certificates still owed; answers how many. */
    async certifyDue(now: Date = new Date()): Promise<number> {
      const due = await db
        .selectFrom('loan_closures')
        .select('order_id')
        .where('certificate_id', 'is', null)
        .orderBy('closed_at')
        .limit(BATCH)
        .execute();
      let count = 0;
      for (const { order_id } of due) {
        try {
          if (await certify(order_id, now)) count += 1;
        } catch (err) {
          log.error({ err, orderId: order_id }, 'the closure certificate was not issued');
        }
      }
      return count;
    },

    /** Records the bureaus' report of each certified closure not yet reported; answers how many. */
    async reportDue(now: Date = new Date()): Promise<number> {
      const due = await db
        .selectFrom('loan_closures')
        .innerJoin('orders', 'orders.id', 'loan_closures.order_id')
        .select(['loan_closures.order_id', 'orders.order_no'])
        .where('loan_closures.reported_at', 'is', null)
        .where('loan_closures.certificate_id', '>', 0)
        .orderBy('loan_closures.closed_at')
        .limit(BATCH)
        .execute();
      let count = 0;
      for (const row of due) {
        const done = await db
          .updateTable('loan_closures')
          .set({ reported_at: toIso(now), report_ref: `closed:${row.order_no}` })
          .where('order_id', '=', row.order_id)
          .where('reported_at', 'is', null)
          .executeTakeFirst();
        count += Number(done.numUpdatedRows);
      }
      return count;
    },
  };
}

export type ClosingJob = ReturnType<typeof closingJob>;

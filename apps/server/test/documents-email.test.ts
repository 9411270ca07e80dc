/**
 * The documents' link by e-mail (decision 067): when the borrower gave an address, confirm
 * e-mails the link once through SendGrid's Mail Send API v3 (a local stand-in of it); a refusal
 * leaves the order owed and the signing-documents job sends it later, once; a borrower with no
 * address gets the SMS only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsSecret } from '../src/domain/documents/download-url.ts';
import { documentIssuer } from '../src/domain/documents/issue.ts';
import { signerOf } from '../src/domain/documents/signature.ts';
import { orderRepository } from '../src/domain/orders/order-repository.ts';
import { productRepository } from '../src/domain/products/repository.ts';
import { documentsAtSigning } from '../src/modules/loans/signing-documents.ts';
import { signingDocumentsJob } from '../src/modules/loans/signing-documents-job.ts';
import { emailFor } from '../src/providers/email-for.ts';
import { startSendgrid, type SendgridStandIn } from './stand-ins/sendgrid.ts';
import { confirmOffered } from './helpers/confirm-loan.ts';
import { demoSession, productIdOf, useTestApp } from './helpers/test-app.ts';

const KEY = 'SG.stand-in-key-of-enough-length';
let mail: SendgridStandIn;
beforeAll(async () => {
  mail = await startSendgrid(KEY);
});
afterAll(() => mail.close());

const t = useTestApp(() => ({
  env: {
    SENDGRID_API_KEY: KEY,
    SENDGRID_API_URL: mail.url,
    EMAIL_FROM: 'loans@tenor.test',
    EMAIL_FROM_NAME: 'Tenor',
  },
}));

const slugs = { IN: 'in-rupeeflow', ID: 'id-danakilat' } as const;

/** A new borrower of the market (with the address, if given) confirms the loan on offer. */
async function confirmLoan(region: 'IN' | 'ID', email: string | null) {
  const session = await demoSession(t.app, { region });
  await t.db.updateTable('borrowers').set({ email }).where('id', '=', session.borrowerId).execute();
  const productId = await productIdOf(t.db, slugs[region]);
  const pushed = await confirmOffered(t.app, session, region, productId);
  const order = await t.db
    .selectFrom('orders')
    .select(['order_no', 'documents_due_at'])
    .where('id', '=', pushed.orderId)
    .executeTakeFirstOrThrow();
  return { orderId: pushed.orderId, orderNo: order.order_no, dueAt: order.documents_due_at };
}

const mailsTo = (address: string) => mail.sent.filter((m) => m.to.includes(address));

/** The server's signing-documents job, as one instance runs it. */
function job() {
  const products = productRepository(t.db);
  const issuer = documentIssuer({
    db: t.db,
    sms: null,
    secret: documentsSecret(t.config.webhookSecret),
    brand: t.config.brand.appName,
    signer: signerOf(t.config),
    email: emailFor(t.config),
    log: { warn: () => undefined, error: () => undefined },
  });
  return signingDocumentsJob({
    db: t.db,
    issue: documentsAtSigning(products, orderRepository(t.db), issuer),
    emailLink: issuer.emailLink,
    products,
    origin: undefined,
    log: { warn: () => undefined },
  });
}

describe('the documents by e-mail', () => {
  it.each([
    ['IN', 'asha@example.in', 'The documents of your loan'],
    ['ID', 'budi@example.co.id', 'Dokumen pinjaman'],
  ] as const)(
    '%s: confirm e-mails the link once, in the market’s words',
    async (region, address, words) => {
      const { orderId, orderNo, dueAt } = await confirmLoan(region, address);
      expect(dueAt).toBeNull();
      const [sent, ...more] = mailsTo(address);
      expect(more).toEqual([]);
      expect(sent!.from).toBe('loans@tenor.test');
      expect(sent!.subject).toContain(orderNo);
      expect(sent!.text).toContain(words);
      const link = /(\/documents\/order\/\d+\?\S+)/.exec(sent!.text)![1]!;
      expect(sent!.html).toContain(link.replace(/&/g, '&amp;'));
      const page = await t.app.inject({ method: 'GET', url: link });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('/documents/order/');
      const row = await t.db
        .selectFrom('document_emails')
        .selectAll()
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(row.sent_at).not.toBeNull();
    },
  );

  it('a refusal leaves the order owed; the job sends it later, and never a second time', async () => {
    const address = 'ravi@example.in';
    mail.fail(500);
    const { orderId, dueAt } = await confirmLoan('IN', address);
    expect(mailsTo(address)).toEqual([]);
    // The documents are issued and listed; only the e-mail is owed.
    expect(dueAt).not.toBeNull();
    const docs = await t.db
      .selectFrom('loan_documents')
      .select('id')
      .where('order_id', '=', orderId)
      .execute();
    expect(docs).toHaveLength(2);

    const due = new Date(Date.parse(dueAt!) + 1000);
    mail.fail(429);
    expect(await job().issueDue(due)).toBe(0);
    expect(mailsTo(address)).toEqual([]);
    const retry = new Date(due.getTime() + 5 * 60_000);
    const settled = await Promise.all([job().issueDue(retry), job().issueDue(retry)]);
    expect(settled.reduce((a, b) => a + b, 0)).toBe(1);
    expect(mailsTo(address)).toHaveLength(1);

    // Owed again by mistake: the e-mail's row keeps it from going twice.
    await t.db
      .updateTable('orders')
      .set({ documents_due_at: retry.toISOString() })
      .where('id', '=', orderId)
      .execute();
    expect(await job().issueDue(new Date(retry.getTime() + 1000))).toBe(1);
    expect(mailsTo(address)).toHaveLength(1);
  });

  it('a borrower who gave no address gets no e-mail, and nothing is owed', async () => {
    const before = mail.requests;
    const { dueAt } = await confirmLoan('ID', null);
    expect(dueAt).toBeNull();
    expect(mail.requests).toBe(before);
  });
});

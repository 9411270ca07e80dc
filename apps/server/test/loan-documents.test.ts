/**
 * Documents at signing (decision 059): a confirmed order gets its KFS/RIPLAY and loan agreement
 * as stored bytes with a digest and a verification code, the link goes out by SMS, the owner
 * downloads them (a real attachment, no token in the address) and nobody else can, and the
 * public check says who issued a code and refuses an unknown code or a changed byte.
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { loanDocuments } from '@tenor/contract/endpoints/loans';
import { formatMoney } from '@tenor/contract/format';
import { documentsSecret } from '../src/domain/documents/download-url.ts';
import { documentIssuer } from '../src/domain/documents/issue.ts';
import {
  documentSigner,
  readSignature,
  signatureValid,
  signerOf,
} from '../src/domain/documents/signature.ts';
import { orderRepository } from '../src/domain/orders/order-repository.ts';
import { productRepository } from '../src/domain/products/repository.ts';
import { documentsAtSigning } from '../src/modules/loans/signing-documents.ts';
import { confirmOffered } from './helpers/confirm-loan.ts';
import { outboxOf } from './helpers/repay.ts';
import {
  demoSession,
  postJson,
  productIdOf,
  successData,
  useTestApp,
  type DemoSession,
} from './helpers/test-app.ts';

const t = useTestApp();
const products: Record<'IN' | 'ID', number> = { IN: 0, ID: 0 };
beforeAll(async () => {
  products.IN = await productIdOf(t.db, 'in-rupeeflow');
  products.ID = await productIdOf(t.db, 'id-danakilat');
});

/** A new borrower of the market confirms the loan the confirm screen opens with. */
async function confirmLoan(region: 'IN' | 'ID') {
  const session = await demoSession(t.app, { region });
  const { orderId, terms } = await confirmOffered(t.app, session, region, products[region]);
  return { session, orderId, terms };
}

const listOf = (session: DemoSession, orderId: number) =>
  postJson(t.app, loanDocuments.path, { orderId }, { 'x-token': session.token });

const get = (url: string) => t.app.inject({ method: 'GET', url });

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(['IN', 'ID'] as const)('documents at signing (%s)', (region) => {
  it('stores the KFS and the agreement with this loan, sends the link by SMS, and the owner downloads them', async () => {
    const { session, orderId, terms } = await confirmLoan(region);
    const { documents, verifyUrl } = successData(loanDocuments, await listOf(session, orderId));
    expect(documents.map((d) => d.kind)).toEqual(['kfs', 'agreement']);
    expect(verifyUrl).toMatch(/^\/verify\?lang=/);
    const order = await t.db
      .selectFrom('orders')
      .select('order_no')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const lender = await t.db
      .selectFrom('lenders')
      .innerJoin('products', 'products.lender_id', 'lenders.id')
      .select(['lenders.legal_name', 'lenders.registration'])
      .where('products.id', '=', products[region])
      .executeTakeFirstOrThrow();

    const kfs = documents[0]!;
    expect(kfs.code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    expect(kfs.downloadUrl).not.toContain(session.token);
    const res = await get(kfs.downloadUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.html"/);
    const bytes = res.rawPayload;
    expect(sha256(bytes)).toBe(kfs.sha256);
    const text = bytes.toString('utf8');
    // This loan's figures, the lender's letterhead, the order, the printed code.
    expect(text).toContain(lender.legal_name);
    expect(text).toContain(lender.registration);
    expect(text).toContain(order.order_no);
    expect(text).toContain(kfs.code);
    expect(text).toContain(formatMoney(region, terms.amount));
    // The Key Fact Statement the loan was confirmed with (decision 056), its number printed.
    expect(text).toContain(terms.kfs!.number);

    const stored = await t.db
      .selectFrom('loan_documents')
      .select(['versions', 'sha256', 'content'])
      .where('id', '=', kfs.id)
      .executeTakeFirstOrThrow();
    expect(sha256(Buffer.from(stored.content))).toBe(stored.sha256);
    expect(JSON.parse(stored.versions)).toEqual({
      kfs: terms.kfs!.number,
      template: 'documents-1',
    });

    // The SMS: the order's page, a link with no session token, in the market's words.
    const [sms] = await outboxOf(t, session.phone);
    expect(sms!.text).toContain(order.order_no);
    const link = /(https?:\/\/\S+)/.exec(sms!.text)![1]!;
    expect(link).not.toContain(session.token);
    const page = await get(link.replace(/^https?:\/\/[^/]+/, ''));
    expect(page.statusCode).toBe(200);
    const hrefs = [...page.body.matchAll(/href="(\/documents\/[^"]+)"/g)].map((m) =>
      m[1]!.replace(/&amp;/g, '&'),
    );
    expect(hrefs).toHaveLength(2);
    const viaSms = await get(hrefs[0]!);
    expect(sha256(viaSms.rawPayload)).toBe(kfs.sha256);
  });
});

describe('another borrower', () => {
  it('cannot list, download or reach the documents of someone else’s order', async () => {
    const { session, orderId } = await confirmLoan('IN');
    const other = await demoSession(t.app, { region: 'IN' });
    const refused = await listOf(other, orderId);
    expect(refused.statusCode).toBe(404);

    // The other borrower's own grant does not open this order's documents.
    const mine = await confirmLoan('IN');
    const theirs = successData(loanDocuments, await listOf(mine.session, mine.orderId));
    const { documents } = successData(loanDocuments, await listOf(session, orderId));
    const grant = theirs.documents[0]!.downloadUrl.split('?')[1]!;
    const target = documents[0]!.downloadUrl.split('?')[0]!;
    expect((await get(`${target}?${grant}`)).statusCode).toBe(403);
    const swapped = theirs.documents[0]!.downloadUrl.replace(
      /\/order\/\d+\/\d+\//,
      `/order/${mine.orderId}/${documents[0]!.id}/`,
    );
    expect((await get(swapped)).statusCode).toBe(403);
    // Without a grant, or with a forged signature.
    expect((await get(target)).statusCode).toBe(403);
    const forged = documents[0]!.downloadUrl.replace(/s=[^&]+/, `s=${'A'.repeat(32)}`);
    expect((await get(forged)).statusCode).toBe(403);
  });
});

describe('the public check', () => {
  it('says who issued a code, refuses an unknown one and a changed byte, and shows nothing personal', async () => {
    const { session, orderId } = await confirmLoan('ID');
    const { documents } = successData(loanDocuments, await listOf(session, orderId));
    const doc = documents[1]!;
    const bytes = (await get(doc.downloadUrl)).rawPayload;
    const lender = await t.db
      .selectFrom('loan_documents')
      .select(['lender_name', 'order_no'])
      .where('id', '=', doc.id)
      .executeTakeFirstOrThrow();

    const ok = await get(`/verify?lang=en&code=${doc.code.toLowerCase().replace(/-/g, ' ')}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['set-cookie']).toBeUndefined();
    expect(ok.body).toContain('data-verdict="issued"');
    expect(ok.body).toContain(`Issued by ${lender.lender_name} for order ${lender.order_no} on`);
    expect(ok.body).not.toContain(session.phone);

    const same = await get(`/verify?lang=id&code=${doc.code}&digest=${sha256(bytes)}`);
    expect(same.body).toContain('data-verdict="issued"');
    expect(same.body).toContain('digest-nya cocok');

    const changed = Buffer.from(bytes);
    const at = changed.length - 10;
    changed[at] = changed[at]! ^ 1;
    const altered = await get(`/verify?lang=en&code=${doc.code}&digest=${sha256(changed)}`);
    expect(altered.body).toContain('data-verdict="altered"');
    expect(altered.body).not.toContain(lender.order_no + ' on');

    const unknown = await get('/verify?lang=en&code=ABCD-EFGH-JKMN-PQRS');
    expect(unknown.body).toContain('data-verdict="notIssued"');
    expect(unknown.body).toContain('Not issued by us.');
    const garbage = await get('/verify?lang=en&code=%3Cscript%3E');
    expect(garbage.body).toContain('data-verdict="notIssued"');
    expect(garbage.body).not.toContain('<script>');
  });
});

describe('the digital signature (decision 067)', () => {
  const signer = () => signerOf(t.config);

  it('each document ends with the issuer’s signature over its bytes, shown on it and on /verify', async () => {
    const { session, orderId } = await confirmLoan('IN');
    const { documents } = successData(loanDocuments, await listOf(session, orderId));
    for (const doc of documents) {
      const bytes = (await get(doc.downloadUrl)).rawPayload;
      expect(signatureValid(bytes, signer().publicKeyPem)).toBe(true);
      expect(readSignature(bytes)?.keyId).toBe(signer().keyId);
      const text = bytes.toString('utf8');
      // The signature block is part of what is signed: it names the signer, the key and the keys' page.
      expect(readSignature(bytes)!.signed.toString('utf8')).toContain(
        `Digitally signed by Tenor, key ${signer().keyId} (Ed25519).`,
      );
      expect(text).toContain('/verify/keys');
      const verdict = await get(`/verify?lang=en&code=${doc.code}&digest=${doc.sha256}`);
      expect(verdict.body).toContain('data-verdict="issued"');
      expect(verdict.body).toContain(`Signed by Tenor, key ${signer().keyId}: signature valid.`);
    }
    const id = await get(`/verify?lang=id&code=${documents[0]!.code}`);
    expect(id.body).toContain(
      `Ditandatangani oleh Tenor, kunci ${signer().keyId}: tanda tangan sah.`,
    );
  });

  it('refuses a document whose stored bytes were changed after signing, even with their new digest', async () => {
    const { session, orderId } = await confirmLoan('ID');
    const { documents } = successData(loanDocuments, await listOf(session, orderId));
    const doc = documents[0]!;
    const stored = await t.db
      .selectFrom('loan_documents')
      .select('content')
      .where('id', '=', doc.id)
      .executeTakeFirstOrThrow();
    const changed = Buffer.from(
      Buffer.from(stored.content).toString('utf8').replace('<main>', '<main><p>Bunga 0%</p>'),
    );
    await t.db
      .updateTable('loan_documents')
      .set({ content: changed, sha256: sha256(changed) })
      .where('id', '=', doc.id)
      .execute();
    const verdict = await get(`/verify?lang=en&code=${doc.code}&digest=${sha256(changed)}`);
    expect(verdict.body).toContain('data-verdict="altered"');
    expect(verdict.body).not.toContain('signature valid');
  });

  it('after a key rotation both keys are published and the documents of each still verify', async () => {
    const before = await confirmLoan('IN');
    const rotated = documentSigner({
      privateKeyPem: generateKeyPairSync('ec', { namedCurve: 'P-256' })
        .privateKey.export({ format: 'pem', type: 'pkcs8' })
        .toString(),
      certificatePem: undefined,
      name: 'RupeeFlow Finance Private Limited',
    });
    const issuer = documentIssuer({
      db: t.db,
      sms: null,
      secret: documentsSecret(t.config.webhookSecret),
      brand: 'Tenor',
      signer: rotated,
      log: { warn: () => undefined, error: () => undefined },
    });
    const after = await confirmLoan('IN');
    await t.db.deleteFrom('loan_documents').where('order_id', '=', after.orderId).execute();
    const product = await productRepository(t.db).product(products.IN);
    await documentsAtSigning(
      productRepository(t.db),
      orderRepository(t.db),
      issuer,
    )({
      product: product!,
      orderId: after.orderId,
      borrowerId: after.session.borrowerId,
      now: new Date(),
      origin: undefined,
    });

    const keys = JSON.parse((await get('/verify/keys')).body) as {
      keys: { keyId: string; algorithm: string; signer: string; publicKey: string; pem: string }[];
    };
    const ids = keys.keys.map((k) => k.keyId);
    expect(ids).toContain(signer().keyId);
    expect(ids).toContain(rotated.keyId);
    const published = keys.keys.find((k) => k.keyId === rotated.keyId)!;
    expect(published).toMatchObject({
      algorithm: 'ECDSA-SHA256',
      signer: 'RupeeFlow Finance Private Limited',
    });
    const pem = await get(published.pem);
    expect(pem.statusCode).toBe(200);
    expect(pem.body.trim()).toBe(rotated.publicKeyPem.trim());
    expect((await get('/verify/keys/0000000000000000.pem')).statusCode).toBe(404);

    for (const [loan, key] of [
      [before, signer()],
      [after, rotated],
    ] as const) {
      const { documents } = successData(loanDocuments, await listOf(loan.session, loan.orderId));
      const bytes = (await get(documents[0]!.downloadUrl)).rawPayload;
      // Offline: the published key alone checks the file.
      const publicKey = keys.keys.find((k) => k.keyId === key.keyId)!.publicKey;
      expect(signatureValid(bytes, publicKey)).toBe(true);
      const verdict = await get(`/verify?lang=en&code=${documents[0]!.code}`);
      expect(verdict.body).toContain(`key ${key.keyId}: signature valid.`);
    }
  });
});

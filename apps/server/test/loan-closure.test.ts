/**
 * Decision 061: the payoff quote (figures, validity to 23:59 market time, paid on the normal
 * rails it closes the loan, a quote of another day refused with today's) and the closure
 * certificate (issued once by the closing job, verifiable, its link sent by SMS) with the
 * bureaus' report — on a fake clock, in both markets.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signerOf } from '../src/domain/documents/signature.ts';
import { devPaymentSimulate } from '@tenor/contract/endpoints/dev';
import { loanClosureInfo, loanPayoff } from '@tenor/contract/endpoints/loans';
import { generateVcode, initPayType } from '@tenor/contract/endpoints/repay';
import { orderStatus } from '@tenor/contract/orders';
import { closingJob } from '../src/modules/closure/closing-job.ts';
import { documentsSecret } from '../src/domain/documents/download-url.ts';
import { outboxSms } from '../src/providers/sms.ts';
import { asBorrower, issueAccount, orderRow, planOf } from './helpers/repay.ts';
import {
  demoSession,
  postJson,
  successData,
  useTestApp,
  type DemoSession,
} from './helpers/test-app.ts';

const t = useTestApp();

afterEach(() => {
  vi.useRealTimers();
});

const at = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};

const quoteOf = (session: DemoSession, orderId: number, quotedOn?: string, lang = '1') =>
  asBorrower(t, session, loanPayoff.path, { orderId, ...(quotedOn && { quotedOn }) }, lang);

const job = () =>
  closingJob({
    db: t.db,
    sms: outboxSms(t.db),
    secret: documentsSecret('test'),
    brand: 'Tenor',
    origin: 'https://app.tenor.test',
    signer: signerOf(t.config),
    log: { warn: () => {}, error: () => {} },
  });

/** Disbursed 29 Nov 12:00 IST: past the cooling-off exit (decision 058), which closes otherwise. */
const disbursedFourDaysBefore = (orderId: number) =>
  t.db
    .updateTable('orders')
    .set({ disbursed_at: '2026-11-29T06:30:00.000Z' })
    .where('id', '=', orderId)
    .execute();

/** Pays `amount` on the market's usual account (UPI in India, a BCA account in Indonesia). */
async function pay(session: DemoSession, orderId: number, amount: number, region: 'IN' | 'ID') {
  const account = await issueAccount(t, session, {
    orderId,
    amount,
    ...(region === 'IN' ? { payType: 3, payCode: 'UPI' } : {}),
  });
  const paid = await postJson(t.app, `${devPaymentSimulate.path}?languageType=1`, {
    cardNo: account.cardNo,
  });
  expect(paid.statusCode).toBe(200);
}

describe('the payoff quote (decision 061)', () => {
  it('India: principal, interest to today, no charges, valid to 23:59:59 IST; paid on UPI it settles the loan and the plan adds up to the money', async () => {
    at('2026-12-03T06:30:00.000Z'); // 12:00 IST
    const session = await demoSession(t.app, { region: 'IN' });
    const orderId = session.orders[String(orderStatus.disbursed)]!;
    await disbursedFourDaysBefore(orderId);
    const order = await orderRow(t, orderId);
    const product = await t.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', order.product_id)
      .executeTakeFirstOrThrow();
    const quote = successData(loanPayoff, await quoteOf(session, orderId));
    expect(quote.quotedOn).toBe('2026-12-03');
    expect(quote.validUntil).toBe('2026-12-03T18:29:59.000Z');
    expect(quote.daysHeld).toBe(4);
    expect(quote.principal).toBe(order.amount);
    expect(quote.interest).toBe(Math.round((order.amount * product.daily_rate_bps * 4) / 10_000));
    expect(quote.charges).toBe(0);
    expect(quote.total).toBe(quote.principal + quote.interest);
    const owed = (await planOf(t, orderId)).reduce((n, p) => n + p.total, 0);
    expect(quote.outstanding).toBe(owed);
    expect(quote.total).toBeLessThan(owed);
    expect(quote.partPrepayment).toBe(product.part_prepayment === 1);

    // The pay page pays exactly the quote, as settling the loan.
    const page = successData(
      initPayType,
      await asBorrower(t, session, initPayType.path, { orderId, payType: 3, amount: quote.total }),
    );
    expect(page.payable).toEqual({ amount: quote.total, amountChanged: false, kind: 'settle' });
    await pay(session, orderId, quote.total, 'IN');

    const settled = await orderRow(t, orderId);
    expect(settled.status).toBe(orderStatus.settled);
    expect(settled.paid_amount).toBe(quote.total);
    const plan = await planOf(t, orderId);
    expect(plan.every((p) => p.status === 'paid')).toBe(true);
    expect(plan.reduce((n, p) => n + p.total, 0)).toBe(quote.total);
    // Nothing is owed: no quote any more.
    const none = await quoteOf(session, orderId);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('This loan owes nothing: there is no payoff quote for it');
  });

  it('India: a quote of yesterday is refused after midnight IST with today’s, at the tap and on the rails', async () => {
    at('2026-12-03T18:29:00.000Z'); // 23:59 IST
    const session = await demoSession(t.app, { region: 'IN' });
    const orderId = session.orders[String(orderStatus.disbursed)]!;
    await disbursedFourDaysBefore(orderId);
    const old = successData(loanPayoff, await quoteOf(session, orderId));
    expect(old.quotedOn).toBe('2026-12-03');
    expect(successData(loanPayoff, await quoteOf(session, orderId, old.quotedOn)).total).toBe(
      old.total,
    );

    vi.setSystemTime(new Date('2026-12-03T18:30:00.000Z')); // 00:00 IST, 4 Dec
    const fresh = successData(loanPayoff, await quoteOf(session, orderId));
    expect(fresh.quotedOn).toBe('2026-12-04');
    const refused = await quoteOf(session, orderId, old.quotedOn);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^The payoff quote of 3 Dec 2026 was valid until 23:59 that day\. Today’s quote is ₹[\d,.]+: check it and pay again$/,
    );
    expect(refused.json().message).toContain(
      (fresh.total / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 }),
    );
    // A day's more interest; the rails take no amount of yesterday's quote, and say today's.
    expect(fresh.total).toBeGreaterThan(old.total);
    {
      const stale = await asBorrower(t, session, generateVcode.path, {
        orderId,
        amount: old.total,
        payType: 3,
        payCode: 'UPI',
        isDefault: 1,
        isDisplay: 0,
        specificNum: 0,
      });
      expect(stale.statusCode).toBe(400);
      expect(stale.json().message).toMatch(/today’s, to close the loan, is ₹[\d,.]+$/);
    }
  });

  it('Indonesia: an overdue loan’s quote carries its penal charge whole, valid to 23:59:59 WIB; paid, it settles', async () => {
    at('2026-11-10T02:00:00.000Z'); // 09:00 WIB
    const session = await demoSession(t.app, { region: 'ID' });
    const orderId = session.orders[String(orderStatus.overdue)]!;
    const quote = successData(loanPayoff, await quoteOf(session, orderId, undefined, '2'));
    expect(quote.quotedOn).toBe('2026-11-10');
    expect(quote.validUntil).toBe('2026-11-10T16:59:59.000Z');
    const plan = await planOf(t, orderId);
    const lateFees = plan.reduce((n, p) => n + p.late_fee, 0);
    expect(lateFees).toBeGreaterThan(0);
    expect(quote.charges).toBe(lateFees);
    expect(quote.total).toBe(quote.principal + quote.interest + quote.charges);
    expect(quote.total % 100).toBe(0);
    await pay(session, orderId, quote.total, 'ID');
    const settled = await orderRow(t, orderId);
    expect(settled.status).toBe(orderStatus.settled);
    expect(settled.paid_amount).toBe(quote.total);
  });
});

describe('the closure certificate and the bureaus’ report (decision 061)', () => {
  it.each(['IN', 'ID'] as const)(
    '%s: issued once after the settling payment, verifiable, its link sent by SMS without a token; then reported',
    async (region) => {
      const session = await demoSession(t.app, { region });
      const orderId = session.orders[String(orderStatus.disbursed)]!;
      const before = await asBorrower(t, session, loanClosureInfo.path, { orderId });
      expect(before.statusCode).toBe(404);
      const quote = successData(loanPayoff, await quoteOf(session, orderId));
      await pay(session, orderId, quote.total, region);

      // Two runs (two instances, beside the app's own timer) issue one certificate.
      await Promise.all([job().certifyDue(), job().certifyDue()]);
      const docs = await t.db
        .selectFrom('loan_documents')
        .selectAll()
        .where('order_id', '=', orderId)
        .where('kind', '=', 'closure')
        .execute();
      expect(docs).toHaveLength(1);
      expect(await job().certifyDue()).toBe(0);
      const doc = docs[0]!;
      const order = await orderRow(t, orderId);
      const body = Buffer.from(doc.content).toString('utf8');
      expect(doc.title).toBe(
        region === 'IN' ? 'No Objection Certificate' : 'Surat Keterangan Lunas',
      );
      expect(body).toContain(order.order_no);
      expect(body).toContain(doc.lender_name);
      expect(body).toContain(region === 'IN' ? '₹' : 'Rp');
      expect(body).toContain(doc.code);

      const shown = successData(
        loanClosureInfo,
        await asBorrower(t, session, loanClosureInfo.path, { orderId }),
      );
      expect(shown.certificate).toMatchObject({ title: doc.title, code: doc.code });
      expect(shown.reportLate).toBe(false);
      // Its download is the signed link, no session.
      const download = await t.app.inject({ method: 'GET', url: shown.certificate!.url });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toMatch(/^attachment/);

      const verified = await t.app.inject({
        method: 'GET',
        url: `/verify?code=${doc.code}&lang=en`,
      });
      expect(verified.body).toContain(`Issued by ${doc.lender_name} for order ${order.order_no}`);

      const sms = await t.db
        .selectFrom('sms_outbox')
        .selectAll()
        .where('text', 'like', `%${order.order_no}%`)
        .where('text', 'like', region === 'IN' ? '%closure certificate%' : '%keterangan lunas%')
        .execute();
      expect(sms).toHaveLength(1);
      // The app's own timer may have sent it first, with the demo's relative link.
      expect(sms[0]!.text).toMatch(
        /(https:\/\/app\.tenor\.test)?\/documents\/order\/\d+\?b=\d+&e=\d+&s=/,
      );
      expect(sms[0]!.text).not.toContain(session.token);

      await job().reportDue();
      const row = await t.db
        .selectFrom('loan_closures')
        .selectAll()
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(row.certificate_id).toBe(doc.id);
      expect(row.report_ref).toBe(`closed:${order.order_no}`);
      const reported = successData(
        loanClosureInfo,
        await asBorrower(t, session, loanClosureInfo.path, { orderId }),
      );
      expect(reported.reportedAt).toBeDefined();
      expect(reported.reportLate).toBe(false);
    },
  );

  it('a demo loan made closed gets its certificate quietly: listed and verifiable, no SMS about a loan closed weeks ago', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const orderId = session.orders[String(orderStatus.settled)]!;
    await job().certifyDue();
    const shown = successData(
      loanClosureInfo,
      await asBorrower(t, session, loanClosureInfo.path, { orderId }),
    );
    expect(shown.certificate?.title).toBe('No Objection Certificate');
    const order = await orderRow(t, orderId);
    const sms = await t.db
      .selectFrom('sms_outbox')
      .select('id')
      .where('text', 'like', `%${order.order_no}%`)
      .execute();
    expect(sms).toHaveLength(0);
  });
});

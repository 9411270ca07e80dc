/**
 * Borrower A calls every endpoint that takes an order, card, repayment, complaint, image or
 * virtual-account id with borrower B's ids (decision 023): each answers a refusal and
 * none of B's data, and B's records are untouched. The endpoints are found from the
 * contract's request schemas, so a new endpoint with such a field fails the walk until it
 * is added to it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@tenor/contract/api';
import type { EndpointDef } from '@tenor/contract/endpoint';
import { problemSave } from '@tenor/contract/endpoints/care';
import { repaymentCommit } from '@tenor/contract/endpoints/repay';
import { jsonSchema } from '@tenor/contract/openapi';
import { uploadedUrl } from './helpers/care.ts';
import { cardScreen, formAsBorrower, issueAccount, unpaidTotals } from './helpers/repay.ts';
import {
  useTestApp,
  demoSession,
  postForm,
  successData,
  type DemoSession,
} from './helpers/test-app.ts';

/** Request fields that name something a borrower owns, by what they name. */
const ownedFields: Record<string, string> = {
  orderId: 'order',
  orderNo: 'order',
  cardId: 'card',
  repaymentRecordId: 'repayment',
  repaymentId: 'repayment',
  problemId: 'complaint',
  problemImage: 'image',
  vcode: 'virtual account',
};

/** A field name that looks like one of those kinds, listed or not. */
const looksOwned = /order|card|repay|problem|image|img|vcode|account|complaint/i;

/** Fields that look so but name nothing to walk, each with its reason. */
const notIds: Record<string, string> = {
  repayToken: 'a card screen’s one-time token: a foreign one is refused in repay-card.test.ts',
  problemType: 'a complaint type of the market, not a record',
  problemSonType: 'a complaint sub-type of the market, not a record',
  problemDetail: 'the complaint’s text',
};

/**
 * Endpoints whose order number only preselects or labels (the complaint form's order, the
 * chatbot's context): a foreign one is ignored, so they may answer success, but with none
 * of B's data and nothing of B's changed. (qa-record keeps the typed number as text with the
 * chat line; nothing shows it.)
 */
const hintOnly = new Set(['care.problemInit', 'care.qaList', 'care.qaRecord']);

/** B's things, and markers that must never appear in an answer to A. */
interface Victim {
  session: DemoSession;
  orderId: number;
  orderNo: string;
  owed: number;
  cardId: number;
  repaymentId: number;
  problemId: number;
  imageUrl: string;
  vcode: string;
  accountNo: string;
  complaintText: string;
}

/** Each walked endpoint's payload made of B's ids (the other fields plausible for A). */
const walk: Record<string, (b: Victim) => Record<string, string | number>> = {
  'loans.contractJump': (b) => ({
    productId: b.session.products[0]!.id,
    scene: 2,
    position: 1,
    orderId: b.orderId,
  }),
  'loans.loanDetails': (b) => ({ orderId: b.orderId }),
  'loans.orderKfs': (b) => ({ orderId: b.orderId }),
  'loans.loanExit': (b) => ({ orderId: b.orderId }),
  'loans.loanCancel': (b) => ({ orderId: b.orderId }),
  'loans.loanDocuments': (b) => ({ orderId: b.orderId }),
  'loans.loanPayoff': (b) => ({ orderId: b.orderId }),
  'loans.loanClosureInfo': (b) => ({ orderId: b.orderId }),
  'loans.reminderNotices': (b) => ({ orderId: b.orderId }),
  'repay.loanStatement': (b) => ({ orderId: b.orderId }),
  'loans.scoreDismiss': (b) => ({ orderId: b.orderId }),
  'loans.googleScore': (b) => ({ score: 5, orderId: b.orderId }),
  'repay.initPayType': (b) => ({ orderId: b.orderId, payType: 3 }),
  'repay.generateVcode': (b) => ({
    orderId: b.orderId,
    amount: b.owed,
    payCode: 'UPI',
    payType: 3,
    isDefault: 1,
    isDisplay: 0,
    specificNum: 0,
  }),
  'repay.paymentStatus': (b) => ({ orderId: b.orderId, vcode: b.vcode }),
  'repay.instalmentDetail': (b) => ({ orderId: b.orderId }),
  'repay.delayDetail': (b) => ({ orderId: b.orderId }),
  'repay.repaymentWay': (b) => ({ orderId: b.orderId }),
  'repay.repaymentCommit': (b) => ({
    orderId: b.orderId,
    amount: b.owed,
    cardId: b.cardId,
    repayToken: 'x',
    sendMsg: 1,
  }),
  'repay.repaymentConfirm': (b) => ({
    orderId: b.orderId,
    verifyCode: '123456',
    repaymentRecordId: b.repaymentId,
  }),
  'repay.repaymentHuichao': (b) => ({ orderId: b.orderId, amount: b.owed }),
  'repay.paymentReceipt': (b) => ({ orderId: b.orderId, repaymentId: b.repaymentId }),
  'repay.autopayGet': (b) => ({ orderId: b.orderId }),
  'repay.autopaySetup': (b) => ({ orderId: b.orderId }),
  'repay.autopayVerify': (b) => ({ orderId: b.orderId, code: '333000' }),
  'repay.autopayChange': (b) => ({ orderId: b.orderId, action: 'cancel' }),
  'care.problemInit': (b) => ({ orderNo: b.orderNo }),
  'care.qaList': (b) => ({ orderNo: b.orderNo, pid: 0 }),
  'care.qaRecord': (b) => ({ orderNo: b.orderNo, type: 4, value: 'where is my loan' }),
  'care.problemSave': (b) => ({
    problemType: '1',
    problemSonType: '12',
    problemDetail: 'Someone else’s complaint',
    problemImage: b.imageUrl,
    orderNo: b.orderNo,
  }),
  'care.problemDetail': (b) => ({ problemId: b.problemId }),
  'care.saveScore': (b) => ({ problemId: b.problemId, score: 1 }),
};

/** A payment receipt asked for by B's bill number, beside the record id walked above. */
const extraCalls: [string, (b: Victim) => Record<string, string | number>][] = [
  ['repay.paymentReceipt', (b) => ({ orderId: b.orderId, vcode: b.vcode })],
  [
    'repay.repaymentConfirm',
    (b) => ({ orderId: 1, verifyCode: '123456', repaymentRecordId: b.repaymentId }),
  ],
];

const calls = [...Object.entries(walk), ...extraCalls];

const endpointsById = new Map(
  Object.entries(api).flatMap(([area, list]) =>
    Object.entries(list).map(([name, e]): [string, EndpointDef] => [`${area}.${name}`, e]),
  ),
);

const fieldsOf = (e: EndpointDef) =>
  Object.keys((jsonSchema(e.request, 'input').properties ?? {}) as object);

let a: DemoSession;
let b: Victim;

const t = useTestApp();
beforeAll(async () => {
  a = await demoSession(t.app, { region: 'IN' });
  const session = await demoSession(t.app, { region: 'IN' });
  const orderId = session.orders['174']!;
  const owed = (await unpaidTotals(t, orderId)).reduce((x, y) => x + y, 0);
  const way = await cardScreen(t, session, orderId);
  const smsCard = way.bankCards[0]!;
  const pending = successData(
    repaymentCommit,
    await formAsBorrower(t, session, repaymentCommit.path, {
      orderId,
      amount: owed,
      cardId: smsCard.id,
      repayToken: way.repayToken,
      sendMsg: 1,
    }),
  );
  // A UPI bill on another order of B's (the first one has a card payment waiting).
  const billOrder = session.orders['180']!;
  const bill = await issueAccount(t, session, {
    orderId: billOrder,
    amount: (await unpaidTotals(t, billOrder)).reduce((x, y) => x + y, 0),
    payCode: 'UPI',
    payType: 3,
  });
  const orderNo = (
    await t.db
      .selectFrom('orders')
      .select('order_no')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
  ).order_no;
  const complaintText = `B-private-${Date.now()}`;
  const imageUrl = await uploadedUrl(t.app, session.token);
  const filed = successData(
    problemSave,
    await postForm(
      t.app,
      `${problemSave.path}?languageType=1`,
      {
        problemType: '1',
        problemSonType: '12',
        problemDetail: complaintText,
        problemImage: imageUrl,
        orderNo,
      },
      { 'x-token': session.token },
    ),
  );
  b = {
    session,
    orderId,
    orderNo,
    owed,
    cardId: smsCard.id,
    repaymentId: pending.repayRecordId,
    problemId: filed.problemId,
    imageUrl,
    vcode: bill.vcode,
    accountNo: bill.cardNo,
    complaintText,
  };
});

/** B's rows whose change would mean A acted on them. */
async function victimState() {
  const [orders, repayments, problems, accounts, images] = await Promise.all([
    t.db
      .selectFrom('orders')
      .select(['id', 'status', 'paid_amount', 'version'])
      .where('borrower_id', '=', b.session.borrowerId)
      .orderBy('id')
      .execute(),
    t.db
      .selectFrom('repayments')
      .selectAll()
      .where('borrower_id', '=', b.session.borrowerId)
      .orderBy('id')
      .execute(),
    t.db
      .selectFrom('problems')
      .selectAll()
      .where('borrower_id', '=', b.session.borrowerId)
      .execute(),
    t.db
      .selectFrom('payment_accounts')
      .selectAll()
      .where('order_id', 'in', Object.values(b.session.orders))
      .execute(),
    t.db
      .selectFrom('problem_images')
      .selectAll()
      .where('borrower_id', '=', b.session.borrowerId)
      .execute(),
  ]);
  return { orders, repayments, problems, accounts, images };
}

function call(id: string, payload: Record<string, string | number>) {
  const endpoint = endpointsById.get(id)!;
  const url = endpoint.path;
  const headers = { 'x-token': a.token };
  if (endpoint.encoding === 'query') {
    const query = new URLSearchParams({
      languageType: '1',
      ...Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)])),
    });
    return t.app.inject({ method: endpoint.method, url: `${url}?${query}`, headers });
  }
  if (endpoint.encoding === 'form')
    return postForm(t.app, `${url}?languageType=1`, payload, headers);
  return t.app.inject({ method: endpoint.method, url: `${url}?languageType=1`, payload, headers });
}

describe('the walk', () => {
  it('covers every endpoint whose request names something a borrower owns', () => {
    const owning = [...endpointsById]
      .filter(([, e]) => e.auth)
      .filter(([, e]) => fieldsOf(e).some((f) => f in ownedFields))
      .map(([id]) => id)
      .sort();
    expect(owning).toEqual(Object.keys(walk).sort());
    // A new kind of owned field must be named above (and so walked on purpose).
    const fields = [...endpointsById.values()].filter((e) => e.auth).flatMap(fieldsOf);
    expect(
      fields.filter((f) => looksOwned.test(f) && !(f in ownedFields) && !(f in notIds)),
    ).toEqual([]);
  });

  it.each(calls)('%s refuses B’s ids to A and shows nothing of B', async (id, make) => {
    const before = await victimState();
    const res = await call(id, make(b));
    const body = res.json() as { code: string; message: string; data: unknown };
    if (!hintOnly.has(id)) {
      expect(body.code).not.toBe(endpointsById.get(id)!.success);
      expect(body.data).toBeNull();
      expect(body.message).not.toBe('');
    }
    for (const secret of [
      b.orderNo,
      b.session.phone,
      b.complaintText,
      b.accountNo,
      b.vcode,
      b.imageUrl,
    ]) {
      expect(res.body).not.toContain(secret);
    }
    expect(await victimState()).toEqual(before);
  });
});

import type { APIRequestContext } from '@playwright/test';
import { orderStatus as s } from '@tenor/contract/orders';
import { expect, launchUrl, type DemoSession } from './fixtures.ts';
import { orderId } from './loans.ts';
import { orderInfo } from './repay.ts';

/** A page to open: its path and its own query. */
export interface PageVisit {
  path: string;
  query: Record<string, string | number>;
}

/**
 * Every borrower page and every page of the official site, with the query each needs, for a
 * demo borrower of `region` (India's unless named; the walks that open each page in a
 * language: a complaint is filed first, so its detail page has one to show). The sandbox's test
 * preview is a tool for testers, not a borrower's page, and is left out.
 */
export async function everyPage(
  request: APIRequestContext,
  session: DemoSession,
  region: 'IN' | 'ID' = 'IN',
): Promise<{ app: PageVisit[]; site: PageVisit[] }> {
  const due = orderId(session, s.due);
  const india = region === 'IN';
  const order = await orderInfo(request, session.token, due, india ? 'en' : 'id');
  const saved = await request.post('/greyer/problem-save', {
    form: { problemType: '6', problemDetail: india ? 'हर पेज एक बार' : 'Setiap halaman sekali' },
    headers: { 'X-Token': session.token, ...(india ? { 'X-Language-Type': '1' } : {}) },
  });
  const body = await saved.json();
  expect(body.code, body.message).toBe('00');
  const problemId = body.data.problemId as number;
  const product = { productId: session.products.find((p) => p.region === region)!.id };
  const pay = { amount: order.repayAmount, orderId: due, productId: order.productId };
  const page = (path: string, query: Record<string, string | number> = {}) => ({ path, query });
  return {
    app: [
      page('/relevant'),
      page('/confirmLoan', product),
      page('/loanDetails', { orderId: due }),
      page('/myConsents'),
      page('/reminderSettings'),
      page('/myData'),
      page('/loginFail'),
      page('/errorPage'),
      page('/that', pay),
      page('/individual', pay),
      page('/installmentRepay', { orderId: orderId(session, s.instalmentsInProgress) }),
      // Each market's own rail: UPI AutoPay in India (decision 072), QRIS in Indonesia (073)…
      india
        ? page('/autopay', { orderId: orderId(session, s.instalmentsInProgress) })
        : page('/repayQris', pay),
      // …and an e-wallet in Indonesia (decision 077).
      ...(india ? [] : [page('/repayEwallet', { ...pay, wallet: 'DANA' })]),
      page('/repayDelay', { orderId: due }),
      page('/cardRepay', { orderId: due, amount: order.repayAmount }),
      page('/repayReceipt', { orderId: due }),
      page('/loanStatement', { orderId: orderId(session, s.settled) }),
      page('/complainNewPage'),
      page('/complainPageNext', { problemType: 2 }),
      page('/complaintList'),
      page('/complainDetails', { problemId }),
      page('/intelligentCustomerService'),
      page('/customerService'),
      page('/recoveryAgents'),
      page('/privacyPolicy'),
      page('/aboutUs'),
      page('/loanTerms'),
      page('/loanAgreement', product),
    ],
    site: ['/', '/About', '/Policy', '/Loan', '/User', '/contact'].map((path) => page(path)),
  };
}

/**
 * Every page's address in a language of India's market (`locale`), as the app's launch and the
 * site's address name it; `half` (0 or 1) takes every other one, so two tests share them.
 */
export async function everyPageIn(
  request: APIRequestContext,
  session: DemoSession,
  locale: 'zh-CN' | 'hi',
  half: number,
): Promise<string[]> {
  const { app, site } = await everyPage(request, session);
  const all = [
    ...app.map(({ path, query }) =>
      launchUrl(path, { language: 'en', token: session.token, query: { ...query, locale } }),
    ),
    ...site.map(({ path }) => `${path}?languageType=1&locale=${locale}`),
  ];
  return all.filter((_, i) => i % 2 === half);
}

/**
 * The demo server's own endpoints, as the Chromium specs use them (fixtures.ts, repay.ts):
 * a new borrower per journey, what an order owes, the sandbox bank paying an account.
 */
import type { DemoSession, Language } from '../fixtures.ts';
import { JourneyError } from './page.ts';

interface Answer<T> {
  code: string;
  message: string;
  data: T;
}

async function post<T>(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const answer = (await res.json()) as Answer<T>;
  if (answer.code !== '00') {
    throw new JourneyError(`${new URL(url).pathname}: ${answer.code} ${answer.message}`);
  }
  return answer.data;
}

export class Demo {
  constructor(readonly baseUrl: string) {}

  /** A new demo borrower of the market, with orders in every status. */
  session(region: 'IN' | 'ID'): Promise<DemoSession> {
    return post<DemoSession>(`${this.baseUrl}/dev/session`, { region });
  }

  /** What the order owes (minor units) and its product, as loan details answer. */
  order(token: string, orderId: number, language: Language) {
    return post<{ productId: number; repayAmount: number }>(
      `${this.baseUrl}/v3/loan-details/loan-details`,
      { orderId },
      { 'X-Token': token, 'X-Language-Type': language === 'en' ? '1' : '2' },
    );
  }

  /** The sandbox bank pays an issued account, UPI ID or payment code in full. */
  async pay(cardNo: string): Promise<void> {
    await post(`${this.baseUrl}/dev/payments/simulate`, { cardNo });
  }
}

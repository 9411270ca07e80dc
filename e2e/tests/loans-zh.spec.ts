import { orderStatus as s } from '@tenor/contract/orders';
import { expect, expectAccessible, launchUrl, test, type Language } from '../fixtures.ts';
import { orderId } from '../loans.ts';

/**
 * The staff's Chinese pack (locale=zh-CN) in either market: the loan details' rows and status
 * are the server's words, and the server answers in Chinese; amounts stay the market's money.
 */
const markets: { language: Language; region: 'IN' | 'ID'; money: string; serverWords: string[] }[] =
  [
    { language: 'en', region: 'IN', money: '₹', serverWords: ['Order no.', 'Loan amount'] },
    { language: 'id', region: 'ID', money: 'Rp', serverWords: ['No. pesanan', 'Jumlah pinjaman'] },
  ];

for (const m of markets) {
  test(`loan details of a ${m.region} order in the staff pack show the server's rows in Chinese`, async ({
    page,
    newSession,
  }) => {
    const session = await newSession({ region: m.region });
    await page.goto(
      launchUrl('/loanDetails', {
        language: m.language,
        token: session.token,
        query: { orderId: orderId(session, s.due), locale: 'zh-CN' },
      }),
    );
    const main = page.getByRole('main');
    await expect(main).toContainText('订单号');
    await expect(main).toContainText('借款金额');
    await expect(main).toContainText(m.money);
    const text = await main.innerText();
    for (const words of m.serverWords) expect(text, words).not.toContain(words);
    await expectAccessible(page);
  });
}

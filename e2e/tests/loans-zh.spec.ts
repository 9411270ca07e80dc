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

/** The seeded content the server reads in Chinese for the staff pack (content/content-zh.ts). */
const zhPack = (path: string, token: string, query: Record<string, string | number> = {}) =>
  launchUrl(path, { language: 'en', token, query: { ...query, locale: 'zh-CN' } });

const chineseDate = /\d{4}年\d{1,2}月\d{1,2}日/;

test('the staff pack reads product tags, Apply now, complaint types, chatbot topics, agreement titles and dates in Chinese', async ({
  page,
  newSession,
}) => {
  const session = await newSession({ region: 'IN' });

  // Recommended products: Chinese tags and buttons, no English card words.
  await page.goto(zhPack('/relevant', session.token));
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByRole('button', { name: '立即申请' })).toBeVisible();
  const main = page.getByRole('main');
  const tags = ['低利率', '10 分钟审批', '首次借款', '无需抵押', '3–12 个月分期', '全天候放款'];
  await expect(main).toContainText(new RegExp(tags.join('|')));
  for (const words of ['Apply now', 'Amount range', 'Low interest', 'First loan']) {
    expect(await main.innerText(), words).not.toContain(words);
  }
  await expectAccessible(page);
  await page.screenshot({ path: '.tmp/shots/zh-relevant.png', fullPage: true });

  // The chatbot: Chinese topics, questions and answers.
  await page.goto(zhPack('/intelligentCustomerService', session.token));
  const topics = page.getByRole('navigation').getByRole('button');
  await expect(topics).toHaveText(['借款', '还款', '账户', '帮助']);
  await page.getByRole('button', { name: '还款' }).click();
  await page.getByRole('button', { name: '如何还款？' }).click();
  await expect(page.getByTestId('chat-answer').last()).toContainText('打开您的借款');
  await page.screenshot({ path: '.tmp/shots/zh-chatbot.png', fullPage: true });

  // A complaint's types.
  await page.goto(zhPack('/complainNewPage', session.token));
  await expect(page.getByRole('button', { name: '催收电话和短信', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '已还款但未显示', exact: true })).toBeVisible();
  expect(await page.getByRole('main').innerText()).not.toContain('Collection calls');

  // The agreement page: the agreements' titles.
  await page.goto(zhPack('/loanAgreement', session.token, { productId: session.products[0]!.id }));
  await expect(page.getByRole('main')).toContainText('借款协议');
  expect(await page.getByRole('main').innerText()).not.toContain('Loan Agreement');

  // Loan details: the server's dates in Chinese, on India's clock.
  await page.goto(zhPack('/loanDetails', session.token, { orderId: orderId(session, s.due) }));
  await expect(page.getByRole('main')).toContainText(chineseDate);
});

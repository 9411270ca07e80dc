import { orderStatus as s } from '@tenor/contract/orders';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import { orderId } from '../loans.ts';
import { everyPageIn } from '../pages.ts';

/**
 * Hindi, India's second language (decision 068), in one walk: a phone set to Hindi opens the
 * app's India launch (no language named) in Hindi, server render included (`<html lang="hi">`),
 * and the main pages (recommended, confirm, loan details, repay, customer service, My data)
 * show no English word outside names, acronyms and numbers; axe passes on each. The language
 * switch turns a page English and back, and the choice holds for the next page and the next
 * launch (decision 074).
 */
test.use({ locale: 'hi-IN' });

/**
 * Latin words a Hindi page may show: acronyms are kept whole (all capitals, checked below), and
 * these are names: the demo lenders and products, the app, payment apps and the switch's
 * "English" (written in its own language, `lang="en"`).
 */
const names = new Set([
  'Tenor',
  'English',
  'Google',
  'Play',
  'Pay',
  'PhonePe',
  'Paytm',
  // NPCI's name of UPI's standing mandates (UPI AutoPay), as Hindi UPI apps keep it.
  'AutoPay',
  // …and of the bank-account mandate (NPCI's e-NACH), as Hindi banking pages write it.
  'e-NACH',
  'WebP',
  'Pvt',
  'Ltd',
  'Finance',
  'Finserv',
  'Capital',
  'Credit',
  'Money',
  'Private',
  'Limited',
  'Kaveri',
  'Demo',
  'Deccan',
  'Sample',
  // The demo lender's and the platform's grievance officers.
  'Meera',
  'Raghavan',
  'Ananya',
  'Iyer',
  // The demo lenders' registration numbers say they are not real: "N-00.00001 (demo)".
  'demo',
  // The demo borrower's saved card's bank.
  'State',
  'Bank',
  'of',
  'India',
  // The demo recovery agency, the company's registered address and RBI's certificate of
  // registration (CoR), as the lender's papers write them.
  'Sahyadri',
  'Collections',
  'Floor',
  'Residency',
  'Road',
  'Bengaluru',
  'Karnataka',
  'CoR',
]);

async function englishLeft(page: Page, productNames: string[]): Promise<string[]> {
  // E-mail addresses and web addresses are names too, and so are codes that mix letters and
  // digits (a digest, a reference, the device's id).
  const text = (await page.locator('body').innerText())
    .replace(/\S*\d\S*/g, '')
    .replace(/\S+@\S+/g, '')
    .replace(/https?:\/\//g, '')
    .replace(/\b[\w-]+(\.[\w-]+)+(\/\S*)?/g, '');
  const allowed = new Set([...names, ...productNames.flatMap((n) => n.split(/\W+/))]);
  const words = text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
  return [
    ...new Set(
      words.filter((w) => w !== w.toUpperCase() && !allowed.has(w) && !/^[a-z]+\.[a-z.]+$/.test(w)),
    ),
  ];
}

test('a Hindi phone reads India’s main pages in Hindi, and the switch turns them English and back', async ({
  page,
  newSession,
}) => {
  // One walk of six pages and a switch, each with axe: three times a test's usual time.
  test.slow();
  const session = await newSession({ region: 'IN' });
  const productNames = session.products.map((p) => p.name);
  const due = orderId(session, s.due);
  const india = (path: string, query: Record<string, string | number> = {}) =>
    launchUrl(path, { language: 'en', token: session.token, query });
  const walk = async (url: string, heading: string | RegExp) => {
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(await englishLeft(page, productNames), url).toEqual([]);
    await expectAccessible(page);
  };

  // The server renders the first page in Hindi from Accept-Language alone.
  const first = await page.request.get(india('/relevant'), {
    headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
  });
  expect(await first.text()).toContain('<html lang="hi"');

  await walk(india('/relevant'), 'खास ऑफ़र');
  await expect(page.getByRole('main')).toContainText('₹');
  await walk(india('/confirmLoan', { productId: session.products[0]!.id }), 'लोन की पुष्टि करें');
  await walk(india('/loanDetails', { orderId: due }), /\S/); // the product's name
  // Indian grouping with Latin digits; Hindi month names.
  const details = await page.getByRole('main').innerText();
  expect(details).toMatch(/₹\d{1,2}(,\d\d)*,\d{3}\.\d\d/);
  expect(details).toMatch(/\d{1,2} (जन॰|फ़र॰|मार्च|अप्रैल|मई|जून|जुल॰|अग॰|सित॰|अक्तू॰|नव॰|दिस॰) \d{4}/);
  await page.getByRole('link', { name: 'अभी चुकाएँ' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect(await englishLeft(page, productNames), 'repay').toEqual([]);
  await expect(page.getByRole('main')).toContainText('UPI से भुगतान करें');
  await expectAccessible(page);
  await walk(india('/customerService'), 'ग्राहक सेवा');
  await expect(page.getByRole('main')).toContainText('शिकायत निवारण अधिकारी');
  await walk(india('/myData'), 'मेरा डेटा');

  // The switch: English for this session, then Hindi again.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My data');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.goto('/customerService');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer service');
  // The choice outlives the session: the app's next launch, from a Hindi phone, is English
  // (decision 074).
  await page.goto(india('/customerService'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer service');
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ग्राहक सेवा');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // A launch without languageType is India's for an Indian borrower, in their Hindi.
  await page.goto(launchUrl('/relevant', { language: 'id', token: session.token }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('खास ऑफ़र');
  await expect(page.getByRole('main')).toContainText('₹');
});

// Two halves of the pages, so the two workers share them.
for (const half of [0, 1]) {
  test(`every page and the official site open in Hindi, half ${half + 1}, with no English left and zero axe violations`, async ({
    page,
    newSession,
    request,
  }) => {
    // Sixteen pages, each opened, read and scanned: six times a test's usual time.
    test.setTimeout(180_000);
    const session = await newSession({ region: 'IN' });
    const productNames = session.products.map((p) => p.name);
    const urls = await everyPageIn(request, session, 'hi', half);
    for (const url of urls) {
      await page.goto(url);
      await expect(page.locator('html'), url).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
      // Every page is read, and what each has left is reported together.
      expect.soft(await englishLeft(page, productNames), url).toEqual([]);
      // A framed agreement (the site's, the agreement page's) runs no script, where axe stalls:
      // its own page is scanned.
      await expectAccessible(page, { exclude: ['iframe'] });
    }
  });
}

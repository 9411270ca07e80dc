import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures.ts';
import { promoCopy, promoLanguages, templateId } from '../promo.ts';
import { watchConsole } from '../ssr.ts';

async function serverHtml(request: APIRequestContext, url: string) {
  const res = await request.get(url, { headers: { accept: 'text/html' } });
  expect(res.status()).toBe(200);
  return res.text();
}

for (const language of promoLanguages) {
  const c = promoCopy[language];

  test.describe(`promotion landing (${language})`, () => {
    test('arrives server-rendered with the template and hydrates without a warning', async ({
      page,
      request,
    }) => {
      const id = await templateId(request, c.region);
      const html = await serverHtml(request, `/promo/?id=${id}&utm_tag=e2e`);
      for (const text of [c.title, c.subtitle, c.phone, c.captcha, c.code, c.apply, c.agreement]) {
        expect(html).toContain(text);
      }
      expect(html).toContain('id="tenor-data"');
      expect(html).toContain(`<title>${c.title}</title>`);

      const problems = watchConsole(page);
      await page.goto(`/promo/?id=${id}&utm_tag=e2e`);
      await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
      await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        c.region === 'IN' ? 'en-IN' : 'id-ID',
      );
      await expectAccessible(page);
      expect(problems).toEqual([]);
    });

    test('a rendered address with another route in its hash hydrates, then shows it', async ({
      page,
      request,
    }) => {
      const id = await templateId(request, c.region);
      const problems = watchConsole(page);
      await page.goto(`/promo/?id=${id}#/agreementTemplate?id=${id}`);
      await expect(page.getByRole('heading', { level: 1, name: c.agreement })).toBeVisible();
      expect(problems).toEqual([]);
    });

    test('the spec hash address renders in the browser', async ({ page, request }) => {
      const id = await templateId(request, c.region);
      // The server never sees a hash: it sends the shell, and the page loads the template.
      const html = await serverHtml(request, '/promo/');
      expect(html).not.toContain(c.title);
      await page.goto(`/promo/#/?id=${id}&app_from=e2e`);
      await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
      await expect(page.getByRole('button', { name: c.getCode })).toBeVisible();
      await expectAccessible(page);
    });

    test('each field says what is wrong, and nothing typed is lost', async ({ page, request }) => {
      const id = await templateId(request, c.region);
      await page.goto(`/promo/?id=${id}`);
      const phone = page.getByLabel(c.phone);
      const captcha = page.getByLabel(c.captcha, { exact: true });
      const code = page.getByLabel(c.code);

      await page.getByRole('button', { name: c.apply }).click();
      await expect(page.getByText(c.phoneError)).toBeVisible();
      await expect(phone).toBeFocused();
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page);

      // The spec's Chinese number is not a number of either market.
      await phone.fill('13812345678');
      await page.getByTestId('get-code').click();
      await expect(page.getByText(c.phoneError)).toBeVisible();

      // A new captcha needs a valid phone first.
      const image = page.getByTestId('captcha-image').locator('img');
      const before = await image.getAttribute('src');
      await page.getByTestId('captcha-image').click();
      await expect(page.getByText(c.phoneError)).toBeVisible();
      expect(await image.getAttribute('src')).toBe(before);

      const good = c.region === 'IN' ? '+91 98765 43210' : '0812 3456 7890';
      await phone.fill(good);
      await expect(page.getByText(c.phoneError)).toHaveCount(0);
      await page.getByTestId('get-code').click();
      await expect(page.getByText(c.captchaError)).toBeVisible();
      await expect(captcha).toBeFocused();

      await captcha.fill('AB3');
      await page.getByRole('button', { name: c.apply }).click();
      await expect(page.getByText(c.captchaError)).toBeVisible();
      await captcha.fill('AB3K');
      await code.fill('12a4');
      await expect(code).toHaveValue('124');
      await page.getByRole('button', { name: c.apply }).click();
      await expect(page.getByText(c.codeError)).toBeVisible();
      await expect(code).toBeFocused();
      await expect(phone).toHaveValue(good);
      await expect(captcha).toHaveValue('AB3K');

      // With a valid phone, a tap draws a new captcha.
      await page.getByTestId('captcha-image').click();
      await expect.poll(() => image.getAttribute('src')).not.toBe(before);
    });

    test('fields have the right keyboards and autofill', async ({ page, request }) => {
      const id = await templateId(request, c.region);
      await page.goto(`/promo/?id=${id}`);
      await expect(page.getByLabel(c.phone)).toHaveAttribute('inputmode', 'tel');
      await expect(page.getByLabel(c.code)).toHaveAttribute('inputmode', 'numeric');
      await expect(page.getByLabel(c.code)).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(page.getByLabel(c.captcha, { exact: true })).toHaveAttribute('maxlength', '4');
    });

    test('the agreement link keeps the query, and the way back too', async ({ page, request }) => {
      const id = await templateId(request, c.region);
      const query = `id=${id}&app_from=fb&user_from=u7&utm_tag=spring`;
      await page.goto(`/promo/?${query}`);
      await page.getByRole('link', { name: c.agreement }).click();
      await expect(page).toHaveURL(new RegExp(`#/agreementTemplate\\?${query}$`));
      await expect(page.getByRole('heading', { level: 1, name: c.agreement })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('link', { name: c.back }).click();
      await expect(page).toHaveURL(new RegExp(`#/\\?${query}$`));
      await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    });

    test('without a template id, or with an unknown one, the page says so', async ({ page }) => {
      const languageType = c.region === 'IN' ? '1' : '2';
      await page.goto(`/promo/?languageType=${languageType}`);
      await expect(page.getByRole('heading', { name: c.missing }).first()).toBeVisible();
      await expectAccessible(page);
      await page.goto(`/promo/?id=999999&languageType=${languageType}`);
      // The server's own words; a retry would not find it either.
      await expect(page.getByTestId('landing-error')).toContainText(c.unknown);
      await expect(page.getByRole('button', { name: c.retry })).toHaveCount(0);
      await expectAccessible(page);
    });

    test('a failed template load leaves a retry', async ({ page, request }) => {
      const id = await templateId(request, c.region);
      await page.route('**/channel-template?**', (route) => route.abort());
      // Before its template says which market it is, the page speaks the address's language.
      await page.goto(`/promo/#/?id=${id}&languageType=${c.region === 'IN' ? '1' : '2'}`);
      await expect(page.getByTestId('landing-error')).toBeVisible();
      await expectAccessible(page);
      await page.unroute('**/channel-template?**');
      await page.getByRole('button', { name: c.retry }).click();
      await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    });
  });
}

test('languageType overrides only the language of a template', async ({ page, request }) => {
  const id = await templateId(request, 'ID');
  await page.goto(`/promo/?id=${id}&languageType=1`);
  // English words around the Indonesian template's own copy and its phone rule.
  await expect(page.getByRole('heading', { level: 1, name: promoCopy.id.title })).toBeVisible();
  // The market's +62 stands in front of the field, so the number is written without its 0.
  await expect(page.getByLabel(promoCopy.en.phone)).toHaveAttribute('placeholder', '812 3456 7890');
  await page.getByLabel(promoCopy.en.phone).fill('9876543210');
  await page.getByTestId('get-code').click();
  await expect(page.getByText(promoCopy.en.phoneError)).toBeVisible();
});

test('the test preview links the landing of every template', async ({ page }) => {
  await page.goto('/testPreview');
  const links = page.locator('#dev-journey').getByTestId('journey-templates').getByRole('link');
  await expect(links).toHaveCount(2, { timeout: 10_000 });
  await links.filter({ hasText: '(ID)' }).click();
  await expect(page).toHaveURL(/\/promo\/\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: promoCopy.id.title })).toBeVisible();
});

// An ad link whose template is gone, with no language in its address: the page guesses the
// visitor's language from the phone, and the server's refusal comes in the same words.
for (const [locale, language] of [
  ['en-IN', 'en'],
  ['id-ID', 'id'],
] as const) {
  test.describe(`an unknown template, the phone in ${locale}`, () => {
    test.use({ locale });

    test("speaks the phone's language throughout", async ({ page }) => {
      const c = promoCopy[language];
      await page.goto('/promo/?id=999999');
      await expect(page.getByTestId('landing-error')).toContainText(c.unknown);
      const other = promoCopy[language === 'en' ? 'id' : 'en'];
      await expect(page.locator('body')).not.toContainText(other.unknown);
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        language === 'en' ? 'en-IN' : 'id-ID',
      );
      await expectAccessible(page);
    });
  });
}

import { expect, expectAccessible, expectClearOf, test } from '../fixtures.ts';
import {
  androidAgent,
  captchaText,
  newPhone,
  outboxCode,
  promoCopy,
  promoLanguages,
  requestCode,
  templateId,
} from '../promo.ts';

test.use({ userAgent: androidAgent });

for (const language of promoLanguages) {
  const c = promoCopy[language];

  test.describe(`promotion registration (${language})`, () => {
    test('registers through the demo outbox and lands on the download page with the attribution', async ({
      page,
      request,
    }) => {
      const id = await templateId(request, c.region);
      const phone = newPhone(c.region);
      const query = `id=${id}&app_from=fb&user_from=u7&utm_tag=spring`;
      await page.goto(`/promo/?${query}`);
      await requestCode(page, request, language, phone.typed);
      await expect(page.getByText(c.sent)).toBeVisible();

      // The button counts down ('59s' …) and a second press is refused by the page.
      const button = page.getByTestId('get-code');
      await expect(button).toHaveText(/^(60|59|58)s$/);
      await expect(page.getByLabel(c.code)).toBeFocused();
      await expectAccessible(page);
      const first = Number((await button.textContent())?.replace('s', ''));
      await expect
        .poll(async () => Number((await button.textContent())?.replace('s', '')))
        .toBeLessThan(first);
      await button.click();
      await expect(page.getByText(c.doNotResend)).toBeVisible();
      const sent = await request.get(`/dev/outbox?phone=${encodeURIComponent(phone.e164)}`);
      expect((await sent.json()).data).toHaveLength(1);

      const registers: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/promotion/register')) registers.push(r.url());
      });
      await page.getByLabel(c.code).fill(await outboxCode(request, phone.e164));
      // A double tap registers once.
      await page.getByRole('button', { name: c.apply }).dblclick();
      await expect(page.getByText(c.registered)).toBeVisible();
      await expect(page).toHaveURL(
        new RegExp(
          `#/downloadTemplate\\?app_from=fb&user_from=u7&utm_tag=spring&id=${id}&${c.idKey}=`,
        ),
      );
      expect(registers).toHaveLength(1);
      await expect(page.getByRole('heading', { level: 1, name: c.downloadTitle })).toBeVisible();
      const store = page.getByRole('link', { name: c.store });
      await expect(store).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);
      await expectAccessible(page);
    });

    test('an already registered phone goes to the download page (11)', async ({
      page,
      request,
    }) => {
      const id = await templateId(request, c.region);
      const phone = newPhone(c.region);
      await page.goto(`/promo/?id=${id}&utm_tag=again`);
      await requestCode(page, request, language, phone.typed);
      await page.getByLabel(c.code).fill(await outboxCode(request, phone.e164));
      await page.getByRole('button', { name: c.apply }).click();
      await expect(page).toHaveURL(/#\/downloadTemplate\?/);

      // The same phone again, on a fresh page.
      await page.goto(`/promo/?id=${id}&utm_tag=again`);
      await requestCode(page, request, language, phone.typed);
      await expect(page.getByText(c.already)).toBeVisible();
      await expect(page).toHaveURL(
        new RegExp(`#/downloadTemplate\\?app_from=&user_from=&utm_tag=again&id=${id}&${c.idKey}=`),
      );
      await expect(page.getByRole('heading', { level: 1, name: c.downloadTitle })).toBeVisible();
    });

    test('a wrong captcha (101 on get-code, -1 on apply) draws a new one and keeps the rest', async ({
      page,
      request,
    }) => {
      const id = await templateId(request, c.region);
      const phone = newPhone(c.region);
      await page.goto(`/promo/?id=${id}`);
      const captcha = page.getByLabel(c.captcha, { exact: true });
      const image = page.getByTestId('captcha-image').locator('img');
      // Z is not in the captcha's alphabet: never the answer.
      const wrong = 'ZZZZ';

      await page.getByLabel(c.phone).fill(phone.typed);
      let before = await image.getAttribute('src');
      await captcha.fill(wrong);
      await page.getByTestId('get-code').click();
      await expect(page.getByText(c.wrongCaptcha)).toBeVisible();
      await expect.poll(() => image.getAttribute('src')).not.toBe(before);
      await expect(captcha).toHaveValue('');
      await expect(captcha).toBeFocused();
      await expect(page.getByLabel(c.phone)).toHaveValue(phone.typed);
      await expect(page.getByTestId('get-code')).toHaveText(c.getCode);
      await expectAccessible(page);

      // The code, then a wrong captcha at apply ('-1').
      await captcha.fill(await captchaText(page, request));
      await page.getByTestId('get-code').click();
      await expect(page.getByText(c.sent)).toBeVisible();
      // The toast sits at the top, clear of the buttons of the form.
      const sentToast = page.getByTestId('toast').filter({ hasText: c.sent });
      await expectClearOf(sentToast, page.getByTestId('get-code'));
      await expectClearOf(sentToast, page.getByRole('button', { name: c.apply }));
      await page.screenshot({ path: `.tmp/shots/promo-toast-${language}.png` });
      const code = await outboxCode(request, phone.e164);
      await page.getByLabel(c.code).fill(code);
      before = await image.getAttribute('src');
      await captcha.fill(wrong);
      await page.getByRole('button', { name: c.apply }).click();
      await expect(page.getByText(c.wrongCaptcha)).toBeVisible();
      await expect.poll(() => image.getAttribute('src')).not.toBe(before);
      await expect(page.getByLabel(c.code)).toHaveValue(code);
      await expect(page.getByLabel(c.phone)).toHaveValue(phone.typed);

      // The new captcha lets the same code register.
      await captcha.fill(await captchaText(page, request));
      await page.getByRole('button', { name: c.apply }).click();
      await expect(page.getByText(c.registered)).toBeVisible();
      await expect(page).toHaveURL(/#\/downloadTemplate\?/);
    });

    test('a network failure keeps everything and the next tap works', async ({ page, request }) => {
      const id = await templateId(request, c.region);
      const phone = newPhone(c.region);
      await page.goto(`/promo/?id=${id}`);
      const getSms = /\/promotion\/get-sms/;
      await page.route(getSms, (route) => route.abort());
      await requestCode(page, request, language, phone.typed);
      await expect(page.getByText(c.network)).toBeVisible();
      await expect(page.getByLabel(c.phone)).toHaveValue(phone.typed);
      await page.unroute(getSms);
      await requestCode(page, request, language, phone.typed);
      await expect(page.getByText(c.sent)).toBeVisible();
    });
  });
}

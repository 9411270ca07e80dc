import { expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import { languages } from '../loans.ts';
import { careCopy } from '../care.ts';

const regulator = { en: /RBI/, id: /OJK/ } as const;
const otherMarket = { en: /\+62|Rp|OJK/, id: /\+91|₹|RBI/ } as const;

for (const language of languages) {
  const c = careCopy[language];

  test.describe(`customer service (${language})`, () => {
    test("phone and e-mail from the server as links, the market's grievance route, nothing of the other market", async ({
      page,
      newSession,
      request,
    }) => {
      const session = await newSession({ region: c.region });
      await page.goto(launchUrl('/customerService', { language, token: session.token }));
      await expect(page.getByRole('heading', { level: 1, name: c.serviceTitle })).toBeVisible();

      const res = await request.post(
        `/greyer/get-whatsapp?${language === 'en' ? 'languageType=1&' : ''}overall=30`,
        { form: { overall: '30' } },
      );
      const { data } = await res.json();
      const phone = page.getByTestId('support-phone');
      await expect(phone).toHaveAttribute('href', `tel:${data.phone.replace(/[^\d+]/g, '')}`);
      await expect(page.getByTestId('support-email')).toHaveAttribute(
        'href',
        `mailto:${data.email}`,
      );

      const grievance = page.getByTestId('grievance');
      await expect(grievance).toContainText(data.grievance.officerName);
      await expect(grievance).toContainText(regulator[language]);
      await expect(grievance.getByRole('link').first()).toBeVisible();
      await expect(page.locator('main')).not.toContainText(otherMarket[language]);
      await expectAccessible(page);
    });

    test('works without a session (contacts need none) and shows Retry when the call fails', async ({
      page,
    }) => {
      await page.route('**/greyer/get-whatsapp**', (route) => route.abort('internetdisconnected'));
      await page.goto(launchUrl('/customerService', { language }));
      await expect(page.getByTestId('error-state')).toBeVisible({ timeout: 10_000 });
      await page.unroute('**/greyer/get-whatsapp**');
      await page.getByRole('button', { name: c.retryButton }).click();
      await expect(page.getByTestId('support-phone')).toBeVisible();
      await expect(page.getByTestId('grievance')).toContainText(regulator[language]);
    });
  });
}

import { expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import { languages } from '../loans.ts';
import { careCopy } from '../care.ts';

const regulator = { en: /RBI/, id: /OJK/ } as const;
const otherMarket = { en: /\+62|Rp|OJK/, id: /\+91|₹|RBI/ } as const;
const agentsLink = { en: 'Recovery agents of our lenders', id: 'Agen penagihan pemberi dana kami' };
const agentsTitle = { en: 'Recovery agents', id: 'Agen penagihan' };
const noneEngaged = {
  en: 'Recovery agents: none engaged',
  id: 'Agen penagihan: tidak ada yang ditunjuk',
};

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
      // One promise everywhere: complaints are answered within 3 working days.
      if (language === 'id') await expect(grievance).toContainText(c.threeDays);
      await expect(grievance).not.toContainText(/10 (working days|hari kerja)/);

      // The lenders on offer, each with its own website's pages (decision 066), then their
      // recovery agents on a page of their own.
      const lenders = page.getByTestId('lender-links');
      expect(data.lenders.length).toBeGreaterThan(0);
      for (const lender of data.lenders as { legalName: string; websiteUrl: string }[]) {
        await expect(lenders).toContainText(lender.legalName);
        await expect(lenders).toContainText(new URL(lender.websiteUrl).host);
      }
      await expectAccessible(page);
      await page.getByRole('link', { name: agentsLink[language] }).click();
      await expect(page).toHaveURL(/\/recoveryAgents$/);
      await expect(
        page.getByRole('heading', { level: 1, name: agentsTitle[language] }),
      ).toBeVisible();
      const agents = page.getByTestId('lender-agents');
      for (const lender of data.lenders as { legalName: string; recoveryAgents: string[] }[]) {
        await expect(agents).toContainText(lender.legalName);
        for (const name of lender.recoveryAgents) await expect(agents).toContainText(name);
      }
      await expect(agents).toContainText(noneEngaged[language]);
      await expectAccessible(page);
    });

    test("the contacts are the signed-in borrower's market, whatever language the launch names", async ({
      page,
      newSession,
      request,
    }) => {
      const session = await newSession({ region: c.region });
      const anonymous = async (languageType: string) =>
        (
          await (
            await request.post(`/greyer/get-whatsapp?languageType=${languageType}`, {
              form: { overall: '30' },
            })
          ).json()
        ).data as { phone: string; email: string };
      const own = await anonymous(c.region === 'IN' ? '1' : '2');
      const other = await anonymous(c.region === 'IN' ? '2' : '1');
      expect(own.phone).not.toBe(other.phone);
      // The launch names the other market's language: the words change, the market does not.
      const otherLanguage = language === 'en' ? 'id' : 'en';
      await page.goto(
        launchUrl('/customerService', { language: otherLanguage, token: session.token }),
      );
      const phone = page.getByTestId('support-phone');
      await expect(phone).toHaveAttribute('href', `tel:${own.phone.replace(/[^\d+]/g, '')}`);
      await expect(page.getByTestId('support-email')).toHaveAttribute(
        'href',
        `mailto:${own.email}`,
      );
      await expect(page.locator('main')).not.toContainText(other.phone);
      await expect(page.getByTestId('grievance')).toContainText(regulator[language]);
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

test("the staff's Chinese pack words the grievance route itself, for the contacts' market", async ({
  page,
  newSession,
}) => {
  for (const [region, language, says] of [
    ['IN', 'en', 'RBI 监察专员'],
    ['ID', 'id', '3 个工作日'],
  ] as const) {
    const session = await newSession({ region });
    await page.goto(
      launchUrl('/customerService', { language, token: session.token, query: { locale: 'zh-CN' } }),
    );
    const escalation = page.getByTestId('escalation');
    await expect(escalation).toContainText(says);
    await expect(escalation).not.toContainText(/working days|hari kerja|30 days|30 hari/);
  }
});

import { expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import { marketContacts, readers } from '../legal.ts';
import { rootText, serverHtml, watchConsole } from '../ssr.ts';

for (const reader of readers) {
  const contacts = marketContacts[reader.region];
  const url = (path: string) => launchUrl(path, { language: reader.language, query: reader.query });

  test(`privacy policy, loan terms and about us arrive server-rendered without a session (${reader.name})`, async ({
    page,
    request,
  }) => {
    const pages = [
      {
        path: '/privacyPolicy',
        title: reader.privacy.title,
        shows: [reader.privacy.law, contacts.officer, contacts.company],
      },
      {
        path: '/loanTerms',
        title: reader.terms.title,
        shows: [reader.terms.shows, contacts.company],
      },
      {
        path: '/aboutUs',
        title: reader.about.title,
        shows: [reader.about.shows, contacts.company],
      },
    ];
    for (const { path, title, shows } of pages) {
      const { html } = await serverHtml(request, url(path));
      // The head names the page in the reader's language, for a search engine or a shared link.
      expect(html).toMatch(new RegExp(`<title>${title} – Tenor</title>`));
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      const text = rootText(html);
      for (const shown of [title, ...shows]) expect(text, `${path} server HTML`).toContain(shown);
      expect(text).not.toMatch(/mexico|méxico|墨西哥/i);

      const problems = watchConsole(page);
      await page.goto(url(path));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      for (const shown of shows) await expect(page.getByText(shown).first()).toBeVisible();
      expect(problems, `${path} console`).toEqual([]);
      await expectAccessible(page);
    }
  });

  test(`the contents of the privacy policy jump to their section (${reader.name})`, async ({
    page,
  }) => {
    await page.goto(url('/privacyPolicy'));
    const contents = page.getByRole('navigation');
    await contents.getByRole('link', { name: reader.privacy.rights }).click();
    await expect(page).toHaveURL(/#rights$/);
    const heading = page.getByRole('heading', { level: 2, name: reader.privacy.rights });
    await expect(heading).toBeInViewport();
    // Below the sticky header, not under it.
    const header = await page.locator('header').boundingBox();
    const box = await heading.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    // Every entry of the contents leads to a heading on the page.
    for (const href of await contents
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      await expect(page.locator(`h2${href}`)).toHaveCount(1);
    }
  });

  test(`the loan terms show their figures in a table (${reader.name})`, async ({ page }) => {
    await page.goto(url('/loanTerms'));
    const table = page.getByRole('table', { name: reader.terms.tableCaption });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(page.getByText(reader.terms.shows).first()).toBeVisible();
  });
}

test('India and Indonesia read different policies, and the Chinese one follows the market', async ({
  request,
}) => {
  const india = rootText((await serverHtml(request, '/privacyPolicy?languageType=1')).html);
  const indonesia = rootText((await serverHtml(request, '/privacyPolicy')).html);
  expect(india).toContain('Data Protection Board of India');
  expect(india).not.toContain('OJK');
  expect(indonesia).toContain('3 × 24 jam');
  expect(indonesia).not.toContain('DPDP');
  const zhIndia = rootText(
    (await serverHtml(request, '/loanTerms?languageType=1&locale=zh-CN')).html,
  );
  expect(zhIndia).toContain('₹');
  expect(zhIndia).not.toContain('Rp');
});

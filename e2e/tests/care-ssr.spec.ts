import type { APIRequestContext } from '@playwright/test';
import { expect, launchUrl, test } from '../fixtures.ts';
import { languages } from '../loans.ts';
import { rootText, serverHtml, watchConsole } from '../ssr.ts';
import { addPhoto, careCopy, expectPhotos, openForm, pngPhoto } from '../care.ts';

/** The visible text of the page the server renders for this launch (never cached). */
async function renderedText(request: APIRequestContext, url: string): Promise<string> {
  const { html, cacheControl } = await serverHtml(request, url);
  expect(cacheControl).toContain('no-store');
  return rootText(html);
}

for (const language of languages) {
  const c = careCopy[language];

  test(`care pages arrive server-rendered and hydrate cleanly (${language})`, async ({
    page,
    newSession,
    request,
  }) => {
    test.setTimeout(90_000);
    const session = await newSession({ region: c.region });
    const token = session.token;

    // A complaint with a photo, so the list and the detail have something to show.
    await openForm(page, language, token, 2);
    await page.getByTestId('complaint-text').fill('Rendered on the server');
    await addPhoto(page, pngPhoto('p.png', [90, 90, 90]));
    await expectPhotos(page, c, 1);
    const saved = page.waitForResponse('**/greyer/problem-save**');
    await page.getByRole('button', { name: c.send }).click();
    const problemId: number = (await (await saved).json()).data.problemId;

    const pages: {
      path: string;
      query?: Record<string, string | number>;
      shows: (string | RegExp)[];
    }[] = [
      { path: '/complainNewPage', shows: [c.collection, c.myComplaints] },
      { path: '/complainPageNext', query: { problemType: 2 }, shows: [c.paymentMissing, '0/200'] },
      { path: '/complaintList', shows: ['Rendered on the server'] },
      {
        path: '/complainDetails',
        query: { problemId },
        shows: ['Rendered on the server', c.paymentMissing],
      },
      { path: '/intelligentCustomerService', shows: c.topics },
      { path: '/customerService', shows: [language === 'en' ? 'RBI' : 'OJK'] },
    ];
    for (const { path, query, shows } of pages) {
      const url = launchUrl(path, { language, token, query });
      const text = await renderedText(request, url);
      for (const shown of shows) expect(text, `${path} server HTML`).toContain(shown);
      expect(text).not.toContain(token);

      const problems = watchConsole(page);
      await page.goto(url);
      await expect(page.locator('html[data-ready]')).toBeAttached();
      expect(problems, `${path} console`).toEqual([]);
    }

    // The app opens the form again in a tab holding a draft: the server renders it new, the
    // browser then shows the draft, without a hydration mismatch.
    const form = launchUrl('/complainPageNext', { language, token, query: { problemType: 2 } });
    await page.goto(form);
    await page.getByTestId('complaint-text').fill('Half written');
    const problems = watchConsole(page);
    await page.goto(form);
    await expect(page.getByTestId('complaint-text')).toHaveValue('Half written');
    expect(problems, 'form with a draft').toEqual([]);
  });
}

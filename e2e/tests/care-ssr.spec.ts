import type { APIRequestContext, Page } from '@playwright/test';
import { expect, launchUrl, test } from '../fixtures.ts';
import { languages } from '../loans.ts';
import { addPhoto, careCopy, expectPhotos, pngPhoto } from '../care.ts';

/** The page's HTML as the server sends it to a WebView opening it with a session. */
async function rootText(request: APIRequestContext, url: string) {
  const res = await request.get(url, { headers: { accept: 'text/html' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toContain('no-store');
  const html = await res.text();
  return (html.split('<div id="root">')[1]?.split('<script type="application/json"')[0] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
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
    await page.goto(launchUrl('/complainPageNext', { language, token, query: { problemType: 2 } }));
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
      const text = await rootText(request, url);
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

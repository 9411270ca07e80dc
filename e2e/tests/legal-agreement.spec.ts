import { expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import { readers } from '../legal.ts';
import { rootText, serverHtml, watchConsole } from '../ssr.ts';

/** The agreement frames are sandboxed without scripts, where axe cannot run (fixtures.ts). */
const FRAMES = 'iframe';

for (const reader of readers) {
  const c = reader.agreement;
  const url = (query: Record<string, string | number>, token?: string) =>
    launchUrl('/loanAgreement', {
      language: reader.language,
      token,
      query: { ...query, ...reader.query },
    });

  test(`the loan agreement shows the borrower's own figures with a session (${reader.name})`, async ({
    page,
    newSession,
    request,
  }) => {
    const session = await newSession({ region: reader.region });
    const product = session.products[0]!;
    const text = rootText(
      (await serverHtml(request, url({ productId: product.id }, session.token))).html,
    );
    expect(text).toContain(product.name);
    expect(text).toContain(c.total);
    expect(text).not.toContain(session.token);

    const problems = watchConsole(page);
    await page.goto(url({ productId: product.id }, session.token));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const figures = page.getByTestId('agreement-figures');
    await expect(
      figures.getByRole('heading', { name: new RegExp(`${c.yourLoan}|${c.yourQuote}`) }),
    ).toBeVisible();
    await expect(page.getByTestId('agreement-total')).toHaveText(
      reader.region === 'IN' ? /₹/ : /Rp/,
    );
    // The first agreement is open in its sandboxed frame; the others are one tap away.
    const frame = page.locator('iframe').first();
    await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    await expect(frame).toHaveAttribute('src', /\/agreements\/[\w-]+\.html/);
    // In the frame the agreement has no back bar of its own: this page has the way back.
    const framed = page.frameLocator('iframe').first();
    await expect(framed.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(framed.getByRole('link')).toHaveCount(0);
    expect(
      problems.filter((p) => !p.includes('sandboxed')),
      'console',
    ).toEqual([]);
    await expectAccessible(page, { exclude: [FRAMES] });
  });

  test(`the loan agreement reads without a session, and says where the figures are (${reader.name})`, async ({
    page,
    newSession,
  }) => {
    const product = (await newSession({ region: reader.region })).products[0]!;
    await page.goto(url({ productId: product.id }));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByTestId('agreement-no-session')).toContainText(c.signIn);
    await expect(page.getByTestId('agreement-figures')).toHaveCount(0);
    await expect(page.getByTestId('agreement').first()).toBeVisible();
    await expectAccessible(page, { exclude: [FRAMES] });
  });

  test(`an unknown product or a missing one leads back to the loan terms (${reader.name})`, async ({
    page,
  }) => {
    const queries: Record<string, number>[] = [{ productId: 999_999 }, {}];
    for (const query of queries) {
      await page.goto(url(query));
      await expect(page.getByTestId('agreement-not-found')).toContainText(c.notFound);
      await expectAccessible(page);
    }
    await page.getByRole('link', { name: c.toTerms }).click();
    await expect(page).toHaveURL(/\/loanTerms$/);
    await expect(page.getByRole('heading', { level: 1, name: reader.terms.title })).toBeVisible();
  });
}

test('a product of the other market is not found, even for a signed-in borrower', async ({
  page,
  newSession,
}) => {
  const india = await newSession({ region: 'IN' });
  const indonesian = (await newSession({ region: 'ID' })).products[0]!;
  await page.goto(
    launchUrl('/loanAgreement', {
      language: 'en',
      token: india.token,
      query: { productId: indonesian.id },
    }),
  );
  await expect(page.getByTestId('agreement-not-found')).toBeVisible();
});

test('a legal page reloaded after its launch query was removed keeps its language', async ({
  page,
}) => {
  await page.goto(launchUrl('/privacyPolicy', { language: 'en' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page).toHaveURL(/\/privacyPolicy$/);
  // The server renders the bare address in the default language; the tab keeps English.
  const problems = watchConsole(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('an agreement opened on its own and the sandbox payment page have the site icon', async ({
  page,
  newSession,
}) => {
  const session = await newSession({ region: 'IN' });
  await page.goto(
    launchUrl('/loanAgreement', {
      language: 'en',
      token: session.token,
      query: { productId: session.products[0]!.id },
    }),
  );
  const agreement = await page.locator('iframe').first().getAttribute('src');
  expect(agreement).toMatch(/\/agreements\/[\w-]+\.html/);
  // Neither page names an icon, so the browser asks for /favicon.ico: it is there.
  // What the page loads besides itself (an unknown payment's page is itself a 404).
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400 && !r.request().isNavigationRequest()) failed.push(r.url());
  });
  for (const path of [agreement!, '/sandbox/gateway?ref=unknown']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const icon = await page.evaluate(async () => {
      const res = await fetch('/favicon.ico');
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        size: (await res.arrayBuffer()).byteLength,
      };
    });
    expect(icon, path).toEqual({ status: 200, type: 'image/x-icon', size: expect.any(Number) });
    expect(icon.size).toBeGreaterThan(1000);
    expect(failed, path).toEqual([]);
  }
});

/**
 * The official site (decision 021): every page server-rendered in each language
 * with its head, no console problem while it starts, axe clean; the market's claims and
 * footer, the banners, the navigation's anchors, the language switcher, the empty account
 * page's way home, the framed agreement, robots.txt and sitemap.xml.
 */
import { expect, expectAccessible, test } from '../fixtures.ts';
import { siteFooters, sitePages, siteReaders } from '../site.ts';
import { rootText, serverHtml, watchConsole } from '../ssr.ts';

/** The "Get the app" section's words per page language (site locales). */
const english = { heading: 'Get the Tenor app', android: 'Get it on Google Play' };
const getAppWords: Record<string, { heading: string; android: string }> = {
  'en-IN': english,
  'en-ID': english,
  'id-ID': { heading: 'Unduh aplikasi Tenor', android: 'Unduh di Google Play' },
  'zh-CN': { heading: '获取 Tenor 应用', android: '在 Google Play 下载' },
};

/** "How offers are ordered" per page language (site locales): India by APR, Indonesia by cost per day. */
const orderWords: Record<string, { heading: string; metric: RegExp; since: RegExp }> = {
  'en-IN': {
    heading: 'How offers are ordered',
    metric: /listed by APR/,
    since: /applied since 29 Nov 2026/,
  },
  'en-ID': {
    heading: 'How offers are ordered',
    metric: /listed by cost per day/,
    since: /applied since 29 Nov 2026/,
  },
  'zh-CN': {
    heading: '报价如何排序',
    metric: /报价按(年化利率（APR|每日成本)/,
    since: /该规则自 2026年11月29日 起适用/,
  },
  'id-ID': {
    heading: 'Cara penawaran diurutkan',
    metric: /diurutkan menurut biaya per hari/,
    since: /berlaku sejak 29 Nov 2026/,
  },
};

for (const reader of siteReaders) {
  const at = (path: string, hash = '') => `${path}${reader.query}${hash}`;
  test.describe(`the site read in ${reader.name}`, () => {
    // The test runner's locale would otherwise set the navigations' Accept-Language.
    test.use({
      locale: reader.acceptLanguage.split(',')[0],
      extraHTTPHeaders: { 'accept-language': reader.acceptLanguage },
    });

    for (const { path, heading } of sitePages) {
      test(`${path} arrives server-rendered and starts cleanly (${reader.name})`, async ({
        page,
        request,
      }) => {
        const { html } = await serverHtml(request, at(path));
        expect(html, path).toContain(`<html lang="${reader.lang}"`);
        expect(html, path).toMatch(/<title>[^<]+<\/title>/);
        expect(html, path).toContain('<meta name="description" content="');
        expect(html, path).toMatch(/<link rel="canonical" href="http:\/\/[^"]+">/);
        expect(html, path).toContain('<meta property="og:title"');
        expect(rootText(html), path).toContain(reader.headings[heading]);

        const problems = watchConsole(page);
        await page.goto(at(path));
        await expect(
          page.getByRole('heading', { level: 1, name: reader.headings[heading] }),
        ).toBeVisible();
        // The language stays in the address: a reload reads the same page.
        expect(new URL(page.url()).search).toBe(reader.query);
        await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
        // Before axe, which tries to run inside the sandboxed frame and is refused there. The
        // trace recorder is refused there too (it injects a script into every frame; with
        // `--trace off` nothing is logged): only that refusal, in the agreement's frame, is let go.
        const traced =
          /^Blocked script execution in '[^']*\/Loan\?embed=1[^']*' because the document's frame is sandboxed/;
        expect(
          problems.filter((p) => !traced.test(p)),
          `${path} console`,
        ).toEqual([]);
        await expectAccessible(page, { exclude: ['iframe'] });
      });
    }

    test(`home shows the market's claims, five banners and its footer (${reader.name})`, async ({
      page,
    }) => {
      await page.goto(at('/'));
      await expect(page).toHaveTitle(reader.titles.home);
      for (const claim of reader.claims) await expect(page.getByText(claim).first()).toBeVisible();

      const images = page.locator('main img');
      await expect(images).toHaveCount(5);
      const first = images.first();
      await expect(first).toHaveAttribute('loading', 'eager');
      await expect(first).toHaveAttribute('fetchpriority', 'high');
      for (let i = 0; i < 5; i++) {
        const image = images.nth(i);
        await expect(image).toHaveAttribute('width', '1080');
        await expect(image).toHaveAttribute('height', '540');
        await expect(image).toHaveAttribute('srcset', /360w.*720w.*1080w/);
        await expect(image).toHaveAttribute('alt', /\S/);
        if (i > 0) await expect(image).toHaveAttribute('loading', 'lazy');
      }

      const footer = page.getByRole('contentinfo');
      const contacts = siteFooters[reader.region];
      for (const text of [
        contacts.phone,
        contacts.email,
        contacts.company,
        contacts.registration,
      ]) {
        await expect(footer.getByText(text).first()).toBeVisible();
      }
      await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
      // Indonesia: the operator's OJK licence statement and the published TKB90 with its day
      // (decision 057), the server's figures; India shows neither.
      if (reader.region === 'ID') {
        await expect(page.getByTestId('site-ojk-licence')).toContainText(contacts.company);
        await expect(page.getByTestId('site-ojk-licence')).toContainText(
          /(berizin dan diawasi oleh OJK|licensed and supervised by OJK|已获 OJK 许可并受其监管).*OJK KEP-/,
        );
        await expect(page.getByTestId('site-tkb90')).toContainText(/^TKB90 \d+,\d\d%/);
      } else {
        await expect(page.getByTestId('site-ojk')).toHaveCount(0);
      }
      // How offers are ordered, published before anyone applies (decision 069): the metric the
      // server orders by, and the day the rule took effect.
      const ordering = page.getByTestId('site-offer-order');
      await expect(ordering.getByRole('heading')).toHaveText(orderWords[reader.lang]!.heading);
      await expect(ordering).toContainText(orderWords[reader.lang]!.metric);
      await expect(ordering).toContainText(orderWords[reader.lang]!.since);
      // An Indian page never shows the Indonesian company, and the reverse.
      const other = siteFooters[reader.region === 'IN' ? 'ID' : 'IN'];
      await expect(page.getByText(other.company)).toHaveCount(0);
    });

    test(`home says how to get the app: the market's own store page (${reader.name})`, async ({
      page,
    }) => {
      await page.goto(at('/'));
      const words = getAppWords[reader.lang]!;
      const section = page.getByRole('region', { name: words.heading });
      await expect(section).toBeVisible();
      const android = section.getByRole('link', { name: words.android });
      const app = reader.region === 'IN' ? 'india' : 'indonesia';
      await expect(android).toHaveAttribute(
        'href',
        `https://play.google.com/store/apps/details?id=example.tenor.${app}`,
      );
      // No App Store page is configured in the demo: no link to one.
      await expect(section.getByRole('link')).toHaveCount(1);
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `.tmp/shots/site-get-app-${reader.name}.png` });
      await expectAccessible(page);
    });

    test(`the navigation reaches the home page's sections from any page, by keyboard too (${reader.name})`, async ({
      page,
    }) => {
      await page.goto(at('/Loan'));
      const nav = page
        .getByRole('navigation', { name: /.+/ })
        .filter({ hasText: reader.nav.about });
      await nav.getByRole('link', { name: reader.nav.about }).click();
      await expect(page).toHaveURL(at('/', '#about'));
      const about = page.locator('#about');
      await expect(about).toBeInViewport();
      await expect(about).toBeFocused();

      // Without a pointer: focus the link and press Enter.
      await nav.getByRole('link', { name: reader.nav.privacy }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(at('/', '#privacy'));
      await expect(page.locator('#privacy')).toBeInViewport();
      await expect(page.locator('#privacy')).toBeFocused();

      await nav.getByRole('link', { name: reader.nav.home, exact: true }).click();
      await expect(page).toHaveURL(at('/'));
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    });

    test(`/User is an intentional empty page whose way home is / (${reader.name})`, async ({
      page,
    }) => {
      await page.goto(at('/User'));
      await expect(page.getByRole('heading', { name: reader.user.empty })).toBeVisible();
      await page.getByRole('link', { name: reader.user.backHome }).click();
      await expect(page).toHaveURL(at('/'));
      await expect(
        page.getByRole('heading', { level: 1, name: reader.headings.home }),
      ).toBeVisible();
    });

    test(`/Policy frames the loan agreement in a sandbox, with a link to it (${reader.name})`, async ({
      page,
      request,
    }) => {
      await page.goto(at('/Policy'));
      const frame = page.locator('iframe');
      await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
      await expect(frame).toHaveAttribute('title', reader.frameTitle);
      const src = await frame.getAttribute('src');
      expect(src).toMatch(/^\/Loan\?embed=1/);
      await expect(
        page.frameLocator('iframe').getByRole('heading', { level: 1, name: reader.headings.loan }),
      ).toBeVisible();

      // The framed page is plain HTML: nothing for a sandbox without scripts to refuse.
      const { html } = await serverHtml(request, src!);
      expect(html).not.toContain('<script type="module"');
      expect(html).toContain(`<html lang="${reader.lang}"`);
      await page.goto(src!);
      await expectAccessible(page);
    });
  });
}

test('reduced motion: the anchors still land, without smooth scrolling', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/?languageType=1');
  await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
  // Instant: in view on the next frame, not after an animation.
  await expect(page.locator('#privacy')).toBeInViewport({ timeout: 500 });
});

test('the language switcher keeps the visitor on the same page, and a reload keeps the language', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/About?languageType=1');
  const switcher = page.getByRole('navigation', { name: 'Language' });
  await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  // India is offered in English, Hindi and Chinese; Indonesian is Indonesia's, behind the country switch.
  await expect(switcher.getByRole('link')).toHaveText(['English', 'हिन्दी', '中文']);
  const country = page.getByRole('navigation', { name: 'Country' });
  await expect(country.getByRole('link', { name: 'India' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // Another country keeps the reader's language when it is offered there.
  await country.getByRole('link', { name: 'Indonesia' }).click();
  await expect(page).toHaveURL('/About?locale=en');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  // The reader chose Indonesian, which the address names, though the browser asks for English.
  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: 'Bahasa Indonesia' })
    .click();
  await expect(page).toHaveURL('/About?languageType=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id-ID');

  await page
    .getByRole('navigation', { name: 'Bahasa' })
    .getByRole('link', { name: '中文' })
    .click();
  await expect(page).toHaveURL('/About?locale=zh-CN');
  await expect(page.getByRole('heading', { level: 1, name: '关于我们' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '关于我们' })).toBeVisible();
  await page.goto('/About?languageType=1');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('robots.txt opens the site, closes the app and the API and names none of the tools; sitemap.xml lists every page in every language', async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Allow: /');
  for (const closed of ['/api', '/relevant', '/that']) {
    expect(robots).toContain(`Disallow: ${closed}\n`);
  }
  // The desk, metrics and sandbox say noindex themselves; listing them would advertise them.
  expect(robots).not.toMatch(/\/(ops|metrics|dev|sandbox)\b/);
  expect(robots).not.toMatch(/Disallow: \/(About|Policy|Loan|User|contact|privacyPolicy)\b/);
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  const body = await sitemap.text();
  for (const { path } of sitePages) {
    for (const reader of siteReaders) {
      expect(body).toContain(`<loc>${baseURL}${path}${reader.query.replace('&', '&amp;')}</loc>`);
    }
  }
});

test.describe('an address that names no language follows the browser', () => {
  // The test runner's locale would otherwise set the navigations' Accept-Language.
  test.use({ locale: 'en-IN', extraHTTPHeaders: { 'accept-language': 'en-IN' } });

  test('an Indian visitor gets English and rupees; the switcher and a reload keep their choice', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await expect(page).toHaveURL('/?languageType=1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByText('₹2,000 – ₹80,000').first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText('Rp');
    await expect(page.getByRole('contentinfo')).toContainText(siteFooters.IN.phone);

    // Choosing Indonesia in Indonesian outranks the browser, on the next page and after a
    // reload too.
    await page
      .getByRole('navigation', { name: 'Country' })
      .getByRole('link', { name: 'Indonesia' })
      .click();
    await expect(page).toHaveURL('/?locale=en');
    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'Bahasa Indonesia' })
      .click();
    await expect(page).toHaveURL('/?languageType=2');
    await expect(page.getByText('Rp 1.000.000 – Rp 15.000.000').first()).toBeVisible();
    await page.getByRole('link', { name: 'Hubungi kami' }).first().click();
    await expect(page).toHaveURL('/contact?languageType=2');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id-ID');
    await expect(page.getByRole('heading', { level: 1, name: 'Hubungi kami' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the public loan agreement of an Indian product opens in English, not as "not found"', async ({
    page,
    newSession,
  }) => {
    const session = await newSession({ region: 'IN' });
    const product = session.products.find((p) => p.region === 'IN')!;
    await page.goto(`/loanAgreement?productId=${product.id}`);
    await expect(page).toHaveURL(`/loanAgreement?productId=${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByTestId('agreement-no-session')).toContainText(
      'Open this page from the app',
    );
    await expect(page.getByTestId('agreement-not-found')).toHaveCount(0);
  });
});

test.describe('an Indonesian visitor', () => {
  test.use({ locale: 'id-ID', extraHTTPHeaders: { 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' } });

  test('gets the Indonesian site at its own address, and the Indonesian agreement', async ({
    page,
    newSession,
  }) => {
    await page.goto('/About');
    await expect(page).toHaveURL('/About');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id-ID');
    await expect(page.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();
    const product = (await newSession({ region: 'ID' })).products.find((p) => p.region === 'ID')!;
    await page.goto(`/loanAgreement?productId=${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id-ID');
  });
});

/*
 * Markets by region, language by language (decision 041): the region subtag picks the company,
 * the language its words; an English with no region of ours gets Indonesia, the default
 * market, in English, with the country switch at the top of every page.
 */
const visitors = [
  {
    acceptLanguage: 'en-ID,en;q=0.9',
    url: '/?locale=en',
    lang: 'en-ID',
    country: 'Indonesia',
    heading: 'Instant personal loans, on your phone',
    claim: 'Rp 1.000.000 – Rp 15.000.000',
    footer: siteFooters.ID.phone,
  },
  {
    acceptLanguage: 'en-US,en;q=0.9',
    url: '/?locale=en',
    lang: 'en-ID',
    country: 'Indonesia',
    heading: 'Instant personal loans, on your phone',
    claim: 'Rp 1.000.000 – Rp 15.000.000',
    footer: siteFooters.ID.phone,
  },
  {
    acceptLanguage: 'en-IN,en;q=0.9',
    url: '/?languageType=1',
    lang: 'en-IN',
    country: 'India',
    heading: 'Instant personal loans, on your phone',
    claim: '₹2,000 – ₹80,000',
    footer: siteFooters.IN.phone,
  },
  {
    acceptLanguage: 'id-ID,id;q=0.9',
    url: '/',
    lang: 'id-ID',
    country: 'Indonesia',
    heading: 'Pinjaman pribadi cepat, langsung dari ponsel',
    claim: 'Rp 1.000.000 – Rp 15.000.000',
    footer: siteFooters.ID.phone,
  },
] as const;

for (const visitor of visitors) {
  const tag = visitor.acceptLanguage.split(',')[0]!;
  test.describe(`a visitor whose browser asks for ${tag}`, () => {
    test.use({ locale: tag, extraHTTPHeaders: { 'accept-language': visitor.acceptLanguage } });

    test(`${tag} opens ${visitor.country}'s site in its language, with the country shown`, async ({
      page,
    }, testInfo) => {
      const problems = watchConsole(page);
      await page.goto('/');
      await expect(page).toHaveURL(visitor.url);
      await expect(page.locator('html')).toHaveAttribute('lang', visitor.lang);
      await expect(page.getByRole('heading', { level: 1, name: visitor.heading })).toBeVisible();
      await expect(page.getByText(visitor.claim).first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(visitor.footer);
      const country = page.getByTestId(`market-${visitor.country === 'India' ? 'IN' : 'ID'}`);
      await expect(country).toHaveAttribute('aria-current', 'true');
      await expect(country).toHaveText(visitor.country);
      await expect(country).toBeInViewport();
      await page.screenshot({ path: testInfo.outputPath(`site-${tag}-360.png`) });
      expect(problems).toEqual([]);
    });
  });
}

test('the Indonesian company in English: its privacy policy and loan terms are the English translation of its own', async ({
  page,
}) => {
  await page.goto('/privacyPolicy?locale=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Law Number 27 of 2022 on Personal Data Protection')).toBeVisible();
  await page.goto('/loanTerms?locale=en');
  await expect(page.getByText('OJK Contact 157').first()).toBeVisible();
  await expect(page.locator('head link[hreflang="en-ID"]')).toHaveAttribute(
    'href',
    /\/loanTerms\?locale=en$/,
  );
  // The page names its own language as its hreflang does: English, Indonesia.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-ID');
  await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute('content', 'en_ID');
});

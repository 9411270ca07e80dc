import { bridgeCalls, expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import { expectRecommendedProducts } from '../loans.ts';

const copy = {
  en: { title: 'Page not found', home: 'Back to Home' },
  id: { title: 'Halaman tidak ditemukan', home: 'Kembali ke Beranda' },
} as const;

for (const language of ['en', 'id'] as const) {
  const t = copy[language];

  test(`${language}: an unknown address says so and Back to Home leads somewhere outside the app`, async ({
    page,
    newSession,
  }) => {
    const session = await newSession({ region: language === 'en' ? 'IN' : 'ID' });
    await page.goto(launchUrl('/noSuchPage', { language, token: session.token }));
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: t.home }).click();
    await expect
      .poll(() => bridgeCalls(page))
      .toEqual([expect.objectContaining({ action: 'openAppHome' })]);
    // A plain browser has no app to answer: the recommended products, in the launch's language.
    await expectRecommendedProducts(page, language);
  });
}

/**
 * Marketing SMS offers (decision 065), one walk per market: two borrowers give "Offers by SMS"
 * in My data, the operator schedules a campaign in the desk (axe on its page), one borrower
 * withdraws the consent in My data, the campaign goes out at its time (the sandbox runs the
 * sender at a moment inside the market's promotional hours): the consenting borrower's phone
 * receives the offer with the sender's name and how to stop, the other's nothing, and the
 * desk counts the campaign done with them.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, launchUrl, test, type Language } from '../fixtures.ts';

const DESK_PASSWORD = 'tenor-demo-desk';

const walks = {
  en: {
    region: 'IN' as const,
    offset: 330,
    market: 'India (SMS in English, and Hindi to Hindi readers)',
    field: 'Offer in English, for India (up to 60 characters)',
    give: 'Give consent',
    withdraw: 'Withdraw consent',
    given: 'Given',
    notGiven: 'Not given',
    stop: 'To stop offers: My data in the',
  },
  id: {
    region: 'ID' as const,
    offset: 420,
    market: 'Indonesia (SMS in Bahasa Indonesia)',
    field: 'Offer in Bahasa Indonesia, for Indonesia (up to 160 characters)',
    give: 'Berikan persetujuan',
    withdraw: 'Tarik persetujuan',
    given: 'Diberikan',
    notGiven: 'Tidak diberikan',
    stop: 'Untuk berhenti: Data saya di aplikasi',
  },
} as const;

/** Tomorrow or the day after on the market's calendar: never a Sunday (Indonesia sends none). */
function nextSendingDay(offsetMin: number): string {
  const DAY = 86_400_000;
  let at = Date.now() + offsetMin * 60_000 + DAY;
  if (new Date(at).getUTCDay() === 0) at += DAY;
  return new Date(at).toISOString().slice(0, 10);
}

/** The instant of a market's wall-clock time. */
const marketInstant = (date: string, time: string, offsetMin: number) =>
  new Date(Date.parse(`${date}T${time}:00Z`) - offsetMin * 60_000).toISOString();

async function setConsent(page: Page, language: Language, token: string, give: boolean) {
  const w = walks[language];
  await page.goto(launchUrl('/myData', { language, token }));
  const consent = page.getByTestId('consent-marketingSms');
  await consent.getByRole('button', { name: give ? w.give : w.withdraw }).click();
  await expect(consent).toContainText(give ? w.given : w.notGiven);
}

async function desk(page: Page) {
  await page.goto('/ops/offers');
  if (await page.getByLabel('Desk password').isVisible()) {
    await page.getByLabel('Desk password').fill(DESK_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.goto('/ops/offers');
  }
  await expect(page.getByRole('heading', { level: 1, name: 'SMS offers' })).toBeVisible();
}

// One market's sweep sends every campaign due by then, the other market's too: run one walk
// at a time, so no sweep reaches a campaign before its own walk has withdrawn the consent.
test.describe.configure({ mode: 'serial' });

for (const language of ['en', 'id'] as const) {
  const w = walks[language];

  test(`SMS offers (${language}): a consent withdrawn in My data stops the campaign's SMS, a standing one receives it once, the desk counts both`, async ({
    page,
    newSession,
    request,
  }, testInfo) => {
    const [keeps, withdraws] = [
      await newSession({ region: w.region }),
      await newSession({ region: w.region }),
    ];
    await setConsent(page, language, keeps.token, true);
    await setConsent(page, language, withdraws.token, true);

    // The operator schedules a campaign for the next sending day (the real timer waits for it).
    const day = nextSendingDay(w.offset);
    const token = `${language.toUpperCase()}${Date.now() % 1_000_000}`;
    const text =
      language === 'en'
        ? `Top-up loans this week, code ${token}`
        : `Pinjaman tambahan minggu ini, kode ${token}`;
    await desk(page);
    await page.getByRole('radio', { name: w.market }).check();
    await page.getByLabel(w.field).fill(text);
    await page.getByLabel("Send from (the market's time)").fill(`${day}T11:00`);
    await page.getByRole('button', { name: 'Schedule the campaign' }).click();
    const notice = page.getByRole('status');
    await expect(notice).toHaveText(/^Campaign #\d+ is scheduled\.$/);
    const offerId = /#(\d+)/.exec((await notice.textContent())!)![1]!;
    const row = page.locator(`tr[data-offer="${offerId}"]`);
    await expect(row).toContainText('Waiting for its send time');
    await expect(row).toContainText(text);
    await expectAccessible(page);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({
      path: testInfo.outputPath(`offers-desk-${language}-360.png`),
      fullPage: true,
    });

    // After the campaign was created, one borrower withdraws the consent in My data.
    await setConsent(page, language, withdraws.token, false);

    const sent = await request.post('/dev/offers/send', {
      data: { at: marketInstant(day, '12:00', w.offset) },
    });
    expect(sent.ok()).toBe(true);
    const offersTo = async (phone: string) => {
      const res = await request.get(`/dev/outbox?phone=${encodeURIComponent(phone)}`);
      const body = (await res.json()) as { data: { text: string }[] };
      return body.data.map((m) => m.text).filter((t) => t.includes(token));
    };
    const received = await offersTo(keeps.phone);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain(text);
    expect(received[0]).toContain(w.stop);
    expect(received[0]).toMatch(/Tenor/);
    expect(await offersTo(withdraws.phone)).toEqual([]);

    await desk(page);
    await expect(row).toContainText('Done');
    const count = async (name: string) =>
      Number(await row.locator(`[data-count="${name}"]`).textContent());
    expect(await count('sent')).toBeGreaterThanOrEqual(1);
    expect(await count('noConsent')).toBeGreaterThanOrEqual(1);
  });
}

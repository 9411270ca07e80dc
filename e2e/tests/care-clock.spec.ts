/**
 * The complaint clock on the complaint page and the desk (decision 063), one walk per market:
 * reference, reply due in market time and the timeline; then the complaint moved by the sandbox
 * (`/dev/complaints/clock`) and swept at 6, 15 and 31 days — past the 3-working-day promise,
 * past Indonesia's 10 working days, past India's 30 days — with, at each step, the borrower's
 * timeline and regulator's route and the grievance officer's queue showing each breach in red.
 */
import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { BREACH_RED, openDesk } from '../desk.ts';
import { expect, expectAccessible, launchUrl, test } from '../fixtures.ts';

const markets = {
  en: {
    region: 'IN' as const,
    languageType: 1,
    // The legal limit (30 days) is past only at the third step.
    pastLimit: [false, false, true],
    text: 'My payment of 5 May is still not showing on the loan.',
    reference: /^TNR-IN-\d{4}-\d{6}$/,
    due: /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST$/,
    received: 'Received',
    escalated: 'Escalated to our grievance officer',
    waiting: 'within 3 working days',
    late: 'Our answer is late, so your complaint has gone to our grievance officer',
    route: 'Take it to the regulator',
    regulator: 'RBI Ombudsman (Complaint Management System)',
    pack: 'Download the complaint pack',
  },
  id: {
    region: 'ID' as const,
    languageType: 0,
    // The legal limit (10 working days: 12 to 14 calendar days) is past from the second step.
    pastLimit: [false, true, true],
    text: 'Pembayaran saya tanggal 5 Mei belum tercatat.',
    reference: /^TNR-ID-\d{4}-\d{6}$/,
    due: /^\d{1,2} [A-Z][a-z]{2} \d{4} \d{2}\.\d{2} WIB$/,
    received: 'Diterima',
    escalated: 'Dieskalasi ke petugas pengaduan',
    waiting: 'dalam 3 hari kerja',
    late: 'Jawaban kami terlambat, jadi pengaduan Anda sudah diteruskan ke petugas pengaduan kami',
    route: 'Ajukan ke regulator',
    regulator: 'OJK — Perlindungan Konsumen',
    pack: 'Unduh berkas pengaduan',
  },
};

/** A desk row's breaches: the words the desk sets in red. */
const breaches = (row: Locator) => row.locator('strong.overdue');

for (const [language, m] of Object.entries(markets) as ['en' | 'id', (typeof markets)['en']][]) {
  test(`complaint clock: reference, reply due, timeline, then at 3 working days, 10 working days and 30 days the escalation, the regulator's route with its pack and each breach on the desk (${language})`, async ({
    page,
    newSession,
    request,
  }) => {
    const session = await newSession({ region: m.region });
    const saved = await request.post(`/greyer/problem-save?languageType=${m.languageType}`, {
      form: { problemType: '2', problemDetail: m.text },
      headers: { 'x-token': session.token },
    });
    expect(saved.ok()).toBe(true);
    const problemId = ((await saved.json()) as { data: { problemId: number } }).data.problemId;
    const url = launchUrl('/complainDetails', {
      language,
      token: session.token,
      query: { problemId: String(problemId) },
    });

    // Just filed: its reference, the promise in market time, received; no regulator yet.
    await page.goto(url);
    const clock = page.getByTestId('complaint-clock');
    await expect(clock.getByTestId('complaint-reference')).toHaveText(m.reference);
    const reference = (await clock.getByTestId('complaint-reference').textContent())!.trim();
    await expect(clock.getByTestId('reply-due')).toHaveText(m.due);
    const timeline = clock.getByTestId('complaint-timeline').getByRole('listitem');
    await expect(timeline).toHaveCount(1);
    await expect(timeline.first()).toContainText(m.received);
    await expect(page.getByTestId('regulator-route')).toHaveCount(0);
    await expect(page.getByTestId('awaiting-reply')).toContainText(m.waiting);

    // The clock walked: 6 days (3 working days are at most 5), 15 (10 working days are at
    // most 14), 31 (India's 30 days). Each step is swept as the minute's sweep would.
    const desk = await page.context().newPage();
    let aged = 0;
    for (const [step, days] of [6, 15, 31].entries()) {
      const swept = await request.post('/dev/complaints/clock', {
        data: { problemId, days: days - aged },
      });
      expect(swept.ok()).toBe(true);
      aged = days;
      const pastLimit = m.pastLimit[step]!;

      // The borrower: escalated since the promise passed; the regulator once the limit has.
      await page.reload();
      await expect(timeline.last()).toContainText(m.escalated);
      await expect(timeline.first()).toContainText(m.received);
      // The 3 days are past: the page no longer promises them.
      await expect(page.getByTestId('awaiting-reply')).toContainText(m.late);
      await expect(page.getByTestId('regulator-route')).toHaveCount(pastLimit ? 1 : 0);

      // The grievance officer's queue: the promise's breach, then the legal limit's, in red.
      await openDesk(desk, '/ops/grievance');
      const row = desk.getByRole('row').filter({ hasText: reference });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(/Overdue since \d/);
      if (pastLimit) await expect(row).toContainText(/Past the legal limit since \d/);
      else await expect(row).toContainText(/by \d{1,2} [A-Z][a-z]{2} \d{4}/);
      await expect(breaches(row)).toHaveCount(pastLimit ? 2 : 1);
      for (const red of await breaches(row).all()) {
        await expect(red).toHaveCSS('color', BREACH_RED);
      }
      if (step === 0) await expectAccessible(desk);
    }
    await desk.close();

    const route = page.getByTestId('regulator-route');
    await expect(route.getByRole('heading', { name: m.route })).toBeVisible();
    await expect(route).toContainText(m.regulator);
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      route.getByRole('link', { name: m.pack }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${reference}.html`);
    const body = await readFile(await download.path(), 'utf8');
    expect(body).toContain(reference);
    expect(body).toContain(m.text);
  });
}

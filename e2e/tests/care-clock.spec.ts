/**
 * The complaint clock on the complaint page (decision 063), one walk per market: reference,
 * reply due in market time and the timeline; then, the complaint moved past the legal limit
 * by the sandbox (`/dev/complaints/clock`) and swept, the escalation on the timeline and the
 * regulator's route with the pack to download.
 */
import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, launchUrl, test } from '../fixtures.ts';

const markets = {
  en: {
    region: 'IN' as const,
    languageType: 1,
    // 30 days in India: a day more.
    days: 31,
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
    // 10 working days in Indonesia: 20 calendar days is past them whatever the weekday.
    days: 20,
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

for (const [language, m] of Object.entries(markets) as ['en' | 'id', (typeof markets)['en']][]) {
  test(`complaint clock: reference, reply due, timeline, then escalation and the regulator's route with its pack (${language})`, async ({
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

    // Past the legal limit with no reply: the sweep escalated it, the regulator takes it.
    const swept = await request.post('/dev/complaints/clock', {
      data: { problemId, days: m.days },
    });
    expect(swept.ok()).toBe(true);
    await page.reload();
    await expect(timeline.last()).toContainText(m.escalated);
    // The 3 days are past: the page no longer promises them.
    await expect(page.getByTestId('awaiting-reply')).toContainText(m.late);
    await expect(timeline.first()).toContainText(m.received);
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

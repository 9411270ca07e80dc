import { orderStatus as s } from '@tenor/contract/orders';
import { expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import { languages, loansCopy, orderId } from '../loans.ts';

/** docs/screens.md "Statement of account", decision 060. */
const copy = {
  en: {
    link: 'Statement of account and repayment calendar',
    title: 'Statement of account',
    outstanding: 'Outstanding',
    calendar: 'Add to calendar',
    download: 'Download statement',
    paidOut: 'Paid out to your account',
    payment: 'Payment · instalment 1/',
  },
  id: {
    link: 'Laporan rekening dan kalender cicilan',
    title: 'Laporan rekening pinjaman',
    outstanding: 'Sisa tagihan',
    calendar: 'Tambahkan ke kalender',
    download: 'Unduh laporan',
    paidOut: 'Dicairkan ke rekening Anda',
    payment: 'Pembayaran · cicilan 1/',
  },
} as const;

for (const language of languages) {
  const c = copy[language];
  test(`the statement opens from loan details and closes at its outstanding; the .ics and the file download by plain GET (${language})`, async ({
    page,
    newSession,
  }) => {
    test.setTimeout(60_000);
    const session = await newSession({ region: loansCopy[language].region });
    const id = orderId(session, s.instalmentsInProgress);
    await page.goto(
      launchUrl('/loanDetails', { language, token: session.token, query: { orderId: id } }),
    );
    const outstanding = page
      .getByTestId('detail-rows')
      .locator('div', { has: page.getByText(c.outstanding, { exact: true }) })
      .locator('dd');
    const owed = (await outstanding.textContent())!.trim();
    expect(owed).toMatch(language === 'en' ? /^₹[\d,]+\.\d\d$/ : /^Rp\s[\d.]+$/);

    await page.getByRole('link', { name: c.link }).click();
    await expect(page).toHaveURL(/\/loanStatement\?/);
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await expect(page.getByTestId('statement-outstanding')).toHaveText(owed);

    // The movements: paid out first, a paid instalment, the closing balance = the outstanding.
    const rows = page.getByTestId('statement-rows').locator('tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(4);
    await expect(rows.first()).toContainText(c.paidOut);
    await expect(page.getByTestId('statement-rows')).toContainText(c.payment);
    await expect(rows.last().locator('td').last()).toHaveText(owed);
    await expect(page.getByTestId('statement-closing')).toHaveText(owed);
    const unpaid = await page.getByTestId('statement-upcoming').locator('li').count();
    expect(unpaid).toBeGreaterThanOrEqual(1);
    await expectAccessible(page);

    // Add to calendar: a real https/http GET (no blob:, no session token), an .ics attachment.
    const calendar = page.getByRole('link', { name: c.calendar });
    const href = (await calendar.getAttribute('href'))!;
    expect(href).toMatch(/^\/v3\/loan-details\/statement-calendar\?/);
    expect(href).not.toContain(session.token);
    expect(new URL(href, page.url()).searchParams.has('token')).toBe(false);
    const ics = await page.request.get(href);
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.headers()['content-disposition']).toMatch(/^attachment; filename="[\w-]+\.ics"/);
    const text = await ics.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text.match(/BEGIN:VEVENT/g)?.length).toBe(unpaid);
    expect(text).toContain('BEGIN:VALARM');
    expect(text).not.toContain(session.token);

    // The statement file: the same closing balance, with a print stylesheet.
    const fileHref = (await page.getByRole('link', { name: c.download }).getAttribute('href'))!;
    expect(fileHref).not.toContain(session.token);
    const file = await page.request.get(fileHref);
    expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="[\w-]+\.html"/);
    const html = await file.text();
    expect(html).toContain('@media print');
    expect(html).toContain(owed);
  });
}

import { expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import { languages, loansCopy, orderId } from '../loans.ts';

/** What the reminder choices read in each market (decision 062). */
const remindersCopy = {
  en: {
    link: 'Payment reminders',
    consents: 'My consents',
    on: 'On',
    off: 'Off',
    turnOff: 'Turn these reminders off',
    turnOn: 'Turn these reminders on',
    sms: 'SMS',
    inApp: 'A notice in the app',
    bridge: 'A phone notification from the app',
    days: ['3 days before', '1 day before', 'On the due date'],
    save: 'Save my choices',
    saved: 'Your reminder choices are saved.',
    required: /missed.*always send a notice by SMS and in the app.*penal charge.*law requires it/,
    hours: 'Reminders are sent only between 08:00 and 19:00 (IST), never on a holiday.',
    recorded: /^Your choice of \d{1,2} \w{3} \d{4}, \d{2}:\d{2} is recorded in My consents\.$/,
  },
  id: {
    link: 'Pengingat pembayaran',
    consents: 'Persetujuan saya',
    on: 'Aktif',
    off: 'Nonaktif',
    turnOff: 'Matikan pengingat ini',
    turnOn: 'Aktifkan pengingat ini',
    sms: 'SMS',
    inApp: 'Pemberitahuan di aplikasi',
    bridge: 'Notifikasi ponsel dari aplikasi',
    days: ['3 hari sebelumnya', '1 hari sebelumnya', 'Pada tanggal jatuh tempo'],
    save: 'Simpan pilihan saya',
    saved: 'Pilihan pengingat Anda tersimpan.',
    required:
      /terlewat.*selalu mengirim pemberitahuan lewat SMS dan di aplikasi.*denda.*wajib menurut hukum/,
    hours:
      'Pengingat hanya dikirim Senin sampai Sabtu pukul 08.00–20.00 WIB, tidak pada hari libur.',
    recorded: /^Pilihan Anda pada \d{1,2} \w{3} \d{4} \d{2}\.\d{2} tercatat di Persetujuan saya\.$/,
  },
} as const;

for (const language of languages) {
  const c = loansCopy[language];
  const r = remindersCopy[language];

  test(`Payment reminders (${language}): from loan details, the hours and the required notice; one tap off and on; channels and lead days saved, kept and in My consents`, async ({
    page,
    newSession,
  }, testInfo) => {
    const session = await newSession({ region: c.region });
    const order = orderId(session, 174);
    await page.goto(
      launchUrl('/loanDetails', { language, token: session.token, query: { orderId: order } }),
    );
    await page.getByRole('link', { name: r.link, exact: true }).click();
    await expect(page).toHaveURL(/\/reminderSettings$/);
    await expect(page.getByRole('heading', { level: 1, name: r.link })).toBeVisible();
    await expect(page.getByTestId('reminders-required')).toHaveText(r.required);
    await expect(page.getByTestId('reminders-hours')).toHaveText(r.hours);

    // Every channel and lead day is on until the borrower chooses.
    await expect(page.getByTestId('reminders-optional')).toHaveText(r.on);
    for (const name of [r.sms, r.inApp, r.bridge, ...r.days]) {
      await expect(page.getByRole('checkbox', { name, exact: true })).toBeChecked();
    }
    await expectAccessible(page);
    await page.screenshot({
      path: testInfo.outputPath(`reminders-${language}-360.png`),
      fullPage: true,
    });

    // One tap turns the optional reminders off, another back on.
    await page.getByRole('button', { name: r.turnOff }).click();
    await expect(page.getByTestId('reminders-optional')).toHaveText(r.off);
    await expect(page.getByRole('status').filter({ hasText: r.saved })).toBeVisible();
    await page.getByRole('button', { name: r.turnOn }).click();
    await expect(page.getByTestId('reminders-optional')).toHaveText(r.on);

    // No SMS, not three days ahead: saved, and read back after a reload.
    await page.getByRole('checkbox', { name: r.sms, exact: true }).uncheck();
    await page.getByRole('checkbox', { name: r.days[0], exact: true }).uncheck();
    await page.getByRole('button', { name: r.save }).click();
    await expect(page.getByTestId('reminders-recorded')).toHaveText(r.recorded);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: r.sms, exact: true })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: r.days[0], exact: true })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: r.days[1], exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: r.inApp, exact: true })).toBeChecked();

    // Each choice is a row of the consent ledger: off, on, and the channels and days saved.
    await page.getByRole('link', { name: r.consents }).click();
    await expect(page).toHaveURL(/\/myConsents$/);
    const rows = page.getByTestId('consent-row').filter({ hasText: 'Payment reminders' });
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText(/inApp,bridge; 1,0/);
  });
}

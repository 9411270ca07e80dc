/**
 * My data (decision 064), one walk per market: what is held, the export through real links,
 * the optional consent given then withdrawn, the phone corrected only with the code sent to
 * the new number, erasure refused with the reason and date while loans are open, and the
 * requests listed with their references. Then the signed-out deletion page.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import { latestSmsCode } from '../repay.ts';

const walks = {
  en: {
    region: 'IN' as const,
    newPhone: '9123401234',
    e164: '+919123401234',
    title: 'My data',
    held: 'What we hold',
    loans: 'Loans and their schedules',
    export: 'Export my data',
    json: 'Download the file (JSON)',
    readable: 'Open the readable copy',
    give: 'Give consent',
    withdraw: 'Withdraw consent',
    given: 'Given',
    notGiven: 'Not given',
    newLabel: 'New mobile number',
    send: 'Send a code to the new number',
    codeLabel: 'Code from the SMS',
    change: 'Change my number',
    wrong: 'The code is not right',
    now: 'Now: +919123401234',
    refusal:
      /Not yet: a loan is open, and its records must be kept 5 years after it ends\. The earliest date is \d{1,2} \w{3} \d{4}\./,
    exportKind: 'Copy of your data',
    correctKind: 'Phone correction',
    emailLabel: 'E-mail address',
    emailNone: 'No e-mail address given.',
    emailSave: 'Save e-mail address',
    emailRemove: 'Remove e-mail address',
    email: 'asha@example.in',
  },
  id: {
    region: 'ID' as const,
    newPhone: '081234509876',
    e164: '+6281234509876',
    title: 'Data saya',
    held: 'Data yang kami simpan',
    loans: 'Pinjaman dan jadwalnya',
    export: 'Ekspor data saya',
    json: 'Unduh berkas (JSON)',
    readable: 'Buka salinan yang dapat dibaca',
    give: 'Berikan persetujuan',
    withdraw: 'Tarik persetujuan',
    given: 'Diberikan',
    notGiven: 'Tidak diberikan',
    newLabel: 'Nomor ponsel baru',
    send: 'Kirim kode ke nomor baru',
    codeLabel: 'Kode dari SMS',
    change: 'Ubah nomor saya',
    wrong: 'Kode salah',
    now: 'Saat ini: +6281234509876',
    refusal:
      /Belum bisa: ada pinjaman yang berjalan, dan catatannya wajib disimpan 5 tahun setelah berakhir\. Paling cepat \d{1,2} \w{3} \d{4}\./,
    exportKind: 'Salinan data',
    correctKind: 'Perbaikan nomor ponsel',
    emailLabel: 'Alamat e-mail',
    emailNone: 'Belum ada alamat e-mail.',
    emailSave: 'Simpan alamat e-mail',
    emailRemove: 'Hapus alamat e-mail',
    email: 'budi@example.co.id',
  },
} as const;

async function exported(request: APIRequestContext, href: string) {
  const res = await request.get(href);
  expect(res.status()).toBe(200);
  return (await res.json()) as Record<string, unknown[]> & { profile: { phone: string } };
}

for (const language of ['en', 'id'] as const) {
  const w = walks[language];
  test(`My data (${language}): export, consent, phone correction by code, erasure refused, requests`, async ({
    page,
    newSession,
    request,
  }) => {
    const session = await newSession({ region: w.region });
    await page.goto(launchUrl('/myData', { language, token: session.token }));
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    const held = page.getByTestId('held');
    await expect(page.getByRole('heading', { name: w.held })).toBeVisible();
    await expect(held.locator('[data-kind="loans"]')).toContainText(w.loans);
    await expect(page.getByTestId('erase-refusal')).toHaveText(w.refusal);
    await expectAccessible(page);

    // The export: two real addresses, no session token in them.
    await page.getByRole('button', { name: w.export }).click();
    const json = page.getByRole('link', { name: w.json });
    await expect(json).toBeVisible();
    await expect(page.getByRole('link', { name: w.readable })).toHaveAttribute(
      'href',
      /^\/documents\/my-data\//,
    );
    const href = (await json.getAttribute('href'))!;
    expect(href).toMatch(/^\/documents\/my-data\/\d+\/tenor-data-DR-[A-Z]{2}-\d{6}\.json\?/);
    expect(href).not.toContain(session.token);
    const doc = await exported(request, href);
    expect(doc.profile.phone).toBe(session.phone);
    expect(doc.loans!.length).toBeGreaterThan(0);

    // The optional consent: given, then withdrawn, each in one tap.
    const consent = page.getByTestId('consent-marketingSms');
    await expect(consent).toContainText(w.notGiven);
    await consent.getByRole('button', { name: w.give }).click();
    await expect(consent.getByRole('button', { name: w.withdraw })).toBeVisible();
    await expect(consent).toContainText(w.given);
    await consent.getByRole('button', { name: w.withdraw }).click();
    await expect(consent).toContainText(w.notGiven);

    // The phone: a wrong code changes nothing, the code sent to the new number does.
    await page.getByLabel(w.newLabel).fill(w.newPhone);
    await page.getByRole('button', { name: w.send }).click();
    const code = await (async () => {
      await expect(page.getByLabel(w.codeLabel)).toBeVisible();
      return latestSmsCode(request, w.e164);
    })();
    await page.getByLabel(w.codeLabel).fill(code === '000000' ? '000001' : '000000');
    await page.getByRole('button', { name: w.change }).click();
    await expect(page.getByText(w.wrong)).toBeVisible();
    await expect(page.getByTestId('phone-now')).not.toHaveText(w.now);
    await page.getByLabel(w.codeLabel).fill(code);
    await page.getByRole('button', { name: w.change }).click();
    await expect(page.getByTestId('phone-now')).toHaveText(w.now);

    // The e-mail the signed documents go to (decision 067): given, kept, removable.
    await expect(page.getByTestId('email-now')).toHaveText(w.emailNone);
    await page.getByRole('textbox', { name: w.emailLabel, exact: true }).fill(w.email);
    await page.getByRole('button', { name: w.emailSave }).click();
    await expect(page.getByRole('button', { name: w.emailRemove })).toBeVisible();
    await expect(page.getByTestId('email-now')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('textbox', { name: w.emailLabel, exact: true })).toHaveValue(
      w.email,
    );

    // Both requests, with their references, newest first.
    const requests = page.getByTestId('requests');
    await expect(requests.locator('li').nth(0)).toContainText(w.correctKind);
    await expect(requests.locator('li').nth(1)).toContainText(w.exportKind);
    await expect(requests.locator('li').nth(1)).toContainText(/DR-[A-Z]{2}-\d{6}/);
  });
}

test('the deletion page works signed out: phone, code, and the same refusal as in the app', async ({
  page,
  newSession,
  request,
}) => {
  const session = await newSession({ region: 'ID' });
  await page.goto('/account/delete?market=ID&lang=id');
  await expect(page.getByRole('heading', { level: 1, name: 'Hapus akun Anda' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Nomor ponsel').fill(session.phone);
  await page.getByRole('button', { name: 'Kirim kode' }).click();
  await expect(page.getByRole('status')).toContainText('kode sedang dikirim');
  await page.getByLabel('Kode dari SMS').fill(await latestSmsCode(request, session.phone));
  await page.getByRole('button', { name: 'Hapus akun saya' }).click();
  await expect(page.getByRole('status')).toContainText('masih berjalan');
  await expectAccessible(page);
});

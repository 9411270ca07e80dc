/**
 * My data (decision 064), one walk per market: what is held, the export through real links
 * holding a record of every kind the borrower has, the optional consent given then withdrawn,
 * the phone corrected only with the code sent to the new number, erasure refused with the
 * reason and date while loans are open, and the requests listed with their references; then
 * the loans closed and the sandbox's clock (`/dev/rights/clock`) past their retention, the
 * erasure asked and, past its notice, carried out: the borrower signed out, the desk's request
 * done, the complaint's words and photo gone and its loan and payment kept. Then the signed-out
 * deletion page.
 */
import type { APIRequestContext } from '@playwright/test';
import { pngPhoto } from '../care.ts';
import { openDesk } from '../desk.ts';
import { expect, expectAccessible, launchUrl, test, type DemoSession } from '../fixtures.ts';
import { confirmLoan, loansCopy, orderId, productId } from '../loans.ts';
import { latestSmsCode, orderInfo, payElsewhere } from '../repay.ts';

const walks = {
  en: {
    region: 'IN' as const,
    newPhone: '9123401234',
    e164: '+919123401234',
    title: 'My data',
    held: 'What we hold',
    loans: 'Loans and their schedules',
    // One profile: the count's word is the singular's.
    profile: /1 record(?!s)/,
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
    complaint: 'The collector called my office twice.',
    retention:
      /^Not yet: the records of your last loan must be kept 5 years after it ended, until \d{1,2} \w{3} \d{4}\.$/,
    erase: 'Erase my data',
    eraseKind: 'Erasure',
    scheduled: 'Scheduled',
    willErase: 'Accepted. We will erase your personal data on',
    loggedOut: 'You are signed out',
    erased: 'If you asked us to erase your data, it is done',
  },
  id: {
    region: 'ID' as const,
    newPhone: '081234509876',
    e164: '+6281234509876',
    title: 'Data saya',
    held: 'Data yang kami simpan',
    loans: 'Pinjaman dan jadwalnya',
    profile: /1 catatan/,
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
    complaint: 'Penagih menelepon kantor saya dua kali.',
    retention:
      /^Belum bisa: catatan pinjaman terakhir Anda wajib disimpan 5 tahun setelah berakhir, sampai \d{1,2} \w{3} \d{4}\.$/,
    erase: 'Hapus data saya',
    eraseKind: 'Penghapusan data',
    scheduled: 'Dijadwalkan',
    willErase: 'Diterima. Kami akan menghapus data pribadi Anda pada',
    loggedOut: 'Anda telah keluar',
    erased: 'Jika Anda meminta data Anda dihapus, penghapusan sudah dilakukan',
  },
} as const;

async function exported(request: APIRequestContext, href: string) {
  const res = await request.get(href);
  expect(res.status()).toBe(200);
  return (await res.json()) as Record<string, unknown[]> & {
    profile: { phone: string };
    complaints: { content: string; attachments: unknown[] }[];
  };
}

/** The demo borrower's loan that is due (status 174), and its number. */
const DUE = 174;

/**
 * A record of every kind My data exports, made as the app makes them: a complaint about the due
 * loan with a photo, a line to the chatbot, a loan confirmed (its consents and Key Fact
 * Statement) and the due loan paid in full (a payment and its settlement).
 */
async function recordsOfEveryKind(
  request: APIRequestContext,
  session: DemoSession,
  language: 'en' | 'id',
  complaint: string,
) {
  const headers = { 'x-token': session.token };
  const q = `languageType=${language === 'en' ? 1 : 0}`;
  const due = orderId(session, DUE);
  const info = await orderInfo(request, session.token, due, language);
  const orderNo = info.details.find((d) => /^TN[A-Z]{2}\d{8,}$/.test(d.value))!.value;
  const upload = await request.post(`/greyer/upload-problem-img?${q}`, {
    headers,
    multipart: { problemImage: pngPhoto('call-log.png', [200, 40, 40]) },
  });
  const image = ((await upload.json()) as { data: { url: string } }).data.url;
  const saved = await request.post(`/greyer/problem-save?${q}`, {
    headers,
    form: { problemType: '2', problemDetail: complaint, problemImage: image, orderNo },
  });
  const problemId = ((await saved.json()) as { data: { problemId: number } }).data.problemId;
  const asked = await request.post(`/greyer/qa-record?${q}`, {
    headers,
    form: { type: '4', value: 'how do I repay' },
  });
  expect(asked.ok()).toBe(true);
  const confirmed = await confirmLoan(
    request,
    session,
    language,
    productId(session, loansCopy[language].product),
  );
  await payElsewhere(request, session, due, info.repayAmount, language === 'en' ? 'IN' : 'ID');
  // Applied as the provider reports it: the loan is then settled (and needs no closing below).
  await expect
    .poll(async () => (await orderInfo(request, session.token, due, language)).orderStatus)
    .toBe(200);
  return { problemId, orderNo, confirmed };
}

/** Sandbox moves that end every loan the demo borrower still has open (the lender's reports). */
const CLOSING: Record<number, number[]> = {
  21: [151],
  110: [170, 200],
  170: [200],
  180: [200],
  3: [4],
  5: [4],
};

async function closeEveryLoan(request: APIRequestContext, session: DemoSession, extra: number) {
  const moves: [number, number[]][] = [[extra, [151]]];
  for (const [status, to] of Object.entries(CLOSING)) {
    moves.push([orderId(session, Number(status)), to]);
  }
  for (const [id, steps] of moves) {
    for (const status of steps) {
      const res = await request.post(`/dev/orders/${id}/status`, { data: { status } });
      expect(res.ok(), `order ${id} to ${status}`).toBe(true);
    }
  }
}

for (const language of ['en', 'id'] as const) {
  const w = walks[language];
  test(`My data (${language}): export of every kind of record, consent, phone correction by code, erasure refused with an open loan, requests, then erased after closure past retention with the money records kept`, async ({
    page,
    newSession,
    request,
  }) => {
    // A walk through every section of the page: 15–20 s alone, over 30 s on a busy machine.
    test.setTimeout(90_000);
    const session = await newSession({ region: w.region });
    const made = await recordsOfEveryKind(request, session, language, w.complaint);
    await page.goto(launchUrl('/myData', { language, token: session.token }));
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    const held = page.getByTestId('held');
    await expect(page.getByRole('heading', { name: w.held })).toBeVisible();
    await expect(held.locator('[data-kind="loans"]')).toContainText(w.loans);
    await expect(held.locator('[data-kind="profile"]')).toContainText(w.profile);
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
    // Every kind of record the borrower has: the seeded loans and the one confirmed, the
    // payment and its settlement, the complaint with its photo, the chat, consents, disclosure.
    expect(doc.loans!.length).toBe(Object.keys(session.orders).length + 1);
    for (const kind of ['payments', 'settlements', 'chats', 'consents', 'disclosures']) {
      expect(doc[kind]!.length, kind).toBeGreaterThan(0);
    }
    expect(doc.complaints.map((c) => [c.content, c.attachments.length])).toEqual([
      [w.complaint, 1],
    ]);

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

    // Every loan ended (the lender's reports): erasure waits for the retention, with its date.
    await closeEveryLoan(request, session, made.confirmed);
    const clock = async (days: number) => {
      const res = await request.post('/dev/rights/clock', {
        data: { borrowerId: session.borrowerId, days },
      });
      expect(res.ok()).toBe(true);
      return ((await res.json()) as { data: { erased: number } }).data.erased;
    };
    await page.reload();
    await expect(page.getByTestId('erase-refusal')).toHaveText(w.retention);
    // Five years on, it is accepted with 48 hours' notice.
    expect(await clock(5 * 366 + 1)).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: w.erase }).click();
    const erasure = requests.locator('li[data-kind="erase"]');
    await expect(erasure).toContainText(w.eraseKind);
    await expect(erasure).toContainText(w.scheduled);
    await expect(erasure).toContainText(w.willErase);
    const reference = /DR-[A-Z]{2}-\d{6}/.exec((await erasure.textContent())!)![0];

    // Past the notice the job erases: the borrower is signed out everywhere, their export gone.
    expect(await clock(3)).toBe(1);
    await page.reload();
    await expect(page.getByRole('heading', { name: w.loggedOut })).toBeVisible();
    await expect(page.getByTestId('rights-signed-out')).toContainText(w.erased);
    expect((await request.get(href)).status()).toBe(403);

    // The desk: the request done with its answer; the complaint's words and photo gone, the
    // loan it named kept with what was paid on it.
    const desk = await page.context().newPage();
    await openDesk(desk, '/ops/data-requests');
    const row = desk.locator(`tr[data-reference="${reference}"]`);
    await expect(row).toContainText('done');
    await expect(row).toContainText(`erased:${session.borrowerId}`);
    await openDesk(desk, `/ops/problems/${made.problemId}`);
    const main = desk.getByRole('main');
    await expect(main).not.toContainText(w.complaint);
    await expect(main).toContainText(`erased:${session.borrowerId}`);
    await expect(main).toContainText('No images.');
    const order = desk.getByRole('region', { name: 'Order' });
    await expect(order).toContainText(made.orderNo);
    await expect(order.locator('dt:has-text("Applied") + dd')).toHaveText(/[1-9]/);
  });
}

const deletion = {
  IN: {
    url: '/account/delete?market=IN&lang=en',
    title: 'Delete your account',
    phone: 'Mobile number',
    send: 'Send the code',
    sent: 'a code is on its way',
    code: 'Code from the SMS',
    confirm: 'Delete my account',
    refused: 'is open',
  },
  ID: {
    url: '/account/delete?market=ID&lang=id',
    title: 'Hapus akun Anda',
    phone: 'Nomor ponsel',
    send: 'Kirim kode',
    sent: 'kode sedang dikirim',
    code: 'Kode dari SMS',
    confirm: 'Hapus akun saya',
    refused: 'masih berjalan',
  },
} as const;

for (const region of ['IN', 'ID'] as const) {
  const d = deletion[region];
  test(`the deletion page works signed out: phone, code, and the same refusal as in the app (${region})`, async ({
    page,
    newSession,
    request,
  }) => {
    const session = await newSession({ region });
    await page.goto(d.url);
    await expect(page.getByRole('heading', { level: 1, name: d.title })).toBeVisible();
    if (region === 'ID') await expectAccessible(page);
    await page.getByLabel(d.phone).fill(session.phone);
    await page.getByRole('button', { name: d.send }).click();
    await expect(page.getByRole('status')).toContainText(d.sent);
    await page.getByLabel(d.code).fill(await latestSmsCode(request, session.phone));
    await page.getByRole('button', { name: d.confirm }).click();
    await expect(page.getByRole('status')).toContainText(d.refused);
    await expectAccessible(page);
  });
}

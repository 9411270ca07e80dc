import { bridgeCalls, expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import { languages, loansCopy, productId } from '../loans.ts';

/** What the Key Fact Statement (India) or RIPLAY personal (Indonesia) reads (decision 056). */
const kfsCopy = {
  en: {
    section: 'Key Fact Statement',
    number: /^KFS-IN-\d{8}-[A-Z0-9]{8}$/,
    validUntil: /^Valid until \d{1,2} \w{3} \d{4}, 23:59 \(IST, market time\)$/,
    part2: 'Part 2 — Other qualitative information',
    officer: /Nodal grievance redressal officer: .+, .+, .+@.+/,
    agents: /Recovery agents engaged: /,
    coolingOff: /Cooling-off period: \d+ days/,
    lsp: /Lending Service Provider \(LSP\)/,
    schedule: 'Annex C — Repayment schedule',
    consentsLink: 'My consents',
    /** The key facts in plain words (decision 070). */
    summary: {
      title: 'Key facts in plain words',
      get: /^₹[\d,]+\.\d\d, paid into your bank account$/,
      exit: /^Cooling-off period: \d+ days/,
      readAloud: 'Read aloud',
      blocked: 'Tick that you have read the key facts to confirm',
      speech: 'en-IN',
      kind: 'Key facts in plain words acknowledged',
    },
    // Row 10 names the extension fee, or that there is none (decision 069).
    extension:
      /Extension of the due date: (\d[\d.]*% of the principal falling due|not offered, so no extension fee)\./,
    kinds: [
      'Key Fact Statement shown',
      'Amount and term chosen',
      'Key Fact Statement acknowledged',
      'Agreement accepted',
    ],
  },
  id: {
    section: 'RIPLAY Personal',
    number: /^KFS-ID-\d{8}-[A-Z0-9]{8}$/,
    validUntil: /^Berlaku sampai \d{1,2} \w{3} \d{4} 23\.59 \(WIB, waktu pasar\)$/,
    part2: 'Bagian 2 — Informasi lainnya',
    officer: /Petugas pengaduan: .+, .+, .+@.+/,
    agents: /Agen penagihan: /,
    coolingOff: /Pembatalan: sebelum pencairan/,
    lsp: /Penyelenggara: /,
    schedule: 'Lampiran — Jadwal pembayaran',
    consentsLink: 'Persetujuan saya',
    summary: {
      title: 'Fakta utama dengan kata sederhana',
      get: /^Rp [\d.]+, masuk ke rekening bank Anda$/,
      exit: /^Pembatalan: sebelum pencairan/,
      readAloud: 'Bacakan',
      blocked: 'Centang bahwa Anda sudah membaca fakta utama untuk mengonfirmasi',
      speech: 'id-ID',
      kind: 'Fakta utama dengan kata sederhana dibaca dan dipahami',
    },
    extension:
      /Perpanjangan jatuh tempo: (\d[\d,]*% dari pokok yang jatuh tempo|tidak tersedia, jadi tidak ada biaya perpanjangan)\./,
    kinds: [
      'RIPLAY ditampilkan',
      'Jumlah dan tenor dipilih',
      'RIPLAY dibaca dan dipahami',
      'Perjanjian disetujui',
    ],
  },
} as const;

for (const language of languages) {
  const c = loansCopy[language];
  const k = kfsCopy[language];

  test(`Key Fact Statement and consent ledger (${language}): number, validity, Part 2 and schedule; its key facts in plain words read aloud and ticked; acknowledged, agreed, listed in My consents`, async ({
    page,
    newSession,
  }, testInfo) => {
    const session = await newSession({ region: c.region });
    const id = productId(session, c.product);
    // An app that can read aloud says so at launch (docs/native-integration.md, decision 070).
    await page.goto(
      launchUrl('/confirmLoan', {
        language,
        token: session.token,
        query: { productId: id, bridge: 'speak' },
      }),
    );
    const summary = page.getByTestId('kfs-summary');
    await expect(summary.getByRole('heading', { name: k.summary.title })).toBeVisible();
    await expect(summary.getByTestId('summary-get')).toHaveText(k.summary.get);
    await expect(summary.getByTestId('summary-exit')).toHaveText(k.summary.exit);
    const when = (await summary.getByTestId('summary-when').textContent())!;
    const pay = (await summary.getByTestId('summary-pay').textContent())!;
    const late = (await summary.getByTestId('summary-late').textContent())!;
    const exit = (await summary.getByTestId('summary-exit').textContent())!;
    const section = page.getByTestId('kfs-section');
    await expect(section.getByRole('heading', { name: k.section })).toBeVisible();
    const link = section.getByTestId('kfs-link');
    const number = (await link.textContent())!.split(' ').pop()!;
    expect(number).toMatch(k.number);
    await expect(section.getByTestId('kfs-valid-until')).toHaveText(k.validUntil);
    const validity = (await section.getByTestId('kfs-valid-until').textContent())!;
    const box = page.getByRole('checkbox', { name: c.kfsAcknowledge });
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAccessibleName(new RegExp(`${number}$`));

    // The statement itself: its number and validity, Part 2 and the schedule annex.
    await link.click();
    await expect(page).toHaveURL(
      new RegExp(`/agreements/kfs/${number}\\.html\\?lang=${language}$`),
    );
    await expect(page.getByTestId('kfs-no')).toHaveText(number);
    await expect(page.getByTestId('kfs-valid-until')).toHaveText(validity);
    const part2 = page.getByTestId('kfs-part2');
    await expect(part2.getByRole('heading', { name: k.part2 })).toBeVisible();
    for (const line of [k.agents, k.officer, k.coolingOff, k.lsp]) {
      await expect(part2.getByRole('listitem').filter({ hasText: line })).toHaveCount(1);
    }
    const schedule = page.getByTestId('kfs-schedule');
    await expect(schedule.getByRole('heading', { name: k.schedule })).toBeVisible();
    await expect(schedule.locator('tbody tr')).toHaveCount(1);
    await expect(schedule.locator('tbody tr td').nth(4)).toContainText(c.currency);
    // The summary said the statement's own figures: its one due date and amount, the total
    // (one instalment), the APR, row 10's late charges and Part 2's exit.
    const due = await schedule.locator('tbody tr td').nth(1).textContent();
    const instalment = (await schedule.locator('tbody tr td').nth(4).textContent())!;
    expect(when).toContain(due);
    expect(when).toContain(instalment);
    expect(pay).toContain(instalment);
    const part1 = page.getByTestId('kfs-part1');
    expect(pay).toContain((await part1.locator('tr').nth(8).locator('td').last().textContent())!);
    await expect(part1.locator('tr').nth(9).locator('td').last()).toHaveText(late);
    await expect(part1.locator('tr').nth(9).locator('td').last()).toContainText(k.extension);
    await expect(part2.getByRole('listitem').filter({ hasText: exit })).toHaveCount(1);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`kfs-${language}-360.png`), fullPage: true });

    // Back on confirm: the same statement while it binds; acknowledged apart from the consent.
    await page.goBack();
    await expect(page.getByTestId('kfs-link')).toContainText(number);
    await page.getByRole('checkbox', { name: c.consent }).check();
    // Agree waits for the plain-words summary's own tick; Read aloud hands it to the app.
    await expect(page.getByTestId('blocked-reason')).toHaveText(k.summary.blocked);
    await expect(page.getByRole('button', { name: c.confirm, exact: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await summary.getByRole('button', { name: k.summary.readAloud }).click();
    const [speak] = (await bridgeCalls(page)).filter((call) => call.action === 'speak');
    expect(speak?.payload).toMatchObject({ lang: k.summary.speech });
    const spoken = (speak?.payload as { text: string }).text;
    for (const line of [k.summary.title, when, late, exit]) expect(spoken).toContain(line);
    await expectAccessible(page);
    await page.screenshot({
      path: testInfo.outputPath(`confirm-summary-${language}-360.png`),
      fullPage: true,
    });
    await page.getByRole('checkbox', { name: c.summaryAcknowledge }).check();
    await expect(page.getByTestId('blocked-reason')).toBeVisible();
    await page.getByRole('checkbox', { name: c.kfsAcknowledge }).check();
    if (c.riskAcknowledge) {
      // Indonesia: the risk statement is read on the page and ticked apart (decision 066).
      await expect(page.getByTestId('blocked-reason')).toBeVisible();
      await expect(page.getByTestId('risk-section')).toContainText(
        'Tidak ada lembaga atau otoritas negara yang bertanggung jawab atas risiko gagal bayar ini.',
      );
      await page.getByRole('checkbox', { name: c.riskAcknowledge }).check();
    }
    await page.getByRole('button', { name: c.confirm, exact: true }).click();
    if (language === 'en') {
      const modal = page.getByRole('dialog');
      await modal.getByRole('button', { name: c.agree }).click();
    }
    await expect(page).toHaveURL(new RegExp(`/loanDetails\\?productId=${id}&orderId=\\d+$`));

    // Loan details leads back to the statement and to the ledger.
    await expect(page.getByTestId('order-kfs')).toContainText(number);
    await page.getByRole('link', { name: k.consentsLink }).click();
    await expect(page).toHaveURL(/\/myConsents$/);
    await expect(page.getByRole('heading', { level: 1, name: k.consentsLink })).toBeVisible();
    const rows = page.getByTestId('consent-row');
    // Newest first: the agreements accepted (two), in Indonesia the risk statement ticked
    // (decision 066), the summary ticked (decision 070), acknowledged, chosen, shown.
    const risk = c.riskAcknowledge === undefined ? 0 : 1;
    await expect(rows).toHaveCount(6 + risk);
    const kinds = await rows.evaluateAll((items) =>
      items.map((item) => item.getAttribute('data-kind')),
    );
    expect(kinds).toEqual([
      'agreement_accepted',
      'agreement_accepted',
      ...(risk ? ['consent_given'] : []),
      'summary_acknowledged',
      'kfs_acknowledged',
      'terms_chosen',
      'kfs_shown',
    ]);
    const labels = await rows.evaluateAll((items) =>
      items.map((item) => item.querySelector('span span')?.textContent),
    );
    expect(labels.filter((_, i) => !(risk && i === 2))).toEqual([
      k.kinds[3],
      k.kinds[3],
      k.summary.kind,
      k.kinds[2],
      k.kinds[1],
      k.kinds[0],
    ]);
    if (risk) await expect(rows.nth(2)).toContainText('Pernyataan risiko');
    await expect(rows.filter({ hasText: number })).toHaveCount(6 + risk);
    await expect(rows.filter({ hasText: /SHA-256/ })).toHaveCount(5 + risk);
    await expect(rows.nth(4 + risk)).toContainText(c.currency);
    await expectAccessible(page);
    await page.screenshot({
      path: testInfo.outputPath(`my-consents-${language}-360.png`),
      fullPage: true,
    });
  });
}

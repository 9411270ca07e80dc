import { readFile, writeFile } from 'node:fs/promises';
import { expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import { confirmLoan, languages, loansCopy, productId } from '../loans.ts';

/** What the walk reads, per market (decision 059). */
const words = {
  en: {
    documents: 'Your loan documents',
    kfs: 'Download Key Fact Statement',
    agreement: 'Download Loan Agreement',
    verify: 'Check a document is genuine',
    verifyTitle: 'Check a document',
    code: 'Verification code',
    file: 'The document file (optional, read on this device only)',
    check: 'Check',
    issuedBy: 'Issued by',
    altered: 'Not issued by us in this form',
    signedBy: 'Digitally signed by',
    signature: /Signed by .+, key [0-9a-f]{16}: signature valid\./,
  },
  id: {
    documents: 'Dokumen pinjaman Anda',
    kfs: 'Unduh Ringkasan Informasi Produk dan Layanan',
    agreement: 'Unduh Perjanjian Pinjaman',
    verify: 'Periksa keaslian dokumen',
    verifyTitle: 'Periksa dokumen',
    code: 'Kode verifikasi',
    file: 'Berkas dokumen (opsional, hanya dibaca di perangkat ini)',
    check: 'Periksa',
    issuedBy: 'Diterbitkan oleh',
    altered: 'Bukan terbitan kami dalam bentuk ini',
    signedBy: 'Ditandatangani secara elektronik oleh',
    signature: /Ditandatangani oleh .+, kunci [0-9a-f]{16}: tanda tangan sah\./,
  },
} as const;

for (const language of languages) {
  const c = loansCopy[language];
  const w = words[language];

  test.describe(`documents at signing (${language})`, () => {
    test('loan details lists the documents given at signing, one downloads as a file, and the public check confirms its code and refuses a changed byte', async ({
      page,
      newSession,
      request,
    }, testInfo) => {
      const session = await newSession({ region: c.region });
      const id = productId(session, c.product);
      const orderId = await confirmLoan(request, session, language, id);

      await page.goto(
        launchUrl('/loanDetails', {
          language,
          token: session.token,
          query: { productId: id, orderId },
        }),
      );
      const card = page.getByTestId('loan-documents');
      await expect(card.getByRole('heading', { name: w.documents })).toBeVisible();
      const kfs = card.getByRole('link', { name: w.kfs });
      await expect(kfs).toBeVisible();
      await expect(card.getByRole('link', { name: w.agreement })).toBeVisible();
      // A real address the WebView's download manager can fetch: no blob:, no session token.
      const href = (await kfs.getAttribute('href'))!;
      expect(href).toMatch(/^\/documents\/order\/\d+\/\d+\/[^?]+\.html\?/);
      expect(href).not.toContain(session.token);
      const code = (await card
        .locator('[data-kind="kfs"]')
        .getByTestId('document-code')
        .textContent())!.trim();
      expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);

      const [download] = await Promise.all([page.waitForEvent('download'), kfs.click()]);
      const file = testInfo.outputPath(download.suggestedFilename());
      await download.saveAs(file);
      const bytes = await readFile(file);
      expect(bytes.toString('utf8')).toContain(code);
      // Its signature block, and the issuer's signature on its last line (decision 067).
      expect(bytes.toString('utf8')).toContain(w.signedBy);
      expect(bytes.toString('utf8')).toMatch(/<!-- tenor-signature v1 [^\n]+ -->\n$/);

      // The public check, reached from the card; no sign-in needed, nothing personal shown.
      await card.getByRole('link', { name: w.verify }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.verifyTitle })).toBeVisible();
      await page.getByLabel(w.code).fill(code);
      await page.getByLabel(w.file).setInputFiles(file);
      await expect(page.locator('#digest')).toHaveValue(/^[0-9a-f]{64}$/);
      const digest = await page.locator('#digest').inputValue();
      await page.getByRole('button', { name: w.check }).click();
      await expect(page.getByRole('status')).toContainText(w.issuedBy);
      await expect(page.getByRole('status')).toContainText(w.signature);
      await expect(page.locator('body')).not.toContainText(session.phone);
      await expectAccessible(page);

      // One byte changed: refused.
      const changed = Buffer.from(bytes);
      const at = changed.length - 20;
      changed[at] = changed[at]! ^ 1;
      const tampered = testInfo.outputPath(`tampered-${download.suggestedFilename()}`);
      await writeFile(tampered, changed);
      await page.getByLabel(w.file).setInputFiles(tampered);
      await expect(page.locator('#digest')).not.toHaveValue(digest);
      await page.getByRole('button', { name: w.check }).click();
      await expect(page.getByRole('status')).toContainText(w.altered);
    });
  });
}

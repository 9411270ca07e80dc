import type { Page } from '@playwright/test';
import { orderStatus as s } from '@tenor/contract/orders';
import { expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import { languages, loansCopy, orderId } from '../loans.ts';
import {
  confirmPaid,
  expectReceipt,
  money,
  repayCopy,
  shownAccountNumber,
  shownUpiId,
  simulatePayment,
} from '../repay.ts';

/** What the walk reads, per market (decision 061). */
const words = {
  en: {
    payoff: 'Close this loan today',
    valid: /^Payoff quote of \d{1,2} [A-Z][a-z]{2} \d{4}, valid until 23:59 IST today$/,
    pay: (amount: string) => `Pay ${amount} to close the loan`,
    part: 'Pay part early: choose instalments',
    closed: /^Loan closed on \d{1,2} [A-Z][a-z]{2} \d{4}$/,
    download: 'Download your No Objection Certificate',
    verify: 'Check the certificate is genuine',
    reported: /^Reported as closed to the credit bureaus on \d{1,2} [A-Z][a-z]{2} \d{4}$/,
    issuedBy: 'Issued by',
  },
  id: {
    payoff: 'Lunasi pinjaman ini hari ini',
    valid: /^Penawaran pelunasan tanggal .+, berlaku sampai pukul 23[.:]59 WIB hari ini$/,
    pay: (amount: string) => `Bayar ${amount} untuk melunasi`,
    part: null,
    closed: /^Pinjaman selesai pada .+\d{4}$/,
    download: 'Unduh Surat Keterangan Lunas',
    verify: 'Periksa keaslian surat',
    reported: /^Dilaporkan lunas ke biro kredit \(SLIK OJK\) pada .+\d{4}$/,
    issuedBy: 'Diterbitkan oleh',
  },
} as const;

interface Quote {
  principal: number;
  interest: number;
  total: number;
  outstanding: number;
}

/** The closing job runs every 5 s and the card asks every 5 s: the minute promised, at most. */
const CERTIFICATE_WITHIN = { timeout: 60_000 };

const shownCode = (page: Page, language: 'en' | 'id') =>
  language === 'en' ? shownUpiId(page) : shownAccountNumber(page);

for (const language of languages) {
  const c = loansCopy[language];
  const w = words[language];
  const r = repayCopy[language];

  test.describe(`payoff and closure certificate (${language})`, () => {
    test('loan details quotes today’s payoff, it is paid on the usual rails, the closure certificate appears, the bureaus’ report is shown and the public check confirms it', async ({
      page,
      newSession,
      request,
    }) => {
      // The walk includes the closing job's minute (the certificate is promised within 60 s).
      test.setTimeout(150_000);
      const session = await newSession({ region: c.region });
      const id = orderId(session, s.instalmentsInProgress);
      const quoteNow = async () => {
        const res = await request.post('/v3/loan-details/payoff', {
          data: { orderId: id },
          headers: { 'X-Token': session.token, 'X-Language-Type': language === 'en' ? '1' : '2' },
        });
        return (await res.json()).data as Quote;
      };
      const before = await quoteNow();
      await page.goto(
        launchUrl('/loanDetails', { language, token: session.token, query: { orderId: id } }),
      );
      const card = page.getByRole('region', { name: w.payoff });
      await expect(card).toBeVisible();
      // A quote is for the market's day: where midnight there (IST or WIB) fell between the read
      // and the page, the page is read again, on the same day as the second quote.
      const quote = await quoteNow();
      if (quote.total !== before.total) {
        await page.reload();
        await expect(card).toBeVisible();
      }
      expect(quote.total).toBeLessThan(quote.outstanding);
      const total = money(language, quote.total);
      await expect(card.getByText(w.valid)).toBeVisible();
      await expect(card).toContainText(money(language, quote.principal));
      await expect(card).toContainText(money(language, quote.interest));
      await expect(card.getByTestId('payoff-total')).toHaveText(total);
      if (w.part !== null) await expect(card.getByRole('link', { name: w.part })).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: `.tmp/shots/loans-payoff-${language}.png`, fullPage: true });

      await card.getByRole('button', { name: w.pay(total) }).click();
      await expect(page).toHaveURL(new RegExp(`/that\\?amount=${quote.total}&orderId=${id}&`));
      await expect(page.getByRole('main')).toContainText(total);
      await simulatePayment(request, await shownCode(page, language));
      await confirmPaid(page, r, total);
      await expectReceipt(page, r, total);

      await page.getByRole('link', { name: r.backToLoan }).click();
      const closure = page.getByRole('region', { name: w.closed });
      await expect(closure).toBeVisible();
      await expect(page.getByRole('region', { name: w.payoff })).toHaveCount(0);
      const download = closure.getByRole('link', { name: w.download });
      await expect(download).toBeVisible(CERTIFICATE_WITHIN);
      // A real address the WebView's download manager can fetch: no blob:, no session token.
      const href = (await download.getAttribute('href'))!;
      expect(href).toMatch(/^\/documents\/order\/\d+\/\d+\/[^?]+\.html\?/);
      expect(href).not.toContain(session.token);
      await expect(closure.getByTestId('closure-code')).toHaveText(
        /^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/,
      );
      // The job records the report right after the certificate; the page reads it on a visit.
      await expect(async () => {
        await page.reload();
        await expect(page.getByTestId('bureau-reported')).toHaveText(w.reported, {
          timeout: 2_000,
        });
      }).toPass({ timeout: 30_000 });
      await expectAccessible(page);
      await page.screenshot({ path: `.tmp/shots/loans-closure-${language}.png`, fullPage: true });

      await page
        .getByRole('region', { name: w.closed })
        .getByRole('link', { name: w.verify })
        .click();
      await expect(page.getByRole('status')).toContainText(w.issuedBy);
      await expectAccessible(page);
    });
  });
}

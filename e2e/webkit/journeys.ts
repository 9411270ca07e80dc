/**
 * The main journeys of both markets, in WebKit: what a borrower on an iPhone would do and
 * see. Copy and demo data come from the Chromium specs' own modules, so both suites read
 * the pages the same way.
 */
import { orderStatus } from '@tenor/contract/orders';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { careCopy, pngPhoto } from '../care.ts';
import { launchUrl } from '../fixtures.ts';
import { loansCopy, orderId } from '../loans.ts';
import { money, repayCopy } from '../repay.ts';
import type { Demo } from './demo.ts';
import { JourneyError, WORK_DIR, type Page } from './page.ts';

export interface Journey {
  name: string;
  run(page: Page, demo: Demo): Promise<void>;
}

function check(ok: boolean, what: string): void {
  if (!ok) throw new JourneyError(what);
}

/** Product list → confirm (consent, and India's agreement) → the new order's details. */
async function apply(page: Page, demo: Demo, language: 'en' | 'id'): Promise<void> {
  const l = loansCopy[language];
  const session = await demo.session(l.region);
  await page.open(launchUrl('/relevant', { language, token: session.token }));
  await page.see({ role: 'heading', level: 1, name: l.relevantTitle });
  const card = { role: 'article', hasText: l.product } as const;
  await page.seeText(card, new RegExp(`${l.currency}\\s?\\d`));
  await page.tap({ role: 'button', name: l.apply, within: card });

  await page.seeUrl(/\/confirmLoan\?productId=\d+$/);
  await page.see({ role: 'heading', level: 1, name: l.confirmTitle });
  await page.seeText({ testId: 'amount' }, new RegExp(`^${l.currency}\\s?[\\d.,]+$`));
  await page.seeText({ testId: 'total-repayable' }, new RegExp(`^${l.currency}\\s?[\\d.,]+$`));
  const consent = { role: 'checkbox', name: l.consent } as const;
  check(!(await page.checked(consent)), 'the consent is ticked before the borrower ticks it');
  await page.tap(consent);
  check(await page.checked(consent), 'the consent did not tick');
  // The Key Fact Statement's own acknowledgement (decision 056), never ticked for them either.
  const kfsBox = { role: 'checkbox', name: l.kfsAcknowledge } as const;
  check(!(await page.checked(kfsBox)), 'the KFS box is ticked before the borrower ticks it');
  await page.tap(kfsBox);
  // Its key facts in plain words, ticked apart too (decision 070).
  await page.tap({ role: 'checkbox', name: l.summaryAcknowledge });
  // Indonesia: OJK's risk statement, ticked apart (decision 066).
  if (l.riskAcknowledge) await page.tap({ role: 'checkbox', name: l.riskAcknowledge });
  await page.shot(`${language}-confirm`);
  await page.tap({ role: 'button', name: l.confirm });
  if (language === 'en') {
    // India reads the agreement first; Agree waits until it has loaded in its frame.
    const dialog = { role: 'dialog', name: l.modalTitle } as const;
    await page.see(dialog);
    await page.see({ role: 'button', name: l.agree, within: dialog });
    await page.shot('en-agreement');
    await page.tap({ role: 'button', name: l.agree, within: dialog });
  }

  await page.seeUrl(/\/loanDetails\?productId=\d+&orderId=\d+$/);
  await page.see({ role: 'heading', level: 1, name: l.product });
  await page.see({ role: 'heading', level: 2, name: l.headlines[orderStatus.underReview]! });
  await page.shot(`${language}-new-order`);
}

/** A due loan's details, then Repay now: the amount owed, in the market's money. */
async function openDueLoan(page: Page, demo: Demo, language: 'en' | 'id') {
  const l = loansCopy[language];
  const session = await demo.session(l.region);
  const id = orderId(session, orderStatus.due);
  const order = await demo.order(session.token, id, language);
  const total = money(language, order.repayAmount);
  await page.open(
    launchUrl('/loanDetails', { language, token: session.token, query: { orderId: id } }),
  );
  await page.see({ role: 'heading', level: 2, name: l.headlines[orderStatus.due]! });
  await page.seeText(
    { testId: 'amount-due-value', within: { role: 'region', name: l.amountDue } },
    total,
  );
  await page.tap({ role: 'link', name: l.repay });
  return { id, order, total };
}

/** "I have paid" → the question with the amount → yes: the receipt page. */
async function confirmPaid(page: Page, language: 'en' | 'id', total: string): Promise<void> {
  const c = repayCopy[language];
  await page.tap({ role: 'button', name: c.paid });
  const ask = { role: 'dialog', name: c.paidQuestion } as const;
  await page.seeText({ role: 'heading', within: ask }, c.paidQuestion);
  await page.see({ role: 'heading', within: ask, hasText: total });
  await page.tap({ role: 'button', name: c.yes, within: ask });
  await page.see({ role: 'heading', level: 1, name: c.receiptTitle });
}

async function expectReceipt(page: Page, language: 'en' | 'id', total: string): Promise<void> {
  const c = repayCopy[language];
  await page.see({ role: 'heading', level: 2, name: c.received });
  await page.seeText({ testId: 'receipt-amount' }, total);
  await page.seeText({ testId: 'receipt-reference' }, /\S/);
  await page.seeText({ testId: 'receipt-after' }, c.settledNote);
}

const indiaRepayByUpi: Journey = {
  name: 'India (en, ₹): repay by UPI through the sandbox → receipt',
  async run(page, demo) {
    const c = repayCopy.en;
    const { id, order, total } = await openDueLoan(page, demo, 'en');
    await page.seeUrl(new RegExp(`/that\\?amount=${order.repayAmount}&orderId=${id}&`));
    await page.seeText({ testId: 'pay-amount' }, total);
    await page.see({ role: 'link', name: c.upiApp });
    await page.see({ role: 'img', name: c.upiQr });
    const upiId = await page.seeText({ testId: 'upi-id' }, /^tenor\.\d{12}@sbox$/);
    const shown = await page.bodyText();
    check(!/Rp\s|\+62|Virtual account/.test(shown), `India's pay page shows Indonesia: ${shown}`);

    await page.shot('en-upi');
    await demo.pay(upiId);
    await confirmPaid(page, 'en', total);
    await expectReceipt(page, 'en', total);
    await page.seeText({ testId: 'receipt-method' }, 'UPI');
    await page.shot('en-receipt');
    await page.tap({ role: 'link', name: c.backToLoan });
    await page.see({
      role: 'heading',
      level: 2,
      name: loansCopy.en.headlines[orderStatus.settled]!,
    });
  },
};

const indonesiaRepayByVirtualAccount: Journey = {
  name: 'Indonesia (id, Rp): repay by a BNI virtual account → not yet → sandbox pays → receipt',
  async run(page, demo) {
    const c = repayCopy.id;
    const { total } = await openDueLoan(page, demo, 'id');
    await page.see({ role: 'heading', level: 1, name: c.vaTitle });
    await page.seeText({ testId: 'va-total' }, total);
    await page.tap({ testId: 'change-method' });

    await page.seeUrl(/\/individual\?/);
    await page.see({ role: 'heading', level: 1, name: c.chooserTitle });
    await page.tap({ role: 'button', name: c.bankRow });
    const banks = { role: 'dialog', name: c.bank } as const;
    await page.tap({ role: 'button', name: 'BNI', within: banks });
    await page.gone(banks);
    const methodRow = { role: 'button', name: new RegExp(`^${c.methodRow}`) } as const;
    await page.tap(methodRow);
    await page.tap({
      role: 'button',
      name: c.methodAtm,
      within: { role: 'dialog', name: c.methodRow },
    });
    await page.seeText(methodRow, new RegExp(c.methodAtm));
    await page.tap({ role: 'button', name: c.submit });

    await page.seeUrl(/\/that\?aaa=nnn&/);
    await page.see({ role: 'heading', level: 1, name: c.vaTitle });
    await page.see({ role: 'heading', level: 2, name: c.accountNumber });
    const number = (await page.seeText({ testId: 'account-number' }, /^[\d\s]{8,}$/)).replace(
      /\D/g,
      '',
    );
    check(number.startsWith('8808'), `BNI's virtual account is ${number}`);
    await page.seeText({ testId: 'va-total' }, total);
    check(!/₹|\+91/.test(await page.bodyText()), 'Indonesia’s pay page shows India');
    await page.shot('id-virtual-account');

    // Not paid yet: the receipt page says so; once the sandbox bank pays, Check again finds it.
    await confirmPaid(page, 'id', total);
    await page.see({ role: 'heading', level: 2, name: c.notReceived });
    await demo.pay(number);
    await page.tap({ role: 'button', name: c.checkAgain });
    await expectReceipt(page, 'id', total);
    await page.seeText({ testId: 'receipt-method' }, /BNI/);
    await page.shot('id-receipt');
    await page.tap({ role: 'link', name: c.backToLoan });
    await page.see({
      role: 'heading',
      level: 2,
      name: loansCopy.id.headlines[orderStatus.settled]!,
    });
  },
};

const indonesiaComplaint: Journey = {
  name: 'Indonesia (id): file a complaint → sent → listed under My complaints',
  async run(page, demo) {
    const c = careCopy.id;
    const session = await demo.session('ID');
    await page.open(launchUrl('/complainNewPage', { language: 'id', token: session.token }));
    await page.see({ role: 'heading', level: 1, name: c.homeTitle });
    await page.tap({ role: 'button', name: c.paymentMissing });

    await page.seeUrl(/\/complainPageNext\?problemType=2$/);
    await page.see({ role: 'heading', level: 1, name: c.formTitle });
    await page.seeText({ testId: 'complaint-tags' }, c.paymentMissing);
    await page.tap({ role: 'button', name: c.send });
    await page.seeText({ testId: 'complaint-text-error' }, c.required);
    const words = 'Sudah bayar lewat BNI hari Senin';
    await page.fill({ testId: 'complaint-text' }, words);
    await page.seeText({ testId: 'complaint-count' }, `${words.length}/200`);
    // A screenshot as evidence, from the photo picker.
    const photo = pngPhoto('bukti.png', [40, 120, 200]);
    mkdirSync(WORK_DIR, { recursive: true });
    const file = resolve(WORK_DIR, photo.name);
    writeFileSync(file, photo.buffer);
    await page.attach('complaint-image-input', file);
    await page.seeText({ testId: 'image-count' }, '1/9');
    await page.see({ role: 'button', name: c.remove(1) });
    await page.seeImage({ role: 'img', name: c.photo(1) });
    await page.shot('id-complaint');
    await page.tap({ role: 'button', name: c.send });
    await page.seeText({ testId: 'sent-dialog' }, new RegExp(c.sent));

    await page.seeUrl(/\/complainNewPage$/);
    await page.tap({ role: 'link', name: c.myComplaints });
    await page.see({ role: 'heading', level: 1, name: c.listTitle });
    await page.see({ role: 'link', hasText: words, within: { testId: 'complaint-items' } });
  },
};

export const journeys: Journey[] = [
  {
    name: 'India (en, ₹): product list → confirm → agreement → loan details',
    run: (page, demo) => apply(page, demo, 'en'),
  },
  indiaRepayByUpi,
  {
    name: 'Indonesia (id, Rp): product list → confirm → loan details',
    run: (page, demo) => apply(page, demo, 'id'),
  },
  indonesiaRepayByVirtualAccount,
  indonesiaComplaint,
];

import { beforeAll, describe, expect, it } from 'vitest';
import { delayDetail, instalmentDetail } from '@tenor/contract/endpoints/repay';
import { asBorrower, planOf } from './helpers/repay.ts';
import { useTestApp, demoSession, successData, type DemoSession } from './helpers/test-app.ts';

let india: DemoSession;
let indonesia: DemoSession;
const t = useTestApp();
beforeAll(async () => {
  india = await demoSession(t.app, { region: 'IN' });
  indonesia = await demoSession(t.app, { region: 'ID' });
});

describe('installment/loan-play-detail', () => {
  it('lists the overdue and pending periods, only the first clickable and ticked, then the paid one', async () => {
    const orderId = india.orders['5']!;
    const plan = await planOf(t, orderId);
    const view = successData(
      instalmentDetail,
      await asBorrower(t, india, instalmentDetail.path, { orderId }),
    );
    expect(view.productName).toBe('SalaryNest EMI');
    expect(view.repayWaitCount).toBe(2);
    expect(
      view.repayWaitDetail.map((p) => [p.periodNo, p.canClick, p.check, p.periodStatus]),
    ).toEqual([
      [2, true, true, 500],
      [3, false, false, 0],
    ]);
    expect(view.repayWaitDetail[0]).toMatchObject({
      totalAmount: plan[1]!.total,
      repayDes: 'Period 2/3 · overdue',
    });
    expect(view.repayWaitDetail[1]!.dueTime).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(view.repayYetDetail).toHaveLength(1);
    expect(view.repayYetDetail[0]).toMatchObject({
      periodNo: 1,
      periodStatus: 200,
      canClick: false,
    });
    expect(view.note.length).toBeGreaterThan(20);
  });

  it('speaks Indonesian, has nothing waiting once settled, and refuses orders not disbursed (1009)', async () => {
    const progress = successData(
      instalmentDetail,
      await asBorrower(
        t,
        indonesia,
        instalmentDetail.path,
        { orderId: indonesia.orders['3']! },
        '0',
      ),
    );
    expect(progress.repayWaitDetail[0]!.repayDes).toBe('Periode 2/3');
    const settled = successData(
      instalmentDetail,
      await asBorrower(t, indonesia, instalmentDetail.path, { orderId: indonesia.orders['4']! }),
    );
    expect(settled).toMatchObject({ repayWaitDetail: [], repayWaitCount: 0 });
    expect(settled.repayYetDetail).toHaveLength(3);
    const review = await asBorrower(t, indonesia, instalmentDetail.path, {
      orderId: indonesia.orders['21']!,
    });
    expect(review.statusCode).toBe(409);
    expect(review.json().code).toBe('1009');
  });

  it('answers 1004 for another borrower’s order or a wrong product', async () => {
    const foreign = await asBorrower(t, india, instalmentDetail.path, {
      orderId: indonesia.orders['3']!,
    });
    expect(foreign.statusCode).toBe(404);
    const wrongProduct = await asBorrower(t, india, instalmentDetail.path, {
      orderId: india.orders['3']!,
      productId: 999,
    });
    expect(wrongProduct.statusCode).toBe(404);
  });
});

describe('loan-details/delay-detail', () => {
  it('quotes the extension fee, until when it holds, and the new due date', async () => {
    const orderId = india.orders['174']!;
    const [period] = await planOf(t, orderId);
    const view = successData(
      delayDetail,
      await asBorrower(t, india, delayDetail.path, { orderId }),
    );
    expect(view.productName).toBe('RupeeFlow');
    expect(view.productLogo).toBe('/assets/logos/in-rupeeflow.svg');
    expect(view.delayShouldPayAmount).toBe(Math.floor((period!.principal * 500 + 5_000) / 10_000));
    expect(view.delayExpiryTime).toMatch(/^\d{4}-\d{2}-\d{2} 23:59:59$/);
    expect(view.telephone).toBe(t.config.support.IN.phone);
    expect(view.details.map((r) => r.text)).toEqual([
      'Order no.',
      'Loan amount',
      'Current due date',
      'Extension',
      'New due date',
      'Extension fee',
      'Pay the fee before',
    ]);
    expect(view.details.find((r) => r.text === 'Extension')?.value).toBe('7 days');
    expect(view.details.find((r) => r.text === 'Extension fee')?.value).toMatch(/^₹/);
  });

  it('quotes an instalment loan’s fee on the next period’s principal, 14 days', async () => {
    const orderId = indonesia.orders['3']!;
    const plan = await planOf(t, orderId);
    const view = successData(
      delayDetail,
      await asBorrower(t, indonesia, delayDetail.path, { orderId }, '0'),
    );
    // 3 % of the next principal, rounded half up to a whole rupiah (100 sen).
    expect(view.delayShouldPayAmount).toBe(
      Math.floor((plan[1]!.principal * 300 + 500_000) / 1_000_000) * 100,
    );
    expect(view.details.find((r) => r.text === 'Perpanjangan')?.value).toBe('14 hari');
  });

  it('is refused (1009) where the order does not allow an extension', async () => {
    // 180 is on a product without extensions; 170, 200 and 21 are not extendable.
    for (const status of ['180', '170', '200', '21']) {
      const res = await asBorrower(t, india, delayDetail.path, { orderId: india.orders[status]! });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: '1009',
        message: 'This loan cannot be extended',
        data: null,
      });
    }
    const id = await asBorrower(
      t,
      indonesia,
      delayDetail.path,
      { orderId: indonesia.orders['180']! },
      '0',
    );
    expect(id.json().message).toBe('Pinjaman ini tidak dapat diperpanjang');
  });
});

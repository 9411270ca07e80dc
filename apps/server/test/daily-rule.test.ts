import { describe, expect, it } from 'vitest';
import {
  jointProducts,
  loanConfirm,
  loanDetails,
  loanPush,
  recommendProductList,
} from '@tenor/contract/endpoints/loans';
import {
  useTestApp,
  demoSession,
  postForm,
  postJson,
  productIdOf,
  successData,
  type DemoSession,
} from './helpers/test-app.ts';

/*
 * The daily application rule (modules/loans/daily-rule.ts): a product applied for today is
 * closed in every list, and confirm and push refuse it with 1010 in the caller's language.
 */

const t = useTestApp();

const headers = (s: DemoSession) => ({ 'x-token': s.token });
const recommended = async (s: DemoSession, lt: string) =>
  successData(
    recommendProductList,
    await postForm(t.app, `${recommendProductList.path}?languageType=${lt}`, {}, headers(s)),
  );
const joint = async (s: DemoSession, lt: string) =>
  successData(
    jointProducts,
    await postForm(t.app, `${jointProducts.path}?languageType=${lt}`, {}, headers(s)),
  );
const confirm = (s: DemoSession, productId: number, lt: string) =>
  postJson(t.app, `${loanConfirm.path}?languageType=${lt}`, { productId }, headers(s));
const push = (s: DemoSession, payload: object, lt: string) =>
  postJson(t.app, `${loanPush.path}?languageType=${lt}`, payload, headers(s));

describe('a full day (every product applied for today)', () => {
  it('in Indonesia: the list is empty, /loginFail closes every product, confirm and push refuse', async () => {
    const s = await demoSession(t.app, { region: 'ID', scenario: 'full' });
    expect(await recommended(s, '2')).toEqual([]);
    const items = await joint(s, '2');
    const active = items.filter((i) => i.caveats !== 'Pengajuan dibuka kembali besok');
    expect(active.length).toBeGreaterThan(0);
    for (const item of active) {
      expect(item).toMatchObject({
        solving: 0,
        buttonText: 'Sudah diajukan hari ini',
        caveats: 'Anda sudah mengajukan pinjaman ini hari ini. Anda dapat mengajukan lagi besok',
      });
      const refused = await confirm(s, item.productId, '2');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: '1010',
        message: 'Anda sudah mengajukan pinjaman ini hari ini. Silakan ajukan lagi besok',
      });
    }
    const danaKilat = await productIdOf(t.db, 'id-danakilat');
    const terms = successData(
      loanConfirm,
      await postJson(
        t.app,
        `${loanConfirm.path}?languageType=2`,
        { productId: danaKilat },
        {
          'x-token': (await demoSession(t.app, { region: 'ID' })).token,
        },
      ),
    );
    const pushed = await push(
      s,
      {
        productId: danaKilat,
        amount: terms.amount,
        periods: terms.periods,
        termUnit: terms.termUnit,
      },
      '2',
    );
    expect(pushed.json()).toMatchObject({ code: '1010' });
    const orders = await t.db
      .selectFrom('orders')
      .select('id')
      .where('borrower_id', '=', s.borrowerId)
      .where('product_id', '=', danaKilat)
      .where('status', '=', 21)
      .where('created_at', '>=', new Date(Date.now() - 60_000).toISOString())
      .execute();
    expect(orders).toEqual([]);
  });

  it('in India, in English and in Chinese', async () => {
    const s = await demoSession(t.app, { region: 'IN', scenario: 'full' });
    expect(await recommended(s, '1')).toEqual([]);
    const open = (await joint(s, '1')).filter((i) => i.solving === 1);
    expect(open).toEqual([]);
    const rupeeFlow = await productIdOf(t.db, 'in-rupeeflow');
    expect((await confirm(s, rupeeFlow, '1')).json()).toMatchObject({
      code: '1010',
      message: 'You have already applied for this loan today. Please apply again tomorrow',
    });
    const zh = await postJson(
      t.app,
      `${loanConfirm.path}?languageType=1&locale=zh-CN`,
      { productId: rupeeFlow },
      headers(s),
    );
    expect(zh.json()).toMatchObject({
      code: '1010',
      message: '您今天已申请过这笔借款，请明天再申请',
    });
  });
});

describe('one push closes the product everywhere until the market’s next day', () => {
  it('closes it in the recommended list, /loginFail, loan details and confirm; others stay open', async () => {
    const s = await demoSession(t.app, { region: 'IN' });
    const rupeeFlow = await productIdOf(t.db, 'in-rupeeflow');
    const cashTree = await productIdOf(t.db, 'in-cashtree');
    expect((await recommended(s, '1')).map((p) => p.id)).toContain(rupeeFlow);
    const pushed = successData(
      loanPush,
      await push(
        s,
        { productId: rupeeFlow, amount: 2_000_000, periods: 120, termUnit: 'day' },
        '1',
      ),
    );

    const listed = (await recommended(s, '1')).map((p) => p.id);
    expect(listed).not.toContain(rupeeFlow);
    expect(listed).toContain(cashTree);
    const items = await joint(s, '1');
    expect(items.find((i) => i.productId === rupeeFlow)).toMatchObject({
      solving: 0,
      buttonText: 'Applied today',
    });
    expect(items.find((i) => i.productId === cashTree)).toMatchObject({ solving: 1 });
    // Loan details of an order of another product recommends RupeeFlow, closed too.
    const detailsOf = async (orderId: number) =>
      successData(
        loanDetails,
        await postJson(t.app, `${loanDetails.path}?languageType=1`, { orderId }, headers(s)),
      );
    const others = await Promise.all(Object.values(s.orders).map(detailsOf));
    const other = others.find((d) => d.productId !== rupeeFlow);
    expect(other?.recProducts.find((i) => i.productId === rupeeFlow)).toMatchObject({
      solving: 0,
      buttonText: 'Applied today',
    });
    expect((await confirm(s, rupeeFlow, '1')).json()).toMatchObject({ code: '1010' });
    expect((await confirm(s, cashTree, '1')).json()).toMatchObject({ code: '00' });
    // A repeat within the window still answers the same order (a retry is not a second loan).
    const again = successData(
      loanPush,
      await push(
        s,
        { productId: rupeeFlow, amount: 2_000_000, periods: 120, termUnit: 'day' },
        '1',
      ),
    );
    expect(again.orderId).toBe(pushed.orderId);
  });

  it("counts the market's calendar day: a push before its midnight is yesterday's", async () => {
    const s = await demoSession(t.app, { region: 'ID' });
    const danaKilat = await productIdOf(t.db, 'id-danakilat');
    // Jakarta's day began at 17:00 UTC the day before: one minute earlier is yesterday there.
    const now = new Date();
    const jakarta = new Date(now.getTime() + 7 * 3_600_000);
    const dayStart =
      Date.UTC(jakarta.getUTCFullYear(), jakarta.getUTCMonth(), jakarta.getUTCDate()) -
      7 * 3_600_000;
    const guard = (at: number) =>
      t.db
        .insertInto('loan_push_guards')
        .values({
          borrower_id: s.borrowerId,
          product_id: danaKilat,
          order_id: null,
          pushed_at: new Date(at).toISOString(),
        })
        .onConflict((oc) =>
          oc.columns(['borrower_id', 'product_id']).doUpdateSet({
            pushed_at: new Date(at).toISOString(),
          }),
        )
        .execute();
    await guard(dayStart - 60_000);
    expect((await confirm(s, danaKilat, '2')).json()).toMatchObject({ code: '00' });
    await guard(dayStart + 60_000);
    if (dayStart + 60_000 <= now.getTime()) {
      expect((await confirm(s, danaKilat, '2')).json()).toMatchObject({ code: '1010' });
    }
  });
});

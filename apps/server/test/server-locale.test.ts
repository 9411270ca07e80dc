import { beforeAll, describe, expect, it } from 'vitest';
import { codes } from '@tenor/contract/envelope';
import { problemInit, qaList } from '@tenor/contract/endpoints/care';
import {
  contractList,
  loanAgreement,
  loanDetails,
  recommendProductList,
} from '@tenor/contract/endpoints/loans';
import {
  demoSession,
  postForm,
  postJson,
  productIdOf,
  successData,
  type DemoSession,
  useTestApp,
} from './helpers/test-app.ts';

/**
 * The staff's `locale=zh-CN` (docs/markets.md): the server's words turn Chinese, on the query
 * of form calls and the `X-Locale` header of JSON calls, while money, contacts and products
 * stay the borrower's market.
 */
const t = useTestApp();
let india: DemoSession;
let indonesia: DemoSession;

beforeAll(async () => {
  india = await demoSession(t.app, { region: 'IN' });
  indonesia = await demoSession(t.app, { region: 'ID' });
});

/** Loan details as a zh-CN page's JSON client asks: language and locale as headers. */
const details = (session: DemoSession, payload: object, languageType: string) =>
  postJson(t.app, loanDetails.path, payload, {
    'x-token': session.token,
    'x-language-type': languageType,
    'x-locale': 'zh-CN',
  });

const hasChinese = (text: string) => /[\u4e00-\u9fff]/.test(text);

describe('server words in the staff locale', () => {
  it('writes loan details in Chinese with India money and contacts', async () => {
    const res = await details(india, { orderId: india.orders['174']! }, '1');
    const data = successData(loanDetails, res);
    expect(data.noticeStatusText).toBe('还款到期');
    expect(hasChinese(data.noticeDesText)).toBe(true);
    const rows = data.details.map((r) => r.text);
    expect(rows).toContain('订单号');
    expect(rows).toContain('借款金额');
    expect(rows.every(hasChinese)).toBe(true);
    expect(data.details.find((r) => r.text === '借款金额')!.value).toMatch(/^₹[\d,]+\.\d\d$/);
    // Dates in Chinese too, on India's clock: the day it was applied for with its time.
    const values = data.details.map((r) => r.value);
    expect(values.some((v) => /^\d{4}年\d{1,2}月\d{1,2}日 \d\d:\d\d$/.test(v))).toBe(true);
    expect(
      values.some((v) => /\d (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}/.test(v)),
    ).toBe(false);
    expect(data.telephone).toBe(t.config.support.IN.phone);
  });

  it('keeps the borrower market when the language names the other one', async () => {
    // An Indonesian borrower whose page says languageType=1: Chinese words, Indonesian market.
    const data = successData(
      loanDetails,
      await details(indonesia, { orderId: indonesia.orders['21']! }, '1'),
    );
    expect(data.noticeStatusText).toBe('审核中');
    expect(data.telephone).toBe(t.config.support.ID.phone);
    expect(data.details.find((r) => r.text === '借款金额')!.value).toMatch(/^Rp [\d.]+$/);
  });

  it('answers a refusal and a validation failure in Chinese', async () => {
    const missing = await details(india, { orderId: 999_999_999 }, '1');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: codes.notFound, message: '该订单不存在' });
    const invalid = await details(india, {}, '1');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: codes.invalid, message: 'orderId: 为必填项' });
  });

  it('reads the locale from the query of form calls', async () => {
    const res = await postForm(
      t.app,
      `${recommendProductList.path}?languageType=1&locale=zh-CN`,
      {},
      { 'x-token': india.token },
    );
    const products = successData(recommendProductList, res);
    const paused = await productIdOf(t.db, 'in-paisapal');
    expect(products.find((p) => p.id === paused)).toMatchObject({
      buttonStatus: 0,
      buttonText: '今日名额已满',
    });
    // India's catalogue still, whatever the words; its own texts are the operator's.
    const indonesian = await productIdOf(t.db, 'id-danakilat');
    expect(products.map((p) => p.id)).not.toContain(indonesian);
  });

  it('reads the seeded products, complaint types, chatbot and agreement titles in Chinese', async () => {
    const zh = (languageType: string) => `languageType=${languageType}&locale=zh-CN`;
    const products = successData(
      recommendProductList,
      await postForm(
        t.app,
        `${recommendProductList.path}?${zh('1')}`,
        {},
        { 'x-token': india.token },
      ),
    );
    const rupeeFlow = products.find((p) => p.productName === 'RupeeFlow')!;
    expect(rupeeFlow.productTags).toEqual(['低利率', '10 分钟审批']);
    expect(rupeeFlow.buttonText).toBe('立即申请');
    expect(rupeeFlow.amountRangeDes).toBe('额度范围');
    expect(rupeeFlow.loanRate).toMatch(/^\d+\.\d\d%\/天$/);

    const types = successData(
      problemInit,
      await postForm(t.app, `${problemInit.path}?${zh('0')}`, {}, { 'x-token': indonesia.token }),
    );
    expect(types.problemType[0]!.title).toBe('催收');
    expect([...types.problemType, ...types.problemSonType].every((x) => hasChinese(x.title))).toBe(
      true,
    );

    const topics = successData(
      qaList,
      await t.app.inject({
        method: 'GET',
        url: `${qaList.path}?${zh('1')}&pid=0`,
        headers: { 'x-token': india.token },
      }),
    );
    expect(topics.answerList.map((a) => a.title)).toEqual(['借款', '还款', '账户', '帮助']);
    const questions = successData(
      qaList,
      await t.app.inject({
        method: 'GET',
        url: `${qaList.path}?${zh('1')}&pid=${topics.answerList[1]!.id}`,
        headers: { 'x-token': india.token },
      }),
    );
    const first = questions.answerList[0]!;
    expect(first.title).toBe('如何还款？');
    const answer = successData(
      qaList,
      await t.app.inject({
        method: 'GET',
        url: `${qaList.path}?${zh('1')}&pid=${first.id}`,
        headers: { 'x-token': india.token },
      }),
    );
    expect(answer.question!.answer).toMatch(/^打开您的借款/);

    const productId = await productIdOf(t.db, 'in-rupeeflow');
    const page = successData(
      loanAgreement,
      await t.app.inject({
        method: 'GET',
        url: `${loanAgreement.path}?productId=${productId}&${zh('1')}`,
      }),
    );
    expect(page.agreements.map((a) => a.title)).toEqual(['借款协议', '关键事实说明']);
    const listed = successData(
      contractList,
      await t.app.inject({
        method: 'GET',
        url: `${contractList.path}?productId=${productId}&scene=3&${zh('1')}`,
        headers: { 'x-token': india.token },
      }),
    );
    expect(listed.map((a) => a.title)).toEqual(['借款协议', '关键事实说明']);
  });

  it('ignores another locale: the words stay those of languageType', async () => {
    const res = await postJson(
      t.app,
      loanDetails.path,
      { orderId: 999_999_999 },
      { 'x-token': india.token, 'x-language-type': '1', 'x-locale': 'fr-FR' },
    );
    expect(res.json()).toMatchObject({ message: 'This order does not exist' });
  });
});

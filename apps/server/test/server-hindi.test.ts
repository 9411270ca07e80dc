import { beforeAll, describe, expect, it } from 'vitest';
import { codes } from '@tenor/contract/envelope';
import { loanDetails, recommendProductList } from '@tenor/contract/endpoints/loans';
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
 * Hindi, India's second language (decision 068): `locale=hi` with `languageType=1` turns the
 * server's words Hindi, as a Hindi page sends it on every call; money, contacts, clock and
 * products stay India's. Hindi named on an Indonesian launch changes nothing: it is not a
 * language of that market.
 */
const t = useTestApp();
let india: DemoSession;
let indonesia: DemoSession;

beforeAll(async () => {
  india = await demoSession(t.app, { region: 'IN' });
  indonesia = await demoSession(t.app, { region: 'ID' });
});

const details = (session: DemoSession, payload: object, languageType: string, locale = 'hi') =>
  postJson(t.app, loanDetails.path, payload, {
    'x-token': session.token,
    'x-language-type': languageType,
    'x-locale': locale,
  });

const devanagari = /[\u0900-\u097f]/;
/** A Latin word outside acronyms (APR, UPI…): English left in a Hindi text. */
const englishWord = /\b[a-z]*[a-z][a-z]+\b/i;
const english = (text: string) =>
  (text.match(/[A-Za-z]+/g) ?? []).some((w) => w !== w.toUpperCase() && englishWord.test(w));

describe('server words in Hindi', () => {
  it('writes loan details in Hindi with India money, dates, contacts and market', async () => {
    const data = successData(
      loanDetails,
      await details(india, { orderId: india.orders['174']! }, '1'),
    );
    expect(data.noticeStatusText).toBe('भुगतान की तारीख आ गई');
    expect(devanagari.test(data.noticeDesText)).toBe(true);
    const rows = data.details.map((r) => r.text);
    expect(rows).toContain('लोन नंबर');
    expect(rows.filter(english)).toEqual([]);
    // Indian grouping and Latin digits, as Indian apps write rupees.
    expect(data.details.find((r) => r.text === 'लोन की रकम')!.value).toMatch(/^₹[\d,]+\.\d\d$/);
    // Hindi months on India's clock; no English month left.
    const values = data.details.map((r) => r.value);
    expect(values.some((v) => /^\d{1,2} [\u0900-\u097f]+॰? \d{4}, \d\d:\d\d$/.test(v))).toBe(true);
    expect(
      values.some((v) => /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/.test(v)),
    ).toBe(false);
    expect(data.telephone).toBe(t.config.support.IN.phone);
  });

  it('answers a refusal in Hindi', async () => {
    const missing = await details(india, { orderId: 999_999_999 }, '1');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: codes.notFound, message: 'यह लोन मौजूद नहीं है' });
  });

  it("reads India's seeded products in Hindi and keeps India's catalogue", async () => {
    const res = await postForm(
      t.app,
      `${recommendProductList.path}?languageType=1&locale=hi`,
      {},
      { 'x-token': india.token },
    );
    const products = successData(recommendProductList, res);
    const rupeeFlow = products.find((p) => p.productName === 'RupeeFlow')!;
    expect(rupeeFlow.productTags).toEqual(['कम ब्याज', '10 मिनट में मंज़ूरी']);
    expect(rupeeFlow.buttonText).toBe('अभी आवेदन करें');
    expect(products.map((p) => p.id)).not.toContain(await productIdOf(t.db, 'id-danakilat'));
  });

  it('ignores Hindi named on an Indonesian launch: Indonesian words', async () => {
    const missing = await details(indonesia, { orderId: 999_999_999 }, '2');
    expect(missing.json()).toMatchObject({ message: 'Pesanan ini tidak ada' });
  });
});

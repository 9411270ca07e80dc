import { describe, expect, it } from 'vitest';
import { agreementMarketUrl } from './agreement-market.ts';

describe('agreementMarketUrl', () => {
  it('opens an Indian product in English for a reader who named no language', () => {
    expect(agreementMarketUrl(1, 'IN', 'ID', {})).toBe('/loanAgreement?productId=1&languageType=1');
  });

  it('stays when the product is the page’s market, a language was named, or a borrower is signed in', () => {
    expect(agreementMarketUrl(7, 'ID', 'ID', {})).toBeUndefined();
    expect(agreementMarketUrl(1, 'IN', 'ID', { languageType: '2' })).toBeUndefined();
    expect(agreementMarketUrl(1, 'IN', 'ID', { locale: 'zh-CN' })).toBeUndefined();
    expect(agreementMarketUrl(1, 'IN', 'ID', { token: 't' })).toBeUndefined();
  });
});

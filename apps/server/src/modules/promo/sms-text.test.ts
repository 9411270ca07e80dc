import { describe, expect, it } from 'vitest';
import { dltTemplates, matchesTemplate } from '../../providers/sms-gateway/dlt-templates.ts';
import { promoSmsText, type PromoSmsInput } from './sms-text.ts';

const base: PromoSmsInput = {
  region: 'IN',
  lang: 'en',
  appName: 'Landing App',
  brand: 'Tenor',
  code: '730146',
  otpHost: 'daftar.tenor.example',
};

describe('promoSmsText', () => {
  it("is India's registered template in any language, with the brand and no WebOTP line", () => {
    for (const lang of ['en', 'id', 'zh'] as const) {
      const text = promoSmsText({ ...base, lang });
      expect(text).toBe(
        'Tenor: 730146 is your registration code. It expires in 5 minutes. Never share it with anyone, including our staff.',
      );
      expect(matchesTemplate(dltTemplates('Tenor').promoOtp, text)).toBe(true);
    }
  });

  it("speaks Indonesia's landing language with its app name and the WebOTP line", () => {
    expect(promoSmsText({ ...base, region: 'ID', lang: 'id' })).toBe(
      'Landing App: 730146 adalah kode pendaftaran Anda. Berlaku 5 menit. Jangan berikan kode ini kepada siapa pun, termasuk staf kami.\n\n@daftar.tenor.example #730146',
    );
    expect(promoSmsText({ ...base, region: 'ID', otpHost: undefined })).toBe(
      'Landing App: 730146 is your registration code. It expires in 5 minutes. Never share it with anyone, including our staff.',
    );
  });

  it('sends Indonesian instead of Chinese, which the networks there do not carry', () => {
    expect(promoSmsText({ ...base, region: 'ID', lang: 'zh', otpHost: undefined })).toMatch(
      /^Landing App: 730146 adalah kode pendaftaran Anda\./,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.ts';

describe('redactUrl', () => {
  it('drops secret query parameters and keeps the rest', () => {
    expect(redactUrl('/relevant?languageType=1&token=abc&deviceId=d1')).toBe(
      '/relevant?languageType=1&deviceId=d1',
    );
    expect(redactUrl('/dev/outbox?phone=%2B62812&Token=x')).toBe('/dev/outbox');
    expect(redactUrl('/healthz')).toBe('/healthz');
    // The card screen's token, SMS codes and the payment page's reference.
    expect(
      redactUrl('/cardRepay?orderId=4&repayToken=rt&verifyCode=123456&vcode=9&ref=gw-1&amount=5'),
    ).toBe('/cardRepay?orderId=4&amount=5');
    expect(redactUrl('/greyer/problem-img/k?e=1700000000&s=sig')).toBe(
      '/greyer/problem-img/k?e=1700000000',
    );
  });
});

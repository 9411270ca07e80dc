import { describe, expect, it } from 'vitest';
import { api } from './api.ts';
import { isEnvelope } from './envelope.ts';

const all = Object.values(api).flatMap((area) => Object.entries(area));

describe('endpoint catalogue', () => {
  it('covers every call listed in docs/api-conventions.md', () => {
    const paths = all.map(([, e]) => e.path);
    for (const expected of [
      '/indah/v3/product/recommend-product-list',
      '/indah/pageEvent/save',
      '/indah/v3/product/apply',
      '/v3/loan-details/generate-vcode',
      '/v3/loan-details/init-pay-type',
      '/v3/installment/loan-play-detail',
      '/v3/loan-details/delay-detail',
      '/v3/loan-confirm/loan-detail-confirm',
      '/v3/contract/contract',
      '/v3/contract/contract-jump',
      '/v3/loan-confirm/loan-detail-push',
      '/indah/stand/targeted',
      '/indah/stand/necessity',
      '/indah/stand/joint',
      '/v3/loan-details/loan-details',
      '/v3/loan-details/google-score',
      '/service/event/save',
      '/gopia/goya/define',
      '/greyer/user-problem-init',
      '/greyer/get-qa-list',
      '/greyer/qa-record',
      '/greyer/upload-problem-img',
      '/greyer/problem-save',
      '/greyer/problem-list',
      '/greyer/problem-detail',
      '/greyer/save-score',
      '/greyer/get-whatsapp',
      '/greyer/repayment-way',
      '/greyer/repayment-commit',
      '/greyer/repayment-confirm',
      '/greyer/repayment-huichao',
      '/api/v2/youmi/service/channel/channel-template',
      '/api/v2/youmi/promotion/track-visit',
      '/api/v2/youmi/promotion/get-sid',
      '/api/v2/youmi/promotion/get-captcha',
      '/api/v2/youmi/promotion/get-sms',
      '/api/v2/youmi/promotion/track-click',
      '/api/v2/youmi/promotion/register',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it('has one endpoint per method and path', () => {
    const keys = all.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses GET exactly for query encoding', () => {
    for (const [name, e] of all) {
      expect(e.method === 'GET', name).toBe(e.encoding === 'query');
    }
  });

  it('uses the promotion success code only for the promotion service', () => {
    for (const [name, e] of all) {
      if (e.success === '0') expect(e.path, name).toMatch(/^\/api\/v2\/youmi\/promotion\//);
    }
  });

  it('validates requests: the recommended-product apply rejects a bad product id', () => {
    const apply = api.loans.productApply!;
    expect(apply.request.safeParse({ productId: 'x', moduleId: 300 }).success).toBe(false);
    expect(apply.request.safeParse({ productId: '4', moduleId: '300' }).success).toBe(true);
  });

  it('recognises envelopes', () => {
    expect(isEnvelope({ code: '00', message: 'ok', data: null })).toBe(true);
    expect(isEnvelope({ code: 0, message: 'ok', data: null })).toBe(false);
    expect(isEnvelope('x')).toBe(false);
  });
});

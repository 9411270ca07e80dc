import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.ts';

describe('redactUrl', () => {
  it('drops secret query parameters and keeps the rest', () => {
    expect(redactUrl('/relevant?languageType=1&token=abc&deviceId=d1')).toBe(
      '/relevant?languageType=1&deviceId=d1',
    );
    expect(redactUrl('/dev/outbox?phone=%2B62812&Token=x')).toBe('/dev/outbox');
    expect(redactUrl('/healthz')).toBe('/healthz');
    expect(redactUrl('/greyer/problem-img/k?e=1700000000&s=sig')).toBe(
      '/greyer/problem-img/k?e=1700000000',
    );
  });
});

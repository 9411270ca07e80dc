import { describe, expect, it, vi } from 'vitest';
import { redactUrl, requestLogger } from './logger.ts';

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
    // An SMS delivery receipt's phone.
    expect(redactUrl('/sms/delivery-receipt/vonage?msisdn=919876543210&status=failed')).toBe(
      '/sms/delivery-receipt/vonage?status=failed',
    );
  });
});

describe('requestLogger', () => {
  const parentAt = (enabled: string[]) => {
    const lines: unknown[][] = [];
    const child = {
      level: 'warn',
      info: (...line: unknown[]) => lines.push(['info', ...line]),
      error: (...line: unknown[]) => lines.push(['error', ...line]),
    };
    const parent = {
      level: 'warn',
      isLevelEnabled: (level: string) => enabled.includes(level),
      child: vi.fn(() => child),
    };
    return { parent, lines };
  };
  const make = (parent: object, options: object = {}) =>
    requestLogger.call(
      undefined as never,
      parent as never,
      { reqId: 'req-1' },
      options,
      undefined as never,
    );

  it('makes no child for a request that logs nothing at the level the server logs', () => {
    const { parent, lines } = parentAt(['error', 'warn']);
    const log = make(parent);
    log.info({ req: {} }, 'incoming request');
    log.debug('detail');
    expect(parent.child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(log.level).toBe('warn');
  });

  it('writes through one child, with the request’s bindings, once a line is due', () => {
    const { parent, lines } = parentAt(['error', 'warn', 'info']);
    const log = make(parent);
    log.error({ err: 'boom' }, 'request failed');
    log.info('request completed');
    expect(parent.child).toHaveBeenCalledTimes(1);
    expect(parent.child).toHaveBeenCalledWith({ reqId: 'req-1' }, {});
    expect(lines).toEqual([
      ['error', { err: 'boom' }, 'request failed'],
      ['info', 'request completed'],
    ]);
  });

  it('makes the child at once for a route with its own level', () => {
    const { parent } = parentAt([]);
    make(parent, { level: 'debug' });
    expect(parent.child).toHaveBeenCalledWith({ reqId: 'req-1' }, { level: 'debug' });
  });
});

import { describe, expect, it } from 'vitest';
import { api } from './api.ts';
import { apiSegments, isApiPath, serverFilePrefixes, serverPrefixes } from './api-prefixes.ts';
import { pagePaths } from './paths.ts';

describe('API prefixes', () => {
  it('cover the first segment of every endpoint and the routes outside the contract', () => {
    for (const area of Object.values(api)) {
      for (const endpoint of Object.values(area)) expect(isApiPath(endpoint.path)).toBe(true);
    }
    for (const path of [
      '/dev/session',
      '/healthz',
      '/repay/webhook/sandbox',
      '/sms/delivery-receipt/vonage',
      '/sandbox/pay/1',
      '/ops',
    ]) {
      expect(isApiPath(path)).toBe(true);
    }
    expect(new Set(apiSegments).size).toBe(apiSegments.length);
  });

  it('never take a page of the web app', () => {
    for (const path of Object.values(pagePaths)) {
      expect(isApiPath(path)).toBe(false);
      expect(
        serverPrefixes.some((prefix) => path.startsWith(`${prefix}/`) || path === prefix),
      ).toBe(false);
    }
    expect(isApiPath('/repayDelay?orderId=1')).toBe(false);
    expect(isApiPath('/')).toBe(false);
  });

  it('read the first segment of a URL with a query or hash', () => {
    expect(isApiPath('/healthz?probe=1')).toBe(true);
    expect(isApiPath('/indah#x')).toBe(true);
  });

  it('give the dev proxy the API and the files the server serves', () => {
    expect(serverPrefixes).toContain('/indah');
    expect(serverPrefixes).toContain('/greyer');
    for (const prefix of serverFilePrefixes) expect(serverPrefixes).toContain(prefix);
    // Files, not API: no envelope and no rate limit on the server.
    expect(isApiPath('/agreements/loan.html')).toBe(false);
    expect(isApiPath('/assets/logos/2.svg')).toBe(false);
  });
});

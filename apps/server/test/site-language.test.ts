/**
 * The official site in the reader's language (docs/screens.md "Official website"): an address that
 * names no language follows `Accept-Language`; one that names it, or a frame of ours, is left as it
 * is.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

// A web build (the shell only): the pages behind the redirect are served as before.
const t = useTestApp({
  webBuild: {
    'dist/index.html':
      '<!doctype html><html lang="id"><head><meta name="tenor-config" content=""></head><body><div id="root"></div></body></html>',
  },
});

const open = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('a site address without a language', () => {
  it.each([
    ['/', '/?languageType=1'],
    ['/About', '/About?languageType=1'],
    ['/contact?utm_source=ad', '/contact?utm_source=ad&languageType=1'],
  ])('%s opens in India for an Indian English reader (→ %s)', async (url, location) => {
    for (const language of ['en-IN', 'en-IN,en;q=0.9']) {
      const res = await open(url, { 'accept-language': language });
      expect(res.statusCode, language).toBe(302);
      expect(res.headers.location).toBe(location);
      expect(res.headers.vary).toBe('Accept-Language');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it.each([
    ['en-ID', '/About?locale=en'],
    ['en-ID,en;q=0.9,id;q=0.8', '/About?locale=en'],
    ['en-US,en;q=0.9', '/About?locale=en'],
    ['en-GB', '/About?locale=en'],
    ['en', '/About?locale=en'],
  ])(
    'sends %s to Indonesia in English (%s): the region subtag, not the language, picks the market',
    async (language, location) => {
      const res = await open('/About', { 'accept-language': language });
      expect(res.statusCode, language).toBe(302);
      expect(res.headers.location).toBe(location);
    },
  );

  it('stays the Indonesian page for an Indonesian reader, and by default', async () => {
    const browsers: Record<string, string>[] = [
      { 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' },
      {},
    ];
    for (const headers of browsers) {
      const res = await open('/Policy', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('leaves an address that names its language, and a frame of ours, as they are', async () => {
    const english = { 'accept-language': 'en-IN' };
    for (const url of ['/?languageType=2', '/About?locale=zh-CN', '/?languageType=1']) {
      expect((await open(url, english)).statusCode, url).toBe(200);
    }
    const frame = await open('/Loan?embed=1', { ...english, 'sec-fetch-dest': 'iframe' });
    expect(frame.statusCode).toBe(200);
  });

  it('does not move the app’s pages, which the launch names', async () => {
    const res = await open('/privacyPolicy', { 'accept-language': 'en-IN' });
    expect(res.statusCode).toBe(200);
  });

  it('answers a path that is not a page as before', async () => {
    const api = await t.app.inject({
      method: 'GET',
      url: '/About',
      headers: { accept: 'application/json', 'accept-language': 'id' },
    });
    expect(api.statusCode).toBe(404);
  });
});

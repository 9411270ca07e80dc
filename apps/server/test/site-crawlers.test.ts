/** robots.txt and sitemap.xml (decision 021): what crawlers may read, at absolute addresses. */
import { describe, expect, it } from 'vitest';
import { pagePaths } from '@tenor/contract/paths';
import { siteLanguages, sitemapPages } from '@tenor/contract/site';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const configured = useTestApp({ env: { PUBLIC_HOST: 'www.tenor.example' } });

const disallowed = (robots: string) =>
  robots
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .map((line) => line.slice('Disallow: '.length));
const closes = (rules: string[], path: string) => rules.some((rule) => path.startsWith(rule));

describe('robots.txt', () => {
  it('opens the site and the legal pages and closes the in-app pages and the API', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'h5.test:8080' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const rules = disallowed(res.body);
    for (const key of sitemapPages) expect(closes(rules, pagePaths[key]), key).toBe(false);
    expect(closes(rules, '/loanAgreement')).toBe(false);
    for (const path of ['/relevant', '/that', '/loanDetails', '/complainNewPage', '/testPreview']) {
      expect(closes(rules, path), path).toBe(true);
    }
    for (const path of ['/api/v2/site/contact-message', '/v3/contract/loan-agreement']) {
      expect(closes(rules, path), path).toBe(true);
    }
    // The server's own tools are not advertised to whoever reads the file.
    for (const tool of ['/ops', '/metrics', '/dev', '/sandbox']) {
      expect(res.body).not.toContain(tool);
    }
    expect(res.body).toContain('Sitemap: http://h5.test:8080/sitemap.xml');
  });

  it('leaves the desk to say noindex itself', async () => {
    // Its sign-in page, answered to anyone not signed in.
    const desk = await t.app.inject({ method: 'GET', url: '/ops' });
    expect(desk.headers['content-type']).toMatch(/^text\/html/);
    expect(desk.body).toContain('<meta name="robots" content="noindex">');
  });
});

describe('sitemap.xml', () => {
  it('lists every public page in every language at the configured host', async () => {
    const res = await configured.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toHaveLength(sitemapPages.length * siteLanguages.length);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain('https://www.tenor.example/');
    expect(locs).toContain('https://www.tenor.example/?languageType=1');
    expect(locs).toContain('https://www.tenor.example/About?locale=zh-CN');
    expect(locs).toContain('https://www.tenor.example/contact?languageType=1&amp;locale=zh-CN');
    for (const loc of locs) expect(loc).toMatch(/^https:\/\/www\.tenor\.example\//);
  });

  it('uses the request host without PUBLIC_HOST, and refuses a host that is not a host name', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'h5.test' },
    });
    expect(res.body).toContain('<loc>http://h5.test/Policy?languageType=1</loc>');
    const odd = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'evil.example/"><x' },
    });
    expect(odd.statusCode).toBe(404);
  });
});

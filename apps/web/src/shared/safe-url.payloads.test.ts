import { describe, expect, it } from 'vitest';
import { classifyUrl, safeFrameSrc, type UrlAction, type UrlContext } from './safe-url.ts';

/**
 * Hostile links as a server, a partner or an attacker might supply them (docs/markets.md
 * "Server-supplied URLs"): none may leave the page except to an allowlisted https host on its own
 * port, reach the native app unless its scheme is configured, or run anything. Each row is a link
 * and why it is hostile.
 */
const ctx: UrlContext = {
  origin: 'https://h5.tenor.test',
  allowedHosts: ['pay.partner.test', '*.lender.test'],
  bridgeSchemes: ['tenor'],
  dev: false,
};

const payloads: [string, string][] = [
  // Script and data in every spelling a URL parser forgives.
  ['javascript:alert(1)', 'script scheme'],
  ['JAVASCRIPT:alert(1)', 'upper case'],
  [' javascript:alert(1)', 'leading space'],
  ['\tjavascript:alert(1)', 'leading tab'],
  ['\u0000javascript:alert(1)', 'leading NUL'],
  ['\u000bjavascript:alert(1)', 'leading vertical tab'],
  ['java\u0009script:alert(1)', 'tab inside the scheme'],
  ['java\u000ascript:alert(1)', 'newline inside the scheme'],
  ['java\u000dscript:alert(1)', 'carriage return inside the scheme'],
  ['javascript://%0aalert(1)', 'comment trick'],
  ['javascript:/*https://pay.partner.test*/alert(1)', 'allowed host in a comment'],
  ['jAvAsCrIpT:alert(1)', 'mixed case'],
  ['data:text/html,<script>alert(1)</script>', 'data document'],
  ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'base64 data document'],
  ['data:image/svg+xml,<svg onload=alert(1)>', 'svg data'],
  ['DATA:text/html,x', 'upper-case data'],
  ['vbscript:msgbox(1)', 'vbscript'],
  ['file:///etc/passwd', 'local file'],
  ['file://pay.partner.test/x', 'file on an allowed host'],
  ['blob:https://evil.test/0b6f', 'foreign blob'],
  ['filesystem:https://evil.test/temporary/x', 'filesystem'],
  ['view-source:https://pay.partner.test/', 'view-source'],
  ['about:blank', 'about'],
  ['chrome://settings', 'browser internals'],
  ['intent://scan/#Intent;scheme=zxing;package=com.evil;end', 'Android intent'],
  ['intent:#Intent;action=android.intent.action.CALL;end', 'Android call intent'],
  ['android-app://com.evil/https/x', 'Android app link'],
  ['market://details?id=com.evil', 'store scheme not configured'],
  ['tel:+919999999999', 'phone call not configured'],
  ['sms:+919999999999?body=x', 'text message not configured'],
  ['mailto:x@evil.test', 'e-mail not configured'],
  ['whatsapp://send?text=x', 'app scheme not configured'],
  ['ms-settings:', 'OS settings'],
  ['ftp://pay.partner.test/x', 'ftp to an allowed host'],
  ['ws://pay.partner.test/x', 'web socket'],
  // Hosts that only look allowed.
  ['https://evil.test/', 'another host'],
  ['https://pay.partner.test.evil.test/', 'allowed host as a subdomain'],
  ['https://evilpay.partner.test/', 'allowed host as a suffix'],
  ['https://pay.partner.test@evil.test/', 'allowed host as user info'],
  ['https://pay.partner.test:pw@evil.test/', 'allowed host as user and password'],
  ['https://evil.test\\@pay.partner.test/', 'backslash before @'],
  ['https://evil.test#@pay.partner.test/', 'allowed host in the fragment'],
  ['https://evil.test?@pay.partner.test/', 'allowed host in the query'],
  ['https://evil.test/https://pay.partner.test/', 'allowed host in the path'],
  ['https://evil.test%2fpay.partner.test/', 'encoded slash'],
  ['https://pay.partner.test%2eevil.test/', 'encoded dot'],
  ['https://pаy.partner.test/', 'Cyrillic а (homograph)'],
  ['https://xn--py-8cd.partner.test/', 'punycode homograph'],
  ['https://pay.partner.test:8443/', 'allowed host on another port'],
  ['https://pay.partner.test:80/', 'allowed host on the http port'],
  ['http://pay.partner.test/', 'allowed host without TLS'],
  ['https://lender.test.evil.test/', 'wildcard base as a subdomain'],
  ['https://a.lender.test:9443/', 'wildcard host on another port'],
  ['https://127.0.0.1/', 'loopback'],
  ['https://[::1]/', 'IPv6 loopback'],
  ['https://0x7f.1/', 'hex loopback'],
  ['https://2130706433/', 'decimal loopback'],
  ['https://169.254.169.254/latest/meta-data/', 'cloud metadata'],
  ['https://h5.tenor.test.evil.test/', 'our origin as a subdomain'],
  ['https://h5.tenor.test@evil.test/', 'our origin as user info'],
  ['http://h5.tenor.test/relevant', 'our host without TLS'],
  ['https://h5.tenor.test:8443/relevant', 'our host on another port'],
  // Protocol-relative and slash tricks.
  ['//evil.test/', 'protocol-relative'],
  ['///evil.test/', 'triple slash'],
  ['\\\\evil.test/', 'double backslash'],
  ['/\\evil.test/', 'slash backslash'],
  ['\\/evil.test/', 'backslash slash'],
  ['https:evil.test', 'scheme without slashes'],
  ['https:/evil.test', 'scheme with one slash'],
  ['https:\\\\evil.test', 'scheme with backslashes'],
  [' //evil.test', 'leading space, protocol-relative'],
  ['\t//evil.test', 'leading tab, protocol-relative'],
  ['/%5cevil.test', 'encoded backslash'],
  ['/%2f%2fevil.test', 'encoded double slash'],
  // Our own pages with something riding along.
  ['/relevant?token=stolen&deviceId=x', 'launch parameters in a link'],
  ['https://h5.tenor.test/that?token=stolen', 'launch parameters on our origin'],
  ['/promo/?id=1&token=stolen', 'token into the landing'],
  ['/agreements/x.html?token=stolen#top', 'token into a server page'],
  ['', 'empty'],
  ['   ', 'blank'],
  ['http://', 'no host'],
  ['https://', 'no host over TLS'],
  ['https://%00evil.test/', 'NUL host'],
  ['x'.repeat(10_000), 'very long'],
];

const OUR_HOST = new URL(ctx.origin).host;

/** Where an action would take the borrower, or why it may: the test's own reading, not the opener's. */
function outcome(action: UrlAction): string {
  switch (action.kind) {
    case 'blocked':
      return 'blocked';
    case 'navigate': {
      const to = new URL(action.to, ctx.origin);
      return to.origin === ctx.origin && !action.to.startsWith('//') ? 'stays' : 'escaped';
    }
    case 'assign': {
      const to = new URL(action.href);
      if (to.origin === ctx.origin) return 'stays';
      const allowed =
        to.protocol === 'https:' &&
        to.port === '' &&
        to.username === '' &&
        to.password === '' &&
        (to.hostname === 'pay.partner.test' || to.hostname.endsWith('.lender.test'));
      return allowed ? 'allowed host' : 'escaped';
    }
    case 'bridge':
      return action.url.startsWith('tenor:') ? 'configured app' : 'escaped';
  }
}

describe('the safe URL opener against hostile links', () => {
  it(`holds ${payloads.length} hostile links inside the page`, () => {
    const escaped = payloads.filter(([link]) => outcome(classifyUrl(link, ctx)) === 'escaped');
    expect(escaped.map(([link, why]) => `${why}: ${JSON.stringify(link)}`)).toEqual([]);
  });

  it('blocks every script, data, file and app-launch scheme outright', () => {
    const schemes = payloads.filter(([, why]) =>
      /script|data|vbscript|file|intent|Android|blob|filesystem|view-source|about|internals|not configured|settings|ftp|socket/i.test(
        why,
      ),
    );
    expect(schemes.length).toBeGreaterThanOrEqual(25);
    for (const [link, why] of schemes) {
      expect(classifyUrl(link, ctx), why).toMatchObject({ kind: 'blocked' });
    }
  });

  it('never carries launch parameters into a link', () => {
    for (const [link] of payloads) {
      const action = classifyUrl(link, ctx);
      const target =
        action.kind === 'navigate' ? action.to : action.kind === 'assign' ? action.href : '';
      expect(target, link).not.toMatch(/[?&](token|deviceId)=/);
    }
  });

  it('frames none of them but our own pages and allowlisted https pages', () => {
    for (const [link, why] of payloads) {
      const src = safeFrameSrc(link, ctx);
      if (src === undefined) continue;
      const url = new URL(src, ctx.origin);
      const ours = url.host === OUR_HOST && url.protocol === 'https:';
      const allowed =
        url.protocol === 'https:' &&
        url.port === '' &&
        (url.hostname === 'pay.partner.test' || url.hostname.endsWith('.lender.test'));
      expect(ours || allowed, `${why}: ${src}`).toBe(true);
    }
  });
});

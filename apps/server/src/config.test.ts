import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_OPS_PASSWORD, loadConfig, repoRoot } from './config.ts';

/** A demo's configuration (DEMO=true, as `npm start` sets it) with these variables. */
const demoConfig = (env: Record<string, string> = {}) => loadConfig({ DEMO: 'true', ...env });

/** What the production start needs besides defaults. */
const production = {
  WEBHOOK_SECRET: 'p'.repeat(24),
  PUBLIC_HOST: 'app.example.com',
  DOCUMENT_SIGNING_KEY: generateKeyPairSync('ed25519')
    .privateKey.export({ format: 'pem', type: 'pkcs8' })
    .toString(),
};

describe('repoRoot', () => {
  it('is the repository root (src/ and the bundle in dist/ sit at the same depth)', () => {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      name: string;
    };
    expect(pkg.name).toBe('tenor');
  });
});

describe('loadConfig', () => {
  it('has working defaults for a demo on the embedded database', () => {
    const config = demoConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dialect: 'sqlite',
      demo: true,
      dataDir: path.join(repoRoot, 'data'),
      sqlitePath: path.join(repoRoot, 'data', 'tenor.sqlite'),
      webDist: path.join(repoRoot, 'apps/web/dist'),
      urlAllowlist: [],
      bridgeSchemes: [],
    });
    expect(config.brand.appName).toBe('Tenor');
    expect(repoRoot).toBe(path.resolve(import.meta.dirname, '../../..'));
  });

  it('parses lists, booleans and PostgreSQL URLs', () => {
    const config = demoConfig({
      DATABASE_URL: 'postgres://u@db:5432/tenor',
      DEMO: 'false',
      WEBHOOK_SECRET: 'x'.repeat(32),
      PUBLIC_HOST: 'app.example.com',
      DOCUMENT_SIGNING_KEY: production.DOCUMENT_SIGNING_KEY,
      URL_ALLOWLIST: ' pay.example.com,*.cdn.example ,',
      BRIDGE_SCHEMES: 'tenorapp,whatsapp',
      PORT: '9000',
    });
    expect(config).toMatchObject({
      dialect: 'postgres',
      demo: false,
      port: 9000,
      urlAllowlist: ['pay.example.com', '*.cdn.example'],
      bridgeSchemes: ['tenorapp', 'whatsapp'],
    });
  });

  it('is off unless DEMO=true, and the production start then requires a webhook secret and the public host', () => {
    for (const env of [{}, { HOST: '127.0.0.1' }, { NODE_ENV: 'development' }]) {
      expect(() => loadConfig(env)).toThrow(/WEBHOOK_SECRET/);
      expect(() => loadConfig(env)).toThrow(/PUBLIC_HOST: is required when DEMO is off/);
      expect(loadConfig({ ...env, ...production }).demo).toBe(false);
    }
    expect(() => loadConfig({ WEBHOOK_SECRET: 'p'.repeat(24) })).toThrow(/PUBLIC_HOST/);
    expect(loadConfig(production).publicHost).toBe('app.example.com');
    expect(loadConfig({ ...production, NODE_ENV: 'production', DEMO: 'true' }).demo).toBe(true);
  });

  it('refuses a demo others can reach unless DEMO_PUBLIC says so, then marks it public', () => {
    expect(demoConfig().demoPublic).toBe(false);
    const reachable: Record<string, string>[] = [
      { HOST: '0.0.0.0' },
      { HOST: '10.0.0.5' },
      { TRUST_PROXY: '1' },
    ];
    for (const env of reachable) {
      expect(() => demoConfig(env)).toThrow(/DEMO_PUBLIC=true/);
      expect(demoConfig({ ...env, DEMO_PUBLIC: 'true' }).demoPublic).toBe(true);
    }
    // DEMO_PUBLIC alone turns nothing on.
    expect(loadConfig({ ...production, DEMO_PUBLIC: 'true' })).toMatchObject({
      demo: false,
      demoPublic: false,
    });
  });

  it('trusts only the proxies it is told of: a hop count or addresses, never every hop', () => {
    expect(demoConfig().trustProxy).toBe(false);
    expect(loadConfig({ ...production, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...production, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ ...production, TRUST_PROXY: '10.0.0.0/8, 2001:db8::/32,loopback,192.0.2.7' })
        .trustProxy,
    ).toEqual(['10.0.0.0/8', '2001:db8::/32', 'loopback', '192.0.2.7']);
    expect(() => loadConfig({ ...production, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would trust every X-Forwarded-For entry.*number of proxies/,
    );
    for (const bad of ['10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/1', '::1/129']) {
      expect(() => loadConfig({ ...production, TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });

  it('uses the sandbox payment provider and SMS outbox in demo mode only', () => {
    const both = (name: string) => ({ IN: name, ID: name });
    expect(demoConfig({}).providers).toEqual({ payment: both('sandbox'), sms: 'outbox' });
    const live = { DEMO: 'false', ...production };
    expect(demoConfig(live).providers).toEqual({ payment: both('none'), sms: 'none' });
    expect(demoConfig({ PAYMENT_PROVIDER: 'none' }).providers.payment).toEqual(both('none'));
    expect(() => demoConfig({ ...live, PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /PAYMENT_PROVIDER_IN: sandbox needs DEMO on/,
    );
    expect(() => demoConfig({ ...live, PAYMENT_PROVIDER_ID: 'sandbox' })).toThrow(
      /PAYMENT_PROVIDER_ID: sandbox needs DEMO on/,
    );
    expect(() => demoConfig({ ...live, SMS_PROVIDER: 'outbox' })).toThrow(
      /SMS_PROVIDER: outbox needs DEMO on/,
    );
    expect(() => demoConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('takes one real provider per market, refusing one of the other market or without its keys', () => {
    const razorpay = {
      RAZORPAY_KEY_ID: 'rzp_test_AbCdEf123456',
      RAZORPAY_KEY_SECRET: 'key-secret-value',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-value',
    };
    const xendit = {
      XENDIT_SECRET_KEY: 'xnd_development_AbCdEf123456',
      XENDIT_CALLBACK_TOKEN: 'callback-token-0123456789',
    };
    const c = demoConfig({
      PAYMENT_PROVIDER_IN: 'razorpay',
      PAYMENT_PROVIDER_ID: 'xendit',
      ...razorpay,
      ...xendit,
    });
    expect(c.providers.payment).toEqual({ IN: 'razorpay', ID: 'xendit' });
    expect(c.razorpay?.keyId).toBe('rzp_test_AbCdEf123456');
    expect(c.xendit?.live).toBe(false);
    // Secrets never print.
    expect(JSON.stringify(c)).not.toContain('key-secret-value');
    expect(JSON.stringify(c)).not.toContain('callback-token-0123456789');
    expect(() => demoConfig({ PAYMENT_PROVIDER_IN: 'xendit' })).toThrow(/PAYMENT_PROVIDER_IN/);
    expect(() => demoConfig({ PAYMENT_PROVIDER_ID: 'razorpay' })).toThrow(/PAYMENT_PROVIDER_ID/);
    expect(() => demoConfig({ PAYMENT_PROVIDER_IN: 'razorpay' })).toThrow(/RAZORPAY_KEY_ID/);
    expect(() =>
      demoConfig({
        PAYMENT_PROVIDER_ID: 'xendit',
        XENDIT_CALLBACK_TOKEN: xendit.XENDIT_CALLBACK_TOKEN,
      }),
    ).toThrow(/XENDIT_SECRET_KEY: is required/);
    expect(() =>
      demoConfig({ PAYMENT_PROVIDER_ID: 'xendit', XENDIT_SECRET_KEY: 'sk_live_x' }),
    ).toThrow(/XENDIT_SECRET_KEY: must be a Xendit secret key/);
    // A provider's address may be plain http only in demo mode (a local stand-in).
    const plain = {
      PAYMENT_PROVIDER_IN: 'razorpay',
      PAYMENT_PROVIDER_ID: 'xendit',
      ...razorpay,
      ...xendit,
      RAZORPAY_API_URL: 'http://127.0.0.1:9001/v1',
      XENDIT_API_URL: 'http://127.0.0.1:9002/',
      SMS_PROVIDER: 'vonage',
      VONAGE_API_URL: 'http://127.0.0.1:9003/sms/json',
    };
    for (const name of ['RAZORPAY_API_URL', 'XENDIT_API_URL', 'VONAGE_API_URL']) {
      expect(() => loadConfig({ ...production, ...plain })).toThrow(
        `${name}: must be https when DEMO is off`,
      );
    }
    const { SMS_PROVIDER: _sms, ...payments } = plain;
    expect(demoConfig(payments).xendit?.baseUrl).toBe('http://127.0.0.1:9002');
    expect(
      loadConfig({
        ...production,
        ...payments,
        RAZORPAY_API_URL: 'https://pay-proxy.example.com/v1/',
        XENDIT_API_URL: 'https://api.xendit.co',
      }).razorpay?.apiUrl,
    ).toBe('https://pay-proxy.example.com/v1');
    // The sandbox stays the demo default for a market left unnamed.
    expect(demoConfig({ PAYMENT_PROVIDER_ID: 'xendit', ...xendit }).providers.payment.IN).toBe(
      'sandbox',
    );
  });

  it('limits promotion SMS by default and takes other limits and a public host', () => {
    expect(demoConfig({}).promoSms).toEqual({
      hourlyBudget: 500,
      perIpPerHour: 20,
      perPrefixPerHour: 50,
      perSid: 3,
    });
    expect(demoConfig({}).publicHost).toBeUndefined();
    const c = demoConfig({
      PROMO_SMS_HOURLY_BUDGET: '50',
      PROMO_SMS_PER_IP_PER_HOUR: '5',
      PROMO_SMS_PER_PREFIX_PER_HOUR: '7',
      PROMO_SMS_PER_SID: '2',
      PUBLIC_HOST: 'pinjam.example.co.id',
    });
    expect(c.promoSms).toEqual({
      hourlyBudget: 50,
      perIpPerHour: 5,
      perPrefixPerHour: 7,
      perSid: 2,
    });
    expect(c.publicHost).toBe('pinjam.example.co.id');
    expect(() => demoConfig({ PROMO_SMS_HOURLY_BUDGET: '0' })).toThrow(/PROMO_SMS_HOURLY_BUDGET/);
    expect(() => demoConfig({ PUBLIC_HOST: 'https://x.example' })).toThrow(/PUBLIC_HOST/);
  });

  it('treats empty variables as unset', () => {
    expect(demoConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 8080,
      dialect: 'sqlite',
    });
  });

  it('refuses bridge schemes that can start any app', () => {
    for (const scheme of ['intent', 'android-app']) {
      expect(() => demoConfig({ BRIDGE_SCHEMES: `tenorapp,${scheme}` })).toThrow(/BRIDGE_SCHEMES/);
    }
  });

  it('names every bad variable', () => {
    try {
      demoConfig({
        PORT: 'eighty',
        BRAND_PRIMARY_COLOR: 'red',
        BRIDGE_SCHEMES: 'javascript',
        BRAND_FONT_FAMILY: 'x;}body{color:red',
        DATABASE_URL: 'mysql://x',
      });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const message = (err as ConfigError).message;
      for (const name of [
        'PORT',
        'BRAND_PRIMARY_COLOR',
        'BRIDGE_SCHEMES',
        'BRAND_FONT_FAMILY',
        'DATABASE_URL',
      ]) {
        expect(message).toContain(name);
      }
    }
  });

  it('configures customer care: the desk, images and the grievance officer', () => {
    const demo = demoConfig({});
    expect(demo.care.opsPassword).toBe(DEMO_OPS_PASSWORD);
    expect(demo.care.storage).toEqual({ kind: 'local', dir: path.join(repoRoot, 'data/uploads') });
    expect(demo.care.imageMaxBytes).toBe(5 * 1024 * 1024);
    expect(demo.grievanceOfficer.IN.name.length).toBeGreaterThan(0);
    const live = { DEMO: 'false', ...production };
    expect(demoConfig(live).care.opsPassword).toBeUndefined();
    expect(demoConfig({ ...live, OPS_PASSWORD: 'a-long-desk-password' }).care.opsPassword).toBe(
      'a-long-desk-password',
    );
    expect(() => demoConfig({ ...live, OPS_PASSWORD: DEMO_OPS_PASSWORD })).toThrow(ConfigError);
    expect(() => demoConfig({ OPS_PASSWORD: 'short' })).toThrow(/OPS_PASSWORD/);
  });

  it('keys image URLs with their own secret, or one derived from the webhook secret', () => {
    const a = demoConfig({ WEBHOOK_SECRET: 'a'.repeat(32) }).care.imageUrlSecret;
    const b = demoConfig({ WEBHOOK_SECRET: 'b'.repeat(32) }).care.imageUrlSecret;
    expect(a).not.toBe(b);
    expect(a).not.toBe('a'.repeat(32));
    expect(demoConfig({ IMAGE_URL_SECRET: 'c'.repeat(20) }).care.imageUrlSecret).toBe(
      'c'.repeat(20),
    );
  });

  it('needs an endpoint, bucket and keys for object storage', () => {
    expect(() => demoConfig({ STORAGE_PROVIDER: 's3' })).toThrow(/S3_ENDPOINT/);
    const config = demoConfig({
      STORAGE_PROVIDER: 's3',
      S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
      S3_BUCKET: 'tenor-care',
      S3_ACCESS_KEY_ID: 'AKID',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.care.storage).toMatchObject({
      kind: 's3',
      bucket: 'tenor-care',
      region: 'us-east-1',
    });
    expect(() => demoConfig({ STORAGE_PROVIDER: 'ftp' })).toThrow(ConfigError);
  });
});

describe('the documents signing key (decision 067)', () => {
  it('is required when DEMO is off, and must be a private key that can sign', () => {
    const { DOCUMENT_SIGNING_KEY: _key, ...withoutKey } = production;
    expect(() => loadConfig({ DEMO: 'false', ...withoutKey })).toThrow(
      /DOCUMENT_SIGNING_KEY: is required when DEMO is off/,
    );
    expect(() =>
      loadConfig({
        DEMO: 'false',
        ...production,
        DOCUMENT_SIGNING_KEY: '-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----',
      }),
    ).toThrow(/DOCUMENT_SIGNING_KEY: is not a private key/);
    const x25519 = generateKeyPairSync('x25519')
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    expect(() =>
      loadConfig({ DEMO: 'false', ...production, DOCUMENT_SIGNING_KEY: x25519 }),
    ).toThrow(/a x25519 key cannot sign/);
  });

  it('reads a key written on one line with \\n, and a demo without one makes its own', () => {
    const oneLine = production.DOCUMENT_SIGNING_KEY.replace(/\n/g, '\\n');
    const live = loadConfig({ DEMO: 'false', ...production, DOCUMENT_SIGNING_KEY: oneLine });
    expect(live.documents.signingKey.reveal()).toBe(production.DOCUMENT_SIGNING_KEY);
    expect(String(live.documents.signingKey)).toBe('[redacted]');
    expect(demoConfig().documents.signingKey.reveal()).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  });

  it('sends e-mail only when SendGrid is configured, and then needs the sender', () => {
    expect(demoConfig().email).toBeNull();
    expect(() => demoConfig({ SENDGRID_API_KEY: 'SG.a-key-of-enough-length' })).toThrow(
      /EMAIL_FROM: is required with SENDGRID_API_KEY/,
    );
    expect(
      demoConfig({ SENDGRID_API_KEY: 'SG.a-key-of-enough-length', EMAIL_FROM: 'loans@tenor.test' })
        .email?.from,
    ).toEqual({ email: 'loans@tenor.test', name: undefined });
  });
});

describe("the lender's identity (decision 095)", () => {
  it('has no invented company, licence, contact or officer outside demo mode', () => {
    const live = loadConfig({ DEMO: 'false', ...production });
    for (const region of ['IN', 'ID'] as const) {
      expect(live.company[region]).toEqual({ name: '', address: '', registration: [] });
      expect(live.support[region]).toEqual({ phone: '', email: '' });
      expect(live.grievanceOfficer[region]).toEqual({ name: '', email: '', phone: '' });
      expect(live.appStores[region]).toEqual({ android: '', ios: '' });
    }
    const demo = demoConfig();
    expect(demo.company.ID.registration).toContain('OJK KEP-47/D.05/2024');
    expect(demo.grievanceOfficer.ID.name).toBe('Dewi Lestari');
  });

  it("takes the operator's own in either mode", () => {
    const own = {
      COMPANY_NAME_ID: 'PT Pinjam Contoh',
      COMPANY_REGISTRATION_ID: 'NIB 1234567890123, OJK S-99/NB.213/2025',
      SUPPORT_EMAIL_ID: 'halo@pinjam.example',
    };
    for (const config of [loadConfig({ DEMO: 'false', ...production, ...own }), demoConfig(own)]) {
      expect(config.company.ID.name).toBe('PT Pinjam Contoh');
      expect(config.company.ID.registration).toEqual(['NIB 1234567890123', 'OJK S-99/NB.213/2025']);
      expect(config.support.ID.email).toBe('halo@pinjam.example');
    }
  });
});

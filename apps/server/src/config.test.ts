import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_OPS_PASSWORD, loadConfig, repoRoot } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a demo on the embedded database', () => {
    const config = loadConfig({});
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
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/tenor',
      DEMO: 'false',
      WEBHOOK_SECRET: 'x'.repeat(32),
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

  it('turns demo mode off in production and then requires a webhook secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/WEBHOOK_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', WEBHOOK_SECRET: 'y'.repeat(20) }).demo).toBe(false);
  });

  it('uses the sandbox payment provider and SMS outbox in demo mode only', () => {
    expect(loadConfig({}).providers).toEqual({ payment: 'sandbox', sms: 'outbox' });
    const live = { DEMO: 'false', WEBHOOK_SECRET: 'z'.repeat(20) };
    expect(loadConfig(live).providers).toEqual({ payment: 'none', sms: 'none' });
    expect(loadConfig({ PAYMENT_PROVIDER: 'none' }).providers.payment).toBe('none');
    expect(() => loadConfig({ ...live, PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /PAYMENT_PROVIDER: sandbox needs DEMO on/,
    );
    expect(() => loadConfig({ ...live, SMS_PROVIDER: 'outbox' })).toThrow(
      /SMS_PROVIDER: outbox needs DEMO on/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('limits promotion SMS by default and takes other limits and a public host', () => {
    expect(loadConfig({}).promoSms).toEqual({ hourlyBudget: 500, perIpPerHour: 20, perSid: 3 });
    expect(loadConfig({}).publicHost).toBeUndefined();
    const c = loadConfig({
      PROMO_SMS_HOURLY_BUDGET: '50',
      PROMO_SMS_PER_IP_PER_HOUR: '5',
      PROMO_SMS_PER_SID: '2',
      PUBLIC_HOST: 'pinjam.example.co.id',
    });
    expect(c.promoSms).toEqual({ hourlyBudget: 50, perIpPerHour: 5, perSid: 2 });
    expect(c.publicHost).toBe('pinjam.example.co.id');
    expect(() => loadConfig({ PROMO_SMS_HOURLY_BUDGET: '0' })).toThrow(/PROMO_SMS_HOURLY_BUDGET/);
    expect(() => loadConfig({ PUBLIC_HOST: 'https://x.example' })).toThrow(/PUBLIC_HOST/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 8080,
      dialect: 'sqlite',
    });
  });

  it('refuses bridge schemes that can start any app', () => {
    for (const scheme of ['intent', 'android-app']) {
      expect(() => loadConfig({ BRIDGE_SCHEMES: `tenorapp,${scheme}` })).toThrow(/BRIDGE_SCHEMES/);
    }
  });

  it('names every bad variable', () => {
    try {
      loadConfig({
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
    const demo = loadConfig({});
    expect(demo.care.opsPassword).toBe(DEMO_OPS_PASSWORD);
    expect(demo.care.storage).toEqual({ kind: 'local', dir: path.join(repoRoot, 'data/uploads') });
    expect(demo.care.imageMaxBytes).toBe(5 * 1024 * 1024);
    expect(demo.grievanceOfficer.IN.name.length).toBeGreaterThan(0);
    const live = { DEMO: 'false', WEBHOOK_SECRET: 'x'.repeat(32) };
    expect(loadConfig(live).care.opsPassword).toBeUndefined();
    expect(loadConfig({ ...live, OPS_PASSWORD: 'a-long-desk-password' }).care.opsPassword).toBe(
      'a-long-desk-password',
    );
    expect(() => loadConfig({ ...live, OPS_PASSWORD: DEMO_OPS_PASSWORD })).toThrow(ConfigError);
    expect(() => loadConfig({ OPS_PASSWORD: 'short' })).toThrow(/OPS_PASSWORD/);
  });

  it('keys image URLs with their own secret, or one derived from the webhook secret', () => {
    const a = loadConfig({ WEBHOOK_SECRET: 'a'.repeat(32) }).care.imageUrlSecret;
    const b = loadConfig({ WEBHOOK_SECRET: 'b'.repeat(32) }).care.imageUrlSecret;
    expect(a).not.toBe(b);
    expect(a).not.toBe('a'.repeat(32));
    expect(loadConfig({ IMAGE_URL_SECRET: 'c'.repeat(20) }).care.imageUrlSecret).toBe(
      'c'.repeat(20),
    );
  });

  it('needs an endpoint, bucket and keys for object storage', () => {
    expect(() => loadConfig({ STORAGE_PROVIDER: 's3' })).toThrow(/S3_ENDPOINT/);
    const config = loadConfig({
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
    expect(() => loadConfig({ STORAGE_PROVIDER: 'ftp' })).toThrow(ConfigError);
  });
});

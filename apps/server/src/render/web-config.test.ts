import { describe, expect, it } from 'vitest';
import type { ClientConfig } from '@tenor/contract/render';
import { loadConfig } from '../config.ts';
import { clientConfig, injectClientConfig } from './web-config.ts';

const value: ClientConfig = {
  appName: `A"B'<C>&`,
  support: {
    IN: { phone: '+91 80 4718 2200', email: 'care.in@tenor.example' },
    ID: { phone: '+62 21 5088 7000', email: 'care.id@tenor.example' },
  },
  company: {
    IN: { name: 'Tenor Credit India Private Limited', address: 'Bengaluru', registration: [] },
    ID: { name: 'PT Tenor Kredit Indonesia', address: 'Jakarta', registration: ['NIB 1'] },
  },
  appStores: {
    IN: { android: 'https://play.google.com/store/apps/details?id=a&b="c"', ios: '' },
    ID: { android: '', ios: 'https://apps.apple.com/id/app/tenor/id1' },
  },
  theme: { primary: '#000', background: '#fff', font: '#111', fontFamily: 'Roboto' },
  allowedHosts: [],
  bridgeSchemes: [],
  demo: false,
};

describe('config meta injection', () => {
  it('fills the empty meta tag, in either quoting style', () => {
    for (const tag of [
      '<meta name="tenor-config" content="" />',
      "<meta name='tenor-config' content=''>",
    ]) {
      const html = injectClientConfig(`<head>${tag}</head>`, value, ':root{}');
      expect(html).not.toBeNull();
      expect(html).not.toContain('<C>');
      expect(html).toContain(
        'content="{&quot;appName&quot;:&quot;A\\&quot;B&#39;&lt;C&gt;&amp;&quot;',
      );
    }
  });

  it('reports a page without the tag', () => {
    expect(injectClientConfig('<head></head>', value, ':root{}')).toBeNull();
  });
});

describe('client config', () => {
  it('lets pages open Razorpay payment links only when Razorpay is configured', () => {
    const demo = loadConfig({ DEMO: 'true', URL_ALLOWLIST: 'help.example.com' });
    expect(clientConfig(demo).allowedHosts).toEqual(['help.example.com']);
    const razorpay = loadConfig({
      DEMO: 'true',
      URL_ALLOWLIST: 'help.example.com',
      PAYMENT_PROVIDER_IN: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_AbCdEf123456',
      RAZORPAY_KEY_SECRET: 'key-secret-value',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-value',
    });
    expect(clientConfig(razorpay).allowedHosts).toEqual(['help.example.com', 'rzp.io']);
  });

  it("gives the site each market's store pages: Google Play by default, the App Store when set", () => {
    const stores = clientConfig(
      loadConfig({ DEMO: 'true', APP_IOS_URL_ID: 'https://apps.apple.com/id/app/tenor/id1' }),
    ).appStores;
    expect(stores.IN).toEqual({
      android: 'https://play.google.com/store/apps/details?id=example.tenor.india',
      ios: '',
    });
    expect(stores.ID.ios).toBe('https://apps.apple.com/id/app/tenor/id1');
    expect(() =>
      loadConfig({ DEMO: 'true', APP_ANDROID_URL_IN: 'http://plain.example/app' }),
    ).toThrow(/APP_ANDROID_URL_IN: must be an https URL/);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultConfig, parseConfig } from './config.ts';

describe('parseConfig', () => {
  it('falls back to the defaults when the meta is empty or broken', () => {
    expect(parseConfig('')).toEqual(defaultConfig);
    expect(parseConfig(null)).toEqual(defaultConfig);
    expect(parseConfig('{not json')).toEqual(defaultConfig);
    expect(parseConfig('[1,2]')).toEqual(defaultConfig);
  });

  it('reads a full config', () => {
    const config = parseConfig(
      JSON.stringify({
        appName: 'Dana Cepat',
        support: {
          IN: { phone: '+91 80 555', email: 'help.in@tenor.test' },
          ID: { phone: '+62 21 555', email: 'help@tenor.test' },
        },
        company: {
          IN: { name: 'Dana India Pvt Ltd', address: 'Pune', registration: ['CIN U1'] },
          ID: { name: 'PT Dana', address: 'Bandung', registration: ['NIB 2', 'OJK 3'] },
        },
        appStores: {
          IN: { android: 'https://play.google.com/store/apps/details?id=dana.in', ios: '' },
          ID: {
            android: 'https://play.google.com/store/apps/details?id=dana.id',
            ios: 'https://apps.apple.com/app/id9',
          },
        },
        theme: {
          primary: '#005a9c',
          background: '#fafafa',
          font: '#222',
          fontFamily: 'Roboto, sans-serif',
        },
        allowedHosts: ['Pay.Partner.test', '*.lender.test'],
        bridgeSchemes: ['tenor', 'market'],
        demo: true,
      }),
    );
    expect(config).toEqual({
      appName: 'Dana Cepat',
      support: {
        IN: { phone: '+91 80 555', email: 'help.in@tenor.test' },
        ID: { phone: '+62 21 555', email: 'help@tenor.test' },
      },
      company: {
        IN: { name: 'Dana India Pvt Ltd', address: 'Pune', registration: ['CIN U1'] },
        ID: { name: 'PT Dana', address: 'Bandung', registration: ['NIB 2', 'OJK 3'] },
      },
      appStores: {
        IN: { android: 'https://play.google.com/store/apps/details?id=dana.in', ios: '' },
        ID: {
          android: 'https://play.google.com/store/apps/details?id=dana.id',
          ios: 'https://apps.apple.com/app/id9',
        },
      },
      theme: {
        primary: '#005a9c',
        background: '#fafafa',
        font: '#222',
        fontFamily: 'Roboto, sans-serif',
      },
      allowedHosts: ['pay.partner.test', '*.lender.test'],
      bridgeSchemes: ['tenor', 'market'],
      demo: true,
    });
  });

  it('drops values of the wrong type or shape', () => {
    const config = parseConfig(
      JSON.stringify({
        appName: 42,
        theme: { primary: 'red; background: url(x)', fontFamily: 'x;}body{' },
        allowedHosts: ['ok.test', 'bad host', 7],
        bridgeSchemes: ['tenor', 'java script'],
        demo: 'yes',
        support: { IN: { phone: 91 }, ID: 'x' },
        company: { IN: { name: 7, registration: ['CIN 1', 2] }, ID: null },
        appStores: { IN: { android: 'javascript:alert(1)', ios: 'http://plain.test/app' }, ID: 3 },
      }),
    );
    // Only https store pages are linked.
    expect(config.appStores).toEqual(defaultConfig.appStores);
    expect(config.support).toEqual(defaultConfig.support);
    expect(config.company.IN).toEqual({ name: '', address: '', registration: ['CIN 1'] });
    expect(config.company.ID).toEqual(defaultConfig.company.ID);
    expect(config.appName).toBe(defaultConfig.appName);
    expect(config.theme).toEqual(defaultConfig.theme);
    expect(config.allowedHosts).toEqual(['ok.test']);
    expect(config.bridgeSchemes).toEqual(['tenor']);
    expect(config.demo).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { classifyUrl, safeFrameSrc, type UrlContext } from './safe-url.ts';

const prod: UrlContext = {
  origin: 'https://h5.tenor.test',
  allowedHosts: ['pay.partner.test', '*.lender.test', 'gw.partner.test:8443'],
  bridgeSchemes: ['tenor', 'market'],
  dev: false,
};
const dev: UrlContext = { ...prod, origin: 'http://localhost:5173', dev: true };

describe('classifyUrl', () => {
  it('holds allowlisted hosts to their port', () => {
    expect(classifyUrl('https://pay.partner.test/checkout', prod).kind).toBe('assign');
    expect(classifyUrl('https://pay.partner.test:443/checkout', prod).kind).toBe('assign');
    expect(classifyUrl('https://pay.partner.test:8443/checkout', prod)).toEqual({
      kind: 'blocked',
      reason: 'host',
    });
    expect(classifyUrl('https://a.lender.test:9000/x', prod).kind).toBe('blocked');
    expect(classifyUrl('https://gw.partner.test:8443/x', prod).kind).toBe('assign');
    expect(classifyUrl('https://gw.partner.test/x', prod).kind).toBe('blocked');
  });

  it('never opens an Android intent, even when a configuration lists it', () => {
    const lax = { ...prod, bridgeSchemes: [...prod.bridgeSchemes, 'intent', 'android-app'] };
    for (const link of [
      'intent://scan/#Intent;scheme=zxing;package=com.evil.app;end',
      'INTENT:#Intent;action=android.intent.action.CALL;end',
      'android-app://com.evil.app/https/x',
    ]) {
      expect(classifyUrl(link, lax)).toEqual({ kind: 'blocked', reason: 'scheme' });
    }
  });

  it('navigates inside the app for relative and same-origin links', () => {
    expect(classifyUrl('/confirmLoan?productId=3', prod)).toEqual({
      kind: 'navigate',
      to: '/confirmLoan?productId=3',
    });
    expect(classifyUrl('https://h5.tenor.test/loanDetails?orderId=9#x', prod)).toEqual({
      kind: 'navigate',
      to: '/loanDetails?orderId=9#x',
    });
    expect(classifyUrl('confirmLoan?productId=3', prod)).toEqual({
      kind: 'navigate',
      to: '/confirmLoan?productId=3',
    });
  });

  it('loads a same-origin page the router does not serve (an agreement) in full', () => {
    expect(classifyUrl('/agreements/in-rupeeflow-loan-agreement.html', prod)).toEqual({
      kind: 'assign',
      href: 'https://h5.tenor.test/agreements/in-rupeeflow-loan-agreement.html',
    });
    expect(classifyUrl('/that?amount=100&orderId=2', prod)).toEqual({
      kind: 'navigate',
      to: '/that?amount=100&orderId=2',
    });
  });

  it('never puts launch parameters in the address', () => {
    expect(classifyUrl('/confirmLoan?productId=3&token=secret&languageType=1', prod)).toEqual({
      kind: 'navigate',
      to: '/confirmLoan?productId=3',
    });
  });

  it('loads the separate promotion entry instead of routing to it', () => {
    expect(classifyUrl('/promo/#/?id=4', prod)).toEqual({
      kind: 'assign',
      href: 'https://h5.tenor.test/promo/#/?id=4',
    });
  });

  it('opens https only on allowed hosts', () => {
    expect(classifyUrl('https://pay.partner.test/checkout?x=1', prod)).toEqual({
      kind: 'assign',
      href: 'https://pay.partner.test/checkout?x=1',
    });
    expect(classifyUrl('https://api.lender.test/a', prod).kind).toBe('assign');
    expect(classifyUrl('https://lender.test/a', prod)).toEqual({ kind: 'blocked', reason: 'host' });
    expect(classifyUrl('https://evil.test/a', prod)).toEqual({ kind: 'blocked', reason: 'host' });
    expect(classifyUrl('https://pay.partner.test.evil.test/', prod).kind).toBe('blocked');
    expect(classifyUrl('https://pay.partner.test@evil.test/', prod).kind).toBe('blocked');
    expect(classifyUrl('//evil.test/a', prod).kind).toBe('blocked');
  });

  it('opens http only in development or on the same origin', () => {
    expect(classifyUrl('http://pay.partner.test/a', prod)).toEqual({
      kind: 'blocked',
      reason: 'insecure',
    });
    expect(classifyUrl('http://10.0.0.2:8080/a', dev)).toEqual({
      kind: 'assign',
      href: 'http://10.0.0.2:8080/a',
    });
    expect(classifyUrl('http://localhost:5173/relevant', dev)).toEqual({
      kind: 'navigate',
      to: '/relevant',
    });
  });

  it('never opens script, data, vbscript or file URLs, however they are written', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      '  javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ]) {
      expect(classifyUrl(url, { ...dev, bridgeSchemes: ['javascript', 'data', 'file'] })).toEqual({
        kind: 'blocked',
        reason: 'scheme',
      });
    }
  });

  it('passes allow-listed app schemes to the bridge and blocks the rest', () => {
    expect(classifyUrl('tenor://product/12', prod)).toEqual({
      kind: 'bridge',
      url: 'tenor://product/12',
    });
    expect(classifyUrl('market://details?id=x', prod).kind).toBe('bridge');
    expect(classifyUrl('intent://scan#Intent;end', prod)).toEqual({
      kind: 'blocked',
      reason: 'scheme',
    });
    expect(classifyUrl('', prod)).toEqual({ kind: 'blocked', reason: 'invalid' });
  });
});

describe('safeFrameSrc', () => {
  it('frames our own pages and allow-listed https pages only', () => {
    expect(safeFrameSrc('/agreements/a.html', prod)).toBe(
      'https://h5.tenor.test/agreements/a.html',
    );
    expect(safeFrameSrc('https://pay.partner.test/terms', prod)).toBe(
      'https://pay.partner.test/terms',
    );
    expect(safeFrameSrc('https://evil.test/terms', prod)).toBeUndefined();
    expect(safeFrameSrc('tenor://agreement', prod)).toBeUndefined();
    expect(safeFrameSrc('javascript:alert(1)', prod)).toBeUndefined();
    expect(safeFrameSrc('http://pay.partner.test/terms', prod)).toBeUndefined();
  });
});

describe('safeFrameSrc on the official site', () => {
  it('keeps the language of a site page and drops every other launch parameter', () => {
    expect(safeFrameSrc('/Loan?embed=1&languageType=1&locale=zh-CN&token=t', prod)).toBe(
      '/Loan?embed=1&languageType=1&locale=zh-CN',
    );
    expect(safeFrameSrc('/relevant?languageType=1&token=t', prod)).toBe('/relevant');
    expect(safeFrameSrc('https://elsewhere.test/agreement', prod)).toBeUndefined();
  });
});

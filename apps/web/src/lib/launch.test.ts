import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  captureLaunchParams,
  commonParams,
  EARLY_LAUNCH_KEY,
  LAUNCH_STORAGE_KEY,
  launchParams,
  locale,
  region,
  resetLaunchCache,
} from './launch.ts';
import { hasSession, sessionToken } from './session.ts';

const open = (url: string) => window.history.replaceState(null, '', url);
const stored = () => JSON.parse(sessionStorage.getItem(LAUNCH_STORAGE_KEY) ?? 'null');

describe('launch parameters', () => {
  beforeEach(() => {
    resetLaunchCache();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    open('/');
  });

  it('stores them, strips them from the address and keeps the page query and hash', () => {
    open(
      '/loanDetails?productId=3&token=s3cret&languageType=1&orderId=9&deviceId=d1&platform=ios#top',
    );
    const launch = captureLaunchParams(window);

    expect(launch).toEqual({ token: 's3cret', languageType: '1', deviceId: 'd1', platform: 'ios' });
    expect(stored()).toEqual(launch);
    expect(window.location.pathname).toBe('/loanDetails');
    expect(window.location.search).toBe('?productId=3&orderId=9');
    expect(window.location.hash).toBe('#top');
    expect(window.location.href).not.toContain('s3cret');
    expect(window.location.href).not.toContain('token');
  });

  it('takes the parameters boot.js kept when it already cleaned the address', () => {
    // A server-rendered page: /boot.js moved the query aside and cleaned the address.
    open('/loanDetails?orderId=9');
    Object.assign(window, { tenorLaunchSearch: '?orderId=9&token=s3cret&languageType=1' });
    const launch = captureLaunchParams(window);
    expect(launch).toEqual({ token: 's3cret', languageType: '1' });
    expect(stored()).toEqual(launch);
    expect(window.location.search).toBe('?orderId=9');
    // Read once, then gone from the page.
    expect('tenorLaunchSearch' in window).toBe(false);
  });

  it('opens a page linked to before the app started with the launch boot.js kept', () => {
    // /relevant was rendered and cleaned by /boot.js, which kept its launch query; Repay now
    // was tapped before its app started, so this page's address has only its own query.
    sessionStorage.setItem(
      EARLY_LAUNCH_KEY,
      '?scene=x&token=s3cret&languageType=1&deviceId=d1&platform=android',
    );
    open('/repay?amount=100&orderId=9&productId=3');
    const launch = captureLaunchParams(window);
    expect(launch).toEqual({
      token: 's3cret',
      languageType: '1',
      deviceId: 'd1',
      platform: 'android',
    });
    expect(stored()).toEqual(launch);
    expect(locale()).toBe('en-IN');
    // The linking page's own query stays behind; the slot is taken once.
    expect(window.location.search).toBe('?amount=100&orderId=9&productId=3');
    expect(sessionStorage.getItem(EARLY_LAUNCH_KEY)).toBeNull();
  });

  it('prefers a launch in the address to the one boot.js kept, and drops the kept one', () => {
    sessionStorage.setItem(EARLY_LAUNCH_KEY, '?token=old&languageType=1');
    open('/relevant?token=new');
    expect(captureLaunchParams(window)).toEqual({ token: 'new' });
    expect(sessionStorage.getItem(EARLY_LAUNCH_KEY)).toBeNull();
    resetLaunchCache();
    open('/confirmLoan?productId=1');
    expect(captureLaunchParams(window).token).toBe('new');
  });

  it('keeps the language in the address of a site page and takes it from there', () => {
    sessionStorage.setItem(
      LAUNCH_STORAGE_KEY,
      JSON.stringify({ languageType: '1', locale: 'zh-CN', token: 't1', deviceId: 'd1' }),
    );
    open('/About?languageType=1&token=s3cret#about');
    expect(captureLaunchParams(window)).toEqual({
      languageType: '1',
      token: 's3cret',
      deviceId: 'd1',
    });
    expect(window.location.search).toBe('?languageType=1');
    expect(window.location.hash).toBe('#about');
    expect(window.location.href).not.toContain('s3cret');

    // A bare site address is the Indonesian page, whatever was stored before.
    resetLaunchCache();
    open('/contact');
    expect(captureLaunchParams(window)).toEqual({ token: 's3cret', deviceId: 'd1' });
    expect(locale()).toBe('id-ID');
    expect(window.location.search).toBe('');

    resetLaunchCache();
    open('/?locale=zh-CN');
    captureLaunchParams(window);
    expect(locale()).toBe('zh-CN');
    expect(region()).toBe('ID');
    expect(window.location.search).toBe('?locale=zh-CN');
  });

  it('leaves an address without a query alone', () => {
    open('/relevant?token=t');
    captureLaunchParams(window);
    expect(window.location.href).toBe(`${window.location.origin}/relevant`);
  });

  it('reads the address only once per page', () => {
    open('/relevant?token=first');
    captureLaunchParams(window);
    const spy = vi.spyOn(URLSearchParams.prototype, 'get');
    open('/relevant?token=second');
    expect(launchParams().token).toBe('first');
    expect(sessionToken()).toBe('first');
    expect(spy).not.toHaveBeenCalled();
  });

  it('keeps the session across pages opened without parameters', () => {
    open('/relevant?token=abc&languageType=1&appName=Tenor');
    captureLaunchParams(window);
    resetLaunchCache();
    open('/confirmLoan?productId=1');
    const launch = captureLaunchParams(window);
    expect(launch.token).toBe('abc');
    expect(window.location.search).toBe('?productId=1');
  });

  it('treats an address with launch parameters as a new launch that replaces the stored set', () => {
    open('/relevant?token=old&languageType=1&deviceId=d1');
    captureLaunchParams(window);
    open('/relevant?token=new');
    expect(captureLaunchParams(window)).toEqual({ token: 'new' });
    expect(stored()).toEqual({ token: 'new' });
    expect(locale()).toBe('id-ID');
  });

  it('derives locale, region and common params, never including the token', () => {
    open('/relevant?token=abc&languageType=1&deviceId=d1&appVersion=3.2&channel=');
    captureLaunchParams(window);
    expect(locale()).toBe('en-IN');
    expect(region()).toBe('IN');
    expect(hasSession()).toBe(true);
    expect(commonParams()).toEqual([
      ['languageType', '1'],
      ['deviceId', 'd1'],
      ['appVersion', '3.2'],
    ]);
  });

  it('defaults to Indonesia and no session', () => {
    open('/relevant');
    captureLaunchParams(window);
    expect(locale()).toBe('id-ID');
    expect(region()).toBe('ID');
    expect(hasSession()).toBe(false);
  });

  it('picks the staff pack without changing the region', () => {
    open('/relevant?locale=zh-CN&languageType=1');
    captureLaunchParams(window);
    expect(locale()).toBe('zh-CN');
    expect(region()).toBe('IN');
    // The server's words follow the pack too; its market stays languageType's.
    expect(commonParams()).toEqual([
      ['languageType', '1'],
      ['locale', 'zh-CN'],
    ]);
  });

  it('sends no locale that names no pack of its own', () => {
    open('/relevant?locale=en-IN&languageType=1&deviceId=d1');
    captureLaunchParams(window);
    expect(commonParams()).toEqual([
      ['languageType', '1'],
      ['deviceId', 'd1'],
    ]);
  });

  it('survives a corrupt stored value', () => {
    sessionStorage.setItem(LAUNCH_STORAGE_KEY, '{nope');
    open('/relevant');
    expect(captureLaunchParams(window)).toEqual({});
  });
});

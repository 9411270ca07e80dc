import { describe, expect, it } from 'vitest';
import {
  captchaOk,
  codeDigits,
  countdownLabel,
  firstProblem,
  phoneOk,
  smsCodeOk,
} from './form-rules.ts';

describe('landing form rules', () => {
  it('takes Indian mobiles: 10 digits from 6-9, with +91 or 0 in front', () => {
    for (const ok of [
      '9876543210',
      '+91 98765 43210',
      '09876543210',
      '6000000000',
      '98765-43210',
    ]) {
      expect(phoneOk('IN', ok), ok).toBe(true);
    }
    for (const bad of ['5876543210', '987654321', '98765432101', '13812345678', '+62812345678']) {
      expect(phoneOk('IN', bad), bad).toBe(false);
    }
  });

  it('takes Indonesian mobiles: 08 and 8-11 digits, +62 or 62 for the 0', () => {
    for (const ok of [
      '0812345678',
      '081234567890',
      '0812-3456-78901',
      '+62812345678',
      '62812345678',
    ]) {
      expect(phoneOk('ID', ok), ok).toBe(true);
    }
    for (const bad of ['081234567', '08123456789012', '0712345678', '9876543210', '13812345678']) {
      expect(phoneOk('ID', bad), bad).toBe(false);
    }
  });

  it('rejects the spec’s Chinese rule in both markets', () => {
    expect(phoneOk('IN', '13812345678')).toBe(false);
    expect(phoneOk('ID', '13812345678')).toBe(false);
  });

  it('wants four captcha characters and a six-digit code', () => {
    expect(captchaOk('aB3k')).toBe(true);
    expect(captchaOk(' AB3K ')).toBe(true);
    expect(captchaOk('AB3')).toBe(false);
    expect(captchaOk('AB-3')).toBe(false);
    expect(smsCodeOk('012345')).toBe(true);
    expect(smsCodeOk('12345')).toBe(false);
    expect(smsCodeOk('12345a')).toBe(false);
  });

  it('names the first field that stops each step, in the form’s order', () => {
    const fields = { phone: '9876543210', captcha: 'AB3K', smsCode: '' };
    expect(firstProblem('sms', 'IN', fields)).toBeUndefined();
    expect(firstProblem('register', 'IN', fields)).toBe('smsCode');
    expect(firstProblem('sms', 'IN', { ...fields, phone: '123' })).toBe('phone');
    expect(firstProblem('register', 'IN', { ...fields, captcha: '' })).toBe('captcha');
    expect(firstProblem('sms', 'ID', fields)).toBe('phone');
  });

  it('keeps only the digits of a typed or pasted code', () => {
    expect(codeDigits('12 34-56')).toBe('123456');
    expect(codeDigits('1234567')).toBe('123456');
    expect(codeDigits('abc')).toBe('');
  });

  it('labels the countdown as the spec does', () => {
    expect(countdownLabel(59)).toBe('59s');
    expect(countdownLabel(1)).toBe('1s');
  });
});

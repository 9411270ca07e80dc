import { describe, expect, it } from 'vitest';
import { normalisePhone, typedPhone } from './phone.ts';

describe('normalisePhone', () => {
  it('takes an Indian mobile with or without +91 or 0', () => {
    expect(normalisePhone('IN', '9876543210')).toBe('+919876543210');
    expect(normalisePhone('IN', '+91 98765 43210')).toBe('+919876543210');
    expect(normalisePhone('IN', '09876543210')).toBe('+919876543210');
    expect(normalisePhone('IN', '6000000000')).toBe('+916000000000');
  });

  it('refuses what is not an Indian mobile', () => {
    for (const bad of [
      '5876543210',
      '987654321',
      '98765432101',
      '+62812345678',
      '13812345678',
      '',
      'abc',
    ]) {
      expect(normalisePhone('IN', bad)).toBeNull();
    }
  });

  it('takes an Indonesian mobile as 08…, 628… or +628…', () => {
    expect(normalisePhone('ID', '081234567890')).toBe('+6281234567890');
    expect(normalisePhone('ID', '6281234567890')).toBe('+6281234567890');
    expect(normalisePhone('ID', '+62 812-3456-7890')).toBe('+6281234567890');
    expect(normalisePhone('ID', '0812345678')).toBe('+62812345678');
    expect(normalisePhone('ID', '0812345678901')).toBe('+62812345678901');
  });

  it('refuses what is not an Indonesian mobile', () => {
    for (const bad of [
      '081234567',
      '08123456789012',
      '0212345678',
      '9876543210',
      '+919876543210',
      '13812345678',
    ]) {
      expect(normalisePhone('ID', bad)).toBeNull();
    }
  });
});

describe('typedPhone', () => {
  it('adds the country code the field shows to a number typed without it', () => {
    expect(typedPhone('ID', '812 3456 7890')).toBe('+6281234567890');
    expect(typedPhone('ID', '0812 3456 7890')).toBe('0812 3456 7890');
    expect(typedPhone('IN', '98765 43210')).toBe('98765 43210');
    expect(typedPhone('ID', '123')).toBe('123');
  });
});

import { describe, expect, it } from 'vitest';
import { keepTypedFields, takeTypedFields } from './typed-before-start.ts';

describe('fields typed before the app started', () => {
  it('are read from the rendered form once', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<input name="phone" value=""><input name="captcha" value=""><input name="smsCode" value="">';
    root.querySelector<HTMLInputElement>('input[name="phone"]')!.value = '9876543210';
    keepTypedFields(root);
    expect(takeTypedFields()).toEqual({ phone: '9876543210', captcha: '', smsCode: '' });
    expect(takeTypedFields()).toEqual({ phone: '', captcha: '', smsCode: '' });
  });
});

import { describe, expect, it } from 'vitest';
import { JsonText } from './json-text.ts';

describe('JsonText.envelope', () => {
  it('wraps the text in the success envelope, in envelope() key order, and keeps the bytes', () => {
    const text = JsonText.of({ name: 'Rupiah – Cepat', amount: 5 });
    const first = text.envelope('00', 'ok');
    expect(first.toString()).toBe(
      '{"code":"00","message":"ok","data":{"name":"Rupiah – Cepat","amount":5}}',
    );
    expect(JSON.parse(first.toString())).toEqual({
      code: '00',
      message: 'ok',
      data: { name: 'Rupiah – Cepat', amount: 5 },
    });
    expect(text.envelope('00', 'ok')).toBe(first);
  });

  it('writes it again when the code or the message changes', () => {
    const text = JsonText.of([1]);
    const ok = text.envelope('0', 'ok');
    const saved = text.envelope('0', 'Saved "1"');
    expect(saved).not.toBe(ok);
    expect(JSON.parse(saved.toString())).toEqual({ code: '0', message: 'Saved "1"', data: [1] });
  });
});

import { describe, expect, it } from 'vitest';
import { agreementModalRequired } from './confirm-rules.ts';

describe('agreementModalRequired', () => {
  it('needs an agreement page and languageType 1', () => {
    expect(agreementModalRequired('/agreements/a.html', '1')).toBe(true);
    expect(agreementModalRequired('/agreements/a.html', '2')).toBe(false);
    expect(agreementModalRequired('/agreements/a.html', undefined)).toBe(false);
    expect(agreementModalRequired('', '1')).toBe(false);
    expect(agreementModalRequired('  ', '1')).toBe(false);
  });
});

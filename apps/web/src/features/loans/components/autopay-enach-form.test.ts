import { describe, expect, it } from 'vitest';
import { enachProblems } from './autopay-enach-form.tsx';

const typed = {
  holder: 'Asha Verma',
  number: '50100012345678',
  again: '50100012345678',
  ifsc: 'HDFC0001234',
  consent: true,
};

describe('e-NACH form checks (decision 078)', () => {
  it('passes a complete, consistent account', () => {
    expect(enachProblems(typed)).toEqual({});
  });

  it('names each field in error, and only those', () => {
    expect(Object.keys(enachProblems({ ...typed, holder: '  ' }))).toEqual(['holder']);
    expect(Object.keys(enachProblems({ ...typed, number: '12345', again: '12345' }))).toEqual([
      'number',
    ]);
    expect(Object.keys(enachProblems({ ...typed, again: '50100012345670' }))).toEqual(['again']);
    expect(Object.keys(enachProblems({ ...typed, consent: false }))).toEqual(['consent']);
  });

  it('checks the IFSC’s shape: four letters, a zero, six letters or digits', () => {
    for (const bad of ['HDFC1001234', 'HDF00001234', 'HDFC000123', 'hdfc0001234', 'HDFC0001234X']) {
      expect(Object.keys(enachProblems({ ...typed, ifsc: bad })), bad).toEqual(['ifsc']);
    }
    expect(enachProblems({ ...typed, ifsc: 'SBIN0A1B2C3' })).toEqual({});
  });
});

import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { parseParams, validationMessage } from './validation-message.ts';

const schema = z.object({
  at: z.iso.datetime(),
  code: z.string().check(z.regex(/^\d+$/)),
  amount: z.number().check(z.gte(1000)),
});

const issuesOf = (input: unknown) => {
  const parsed = schema.safeParse(input, parseParams);
  if (parsed.success) throw new Error('expected a refusal');
  return parsed.error.issues;
};

describe('validationMessage', () => {
  it("takes zod's own words for a named format, in the request's language", () => {
    const input = { at: 'soon', code: '1', amount: 1000 };
    expect(validationMessage(issuesOf(input), input, 'en')).toBe('at: Invalid ISO datetime');
    expect(validationMessage(issuesOf(input), input, 'id')).toBe(
      'at: tanggal dan waktu format ISO tidak valid',
    );
    expect(validationMessage(issuesOf(input), input, 'zh')).toBe('at: 无效ISO日期时间');
  });

  it('keeps our words for a pattern and a bound (zod would print the pattern and >=)', () => {
    const badCode = { at: '2026-01-01T00:00:00Z', code: 'x', amount: 1000 };
    expect(validationMessage(issuesOf(badCode), badCode, 'en')).toBe('code: has an invalid format');
    const small = { at: '2026-01-01T00:00:00Z', code: '1', amount: 5 };
    expect(validationMessage(issuesOf(small), small, 'id')).toBe('amount: minimal 1000');
  });

  it('sets no global locale: languages of interleaved requests stay their own', () => {
    const input = { at: 'soon', code: '1', amount: 1000 };
    const plainMessage = () => {
      const plain = schema.safeParse(input);
      return plain.success ? '' : plain.error.issues[0]?.message;
    };
    const before = plainMessage();
    const issues = issuesOf(input);
    const answers = ['zh', 'en', 'id', 'en'].map((lang) =>
      validationMessage(issues, input, lang as 'en' | 'id' | 'zh'),
    );
    expect(answers).toEqual([
      'at: 无效ISO日期时间',
      'at: Invalid ISO datetime',
      'at: tanggal dan waktu format ISO tidak valid',
      'at: Invalid ISO datetime',
    ]);
    expect(plainMessage()).toBe(before);
  });
});

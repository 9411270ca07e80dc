import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN } from '@tenor/contract/contact-rules';
import {
  contactProblem,
  emptyContactDraft,
  newSubmissionId,
  parseContactDraft,
} from './site-contact-draft.ts';

describe('contact draft', () => {
  it('makes a new submission id each time, in the form the server takes', () => {
    const a = newSubmissionId();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newSubmissionId()).not.toBe(a);
    expect(emptyContactDraft()).toMatchObject({ name: '', email: '', message: '' });
  });

  it('reads back a stored draft and ignores anything else', () => {
    const draft = { name: 'A', email: 'a@b.co', message: 'Hi', submissionId: 'abcdef123456' };
    expect(parseContactDraft(draft)).toEqual(draft);
    expect(parseContactDraft({ ...draft, submissionId: 'x' })).toBeUndefined();
    expect(parseContactDraft({ ...draft, name: 3 })).toBeUndefined();
    expect(parseContactDraft('draft')).toBeUndefined();
    expect(parseContactDraft(null)).toBeUndefined();
  });

  it('needs every field, then a real e-mail address', () => {
    const full = { name: 'A', email: 'a@b.co', message: 'Hi', submissionId: 'abcdef123456' };
    expect(contactProblem(full, EMAIL_PATTERN)).toBeNull();
    for (const field of ['name', 'email', 'message'] as const) {
      expect(contactProblem({ ...full, [field]: '  ' }, EMAIL_PATTERN)).toBe('incomplete');
    }
    expect(contactProblem({ ...full, email: 'a@b' }, EMAIL_PATTERN)).toBe('badEmail');
  });
});

import { describe, expect, it } from 'vitest';
import { keepTypedFields, takeTyped } from './typed-before-start.ts';

describe('text typed before the app started', () => {
  it('is read from the rendered fields by name, once each', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<input name="question" value=""><textarea name="problemDetail"></textarea>' +
      '<input name="consent" type="checkbox"><input value="no name">';
    root.querySelector<HTMLInputElement>('input[name="question"]')!.value = 'How do I repay?';
    root.querySelector('textarea')!.value = 'The amount is wrong';
    keepTypedFields(root);
    expect(takeTyped('question')).toBe('How do I repay?');
    expect(takeTyped('problemDetail')).toBe('The amount is wrong');
    expect(takeTyped('consent')).toBeUndefined();
    expect(takeTyped('question')).toBeUndefined();
  });

  it('is nothing on a page the app rendered itself', () => {
    keepTypedFields(document.createElement('div'));
    expect(takeTyped('question')).toBeUndefined();
  });
});

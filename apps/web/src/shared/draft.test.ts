import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readDraft, useDraft } from './draft.ts';

const parseCount = (v: unknown) => (typeof v === 'number' && v > 0 ? v : undefined);

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('useDraft', () => {
  it('keeps the value across a remount (leaving the page and coming back) and clears it', () => {
    const first = renderHook(() => useDraft('k', parseCount));
    expect(first.result.current[0]).toBeUndefined();
    act(() => first.result.current[1](7));
    first.unmount();
    const again = renderHook(() => useDraft('k', parseCount));
    expect(again.result.current[0]).toBe(7);
    act(() => again.result.current[1](undefined));
    expect(sessionStorage.getItem('k')).toBeNull();
  });

  it('ignores what no longer reads as a draft, and can use localStorage', () => {
    sessionStorage.setItem('k', '"text"');
    expect(readDraft('k', parseCount)).toBeUndefined();
    sessionStorage.setItem('k', '{broken');
    expect(readDraft('k', parseCount)).toBeUndefined();
    const local = renderHook(() => useDraft('l', parseCount, 'local'));
    act(() => local.result.current[1](3));
    expect(localStorage.getItem('l')).toBe('3');
    expect(readDraft('l', parseCount, 'local')).toBe(3);
  });
});

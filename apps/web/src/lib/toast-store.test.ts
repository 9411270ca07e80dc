import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, dismissToast, showToast, toastDuration } from './toast-store.ts';

describe('toastDuration', () => {
  it('defaults to 3000 ms for text and 2000 ms for info', () => {
    expect(toastDuration('text')).toBe(3000);
    expect(toastDuration('info')).toBe(2000);
  });

  it('never goes below 300 ms', () => {
    expect(toastDuration('text', 100)).toBe(300);
    expect(toastDuration('info', 0)).toBe(300);
    expect(toastDuration('text', -5)).toBe(300);
    expect(toastDuration('text', 300)).toBe(300);
  });

  it('keeps a longer requested time', () => {
    expect(toastDuration('text', 5000)).toBe(5000);
    expect(toastDuration('info', 4500)).toBe(4500);
  });

  it('ignores a time that is not a number', () => {
    expect(toastDuration('text', Number.NaN)).toBe(3000);
  });

  it('keeps loading toasts until they are closed', () => {
    expect(toastDuration('loading')).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('showToast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const t of currentToasts()) dismissToast(t.id);
    vi.useRealTimers();
  });

  it('removes a text toast after 3 s', () => {
    showToast('Hello');
    expect(currentToasts().map((t) => t.message)).toEqual(['Hello']);
    vi.advanceTimersByTime(2999);
    expect(currentToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(currentToasts()).toHaveLength(0);
  });

  it('shows the same message once and restarts its timer', () => {
    showToast('Twice');
    vi.advanceTimersByTime(2000);
    showToast('Twice');
    expect(currentToasts()).toHaveLength(1);
    vi.advanceTimersByTime(2000);
    expect(currentToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(currentToasts()).toHaveLength(0);
  });

  it('closes a loading toast only when asked', () => {
    const close = showToast('Loading', { kind: 'loading' });
    vi.advanceTimersByTime(60_000);
    expect(currentToasts()).toHaveLength(1);
    close();
    expect(currentToasts()).toHaveLength(0);
  });
});

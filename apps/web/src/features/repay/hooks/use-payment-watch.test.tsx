import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePaymentWatch, WATCH_FIRST_MS, WATCH_MAX_MS } from './use-payment-watch.ts';

function Watcher(props: { check: () => void }) {
  usePaymentWatch(props);
  return null;
}

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

const pageShow = (persisted: boolean) => {
  const event = new Event('pageshow') as PageTransitionEvent;
  Object.defineProperty(event, 'persisted', { value: persisted });
  window.dispatchEvent(event);
};

describe('usePaymentWatch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks after 5 s, then less and less often, at most every 30 s', () => {
    const check = vi.fn();
    render(<Watcher check={check} />);
    act(() => void vi.advanceTimersByTime(WATCH_FIRST_MS - 1));
    expect(check).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(check).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(WATCH_FIRST_MS * 1.5));
    expect(check).toHaveBeenCalledTimes(2);
    act(() => void vi.advanceTimersByTime(10 * 60_000));
    const inTenMinutes = check.mock.calls.length;
    act(() => void vi.advanceTimersByTime(WATCH_MAX_MS));
    expect(check).toHaveBeenCalledTimes(inTenMinutes + 1);
  });

  it('never checks while hidden, and checks at once when shown again', () => {
    const check = vi.fn();
    render(<Watcher check={check} />);
    act(() => setVisibility('hidden'));
    act(() => void vi.advanceTimersByTime(5 * 60_000));
    expect(check).not.toHaveBeenCalled();
    act(() => setVisibility('visible'));
    expect(check).toHaveBeenCalledTimes(1);
    // The backoff starts again from the top.
    act(() => void vi.advanceTimersByTime(WATCH_FIRST_MS));
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('checks on focus, on Back and from the back-forward cache, and starts its backoff again', () => {
    const check = vi.fn();
    render(<Watcher check={check} />);
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(check).toHaveBeenCalledTimes(1);
    act(() => pageShow(false));
    expect(check).toHaveBeenCalledTimes(2);
    act(() => pageShow(true));
    expect(check).toHaveBeenCalledTimes(3);
    act(() => void vi.advanceTimersByTime(WATCH_FIRST_MS));
    expect(check).toHaveBeenCalledTimes(4);
  });

  it('stops when the page goes', () => {
    const check = vi.fn();
    const { unmount } = render(<Watcher check={check} />);
    unmount();
    act(() => void vi.advanceTimersByTime(60_000));
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(check).not.toHaveBeenCalled();
  });
});

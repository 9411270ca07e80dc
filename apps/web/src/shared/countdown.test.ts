import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clockText, daysAndClock, secondsLeft, useCountdown } from './countdown.ts';

describe('secondsLeft', () => {
  it('rounds up to whole seconds and never goes below zero', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 1)).toBe(60);
    expect(secondsLeft(60_000, 1000)).toBe(59);
    expect(secondsLeft(60_000, 59_999)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
  });
});

describe('daysAndClock', () => {
  it('keeps whole days apart from the clock, and none within a day', () => {
    expect(daysAndClock(86_399)).toEqual({ days: 0, clock: '23:59:59' });
    expect(daysAndClock(86_400)).toEqual({ days: 1, clock: '00:00:00' });
    expect(daysAndClock(60 * 3600 - 6)).toEqual({ days: 2, clock: '11:59:54' });
    expect(daysAndClock(-1)).toEqual({ days: 0, clock: '00:00:00' });
  });
});

describe('clockText', () => {
  it('shows HH:mm:ss', () => {
    expect(clockText(0)).toBe('00:00:00');
    expect(clockText(59)).toBe('00:00:59');
    expect(clockText(3661)).toBe('01:01:01');
    expect(clockText(86_399)).toBe('23:59:59');
    expect(clockText(90_000)).toBe('25:00:00');
    expect(clockText(-5)).toBe('00:00:00');
  });
});

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-15T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('is idle without a deadline', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ left: 0, counting: false });
  });

  it('counts 60 s in one-second steps, then stops', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    expect(result.current).toMatchObject({ left: 60, counting: true });
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.left).toBe(59);
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.left).toBe(58);
    act(() => void vi.advanceTimersByTime(58_000));
    expect(result.current).toMatchObject({ left: 0, counting: false });
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current.left).toBe(0);
  });

  it('reset stops it; start again counts from the top', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(result.current.left).toBe(50);
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ left: 0, counting: false });
    act(() => void vi.advanceTimersByTime(3000));
    expect(result.current.left).toBe(0);
    act(() => result.current.start(60));
    expect(result.current.left).toBe(60);
  });

  it('counts to a deadline from the server and catches up after a late timer', () => {
    const deadline = Date.now() + 2 * 3600_000;
    const { result } = renderHook(() => useCountdown(deadline));
    expect(result.current.left).toBe(7200);
    // The page was in the background: the clock moved on without the timer firing.
    vi.setSystemTime(Date.now() + 3600_000);
    act(() => void vi.advanceTimersByTime(250));
    expect(result.current.left).toBe(3600);
  });

  it('a deadline in the past is already over', () => {
    const { result } = renderHook(() => useCountdown(Date.now() - 1000));
    expect(result.current).toMatchObject({ left: 0, counting: false });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAgain } from './load-again.ts';

/** A load that fails `failures` times, then answers. */
function flaky(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return 'chunk';
  });
  return load;
}

describe('loadAgain', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('answers at once when the first try works', async () => {
    const load = flaky(0);
    await expect(loadAgain(load)).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after 1 s, then 3 s, when the network has just come back', async () => {
    const load = flaky(2);
    const loaded = loadAgain(load);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(loaded).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up after three tries with the last failure', async () => {
    const load = flaky(3);
    const loaded = loadAgain(load);
    const settled = expect(loaded).rejects.toThrow('Failed to fetch dynamically imported module');
    await vi.advanceTimersByTimeAsync(4_000);
    await settled;
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('fails at once while the phone is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const load = flaky(1);
    await expect(loadAgain(load)).rejects.toThrow(TypeError);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

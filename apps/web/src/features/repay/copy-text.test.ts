import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text.ts';

describe('copyText', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('uses the Clipboard API when there is one', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await copyText('8808123412341234')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('8808123412341234');
  });

  it('falls back to select-and-copy when the API is missing or refused', async () => {
    const exec = vi.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    vi.stubGlobal('navigator', {
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    expect(await copyText('7701999')).toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    // The helper textarea is gone again.
    expect(document.querySelector('textarea')).toBeNull();

    vi.stubGlobal('navigator', {});
    exec.mockReturnValue(false);
    expect(await copyText('7701999')).toBe(false);
  });
});

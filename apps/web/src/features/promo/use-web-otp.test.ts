import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWebOtp } from './use-web-otp.ts';

const get = vi.fn<(options: CredentialRequestOptions) => Promise<unknown>>();

function withWebOtp() {
  Object.defineProperty(window, 'OTPCredential', { value: class {}, configurable: true });
  Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(window, 'OTPCredential');
  get.mockReset();
});

describe('WebOTP', () => {
  it('asks the browser for the SMS code and fills it in', async () => {
    withWebOtp();
    get.mockResolvedValue({ code: '482913' });
    const filled = vi.fn();
    const { result } = renderHook(() => useWebOtp(filled));
    result.current();
    await vi.waitFor(() => expect(filled).toHaveBeenCalledWith('482913'));
    const options = get.mock.calls[0]?.[0] as { otp: { transport: string[] } };
    expect(options.otp.transport).toEqual(['sms']);
  });

  it('replaces an earlier request and gives up when the page is left', () => {
    withWebOtp();
    get.mockReturnValue(new Promise(() => {}));
    const { result, unmount } = renderHook(() => useWebOtp(vi.fn()));
    result.current();
    result.current();
    const [first, second] = get.mock.calls.map((call) => call[0].signal);
    expect(first?.aborted).toBe(true);
    expect(second?.aborted).toBe(false);
    unmount();
    expect(second?.aborted).toBe(true);
  });

  it('does nothing where the browser has no WebOTP', () => {
    const filled = vi.fn();
    const { result } = renderHook(() => useWebOtp(filled));
    result.current();
    expect(get).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import { wireMoment } from './wire-moment.ts';

describe('wireMoment', () => {
  it("reads the API's wall-clock time in the market's zone", () => {
    expect(wireMoment('IN', '2026-11-24 17:16:05')).toBe('24 Nov 2026, 17:16');
    expect(wireMoment('ID', '2026-08-24 07:05:00')).toBe('24 Agu 2026 07.05');
  });

  it('writes it in Chinese for a zh-CN reader, on the same clock', () => {
    expect(wireMoment('IN', '2026-11-24 17:16:05', 'zh-CN')).toBe('2026年11月24日 17:16');
    expect(wireMoment('ID', '2026-08-24 07:05:00', 'zh-CN')).toBe('2026年8月24日 07:05');
  });

  it('shows anything else as a moment or as it came', () => {
    expect(wireMoment('IN', '2026-11-24T11:46:00.000Z')).toBe('24 Nov 2026, 17:16');
    expect(wireMoment('ID', 'kemarin')).toBe('kemarin');
  });
});

import { describe, expect, it } from 'vitest';
import { orderStatuses } from '@tenor/contract/orders';
import { statusText } from './status-text.ts';

describe('statusText', () => {
  it.each(orderStatuses)('has a headline and description in every language for %i', (status) => {
    const en = statusText(status, 'en');
    const id = statusText(status, 'id');
    const zh = statusText(status, 'zh');
    for (const t of [en, id, zh]) {
      expect(t.title.length).toBeGreaterThan(0);
      expect(t.description.length).toBeGreaterThan(t.title.length);
    }
    expect(id.description).not.toBe(en.description);
    expect(zh.description).not.toBe(en.description);
  });

  it('says what the status means', () => {
    expect(statusText(21, 'en').title).toBe('Under review');
    expect(statusText(21, 'id').title).toBe('Sedang ditinjau');
    expect(statusText(180, 'en').title).toBe('Overdue');
    expect(statusText(4, 'id').title).toBe('Lunas');
    expect(statusText(21, 'zh').title).toBe('审核中');
  });
});

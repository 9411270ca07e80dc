import { describe, expect, it } from 'vitest';
import { openDraft, parseDraft } from './complaint-draft.ts';

describe('complaint draft', () => {
  it('reads back what was stored and ignores anything else', () => {
    const stored = { problemType: '1', problemSonType: '12', text: 'rude call', images: ['/a'] };
    expect(parseDraft(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(parseDraft(null)).toBeUndefined();
    expect(parseDraft({ text: 3, images: [] })).toBeUndefined();
    expect(parseDraft({ text: 'x' })).toBeUndefined();
  });

  it('keeps at most 9 images and 200 characters, and only strings', () => {
    const draft = parseDraft({ text: 'x'.repeat(300), images: [...Array(12).keys()].map(String) });
    expect(draft?.text).toHaveLength(200);
    expect(draft?.images).toHaveLength(9);
    expect(parseDraft({ text: '', images: ['/a', 5, null] })?.images).toEqual(['/a']);
  });

  it('opens with the type and order of the address, keeping text and images', () => {
    const stored = { problemType: '2', orderNo: 'A', text: 'hello', images: ['/a'] };
    expect(openDraft(stored, { problemType: '1', problemSonType: '12', orderNo: 'B' })).toEqual({
      problemType: '1',
      problemSonType: '12',
      orderNo: 'B',
      text: 'hello',
      images: ['/a'],
    });
  });

  it('from the chatbot, takes the loan the chat was about and keeps the stored type', () => {
    const stored = { problemType: '3', text: 'hello', images: [] };
    expect(openDraft(stored, { orderNo: 'TN1' })).toEqual({ ...stored, orderNo: 'TN1' });
  });

  it('without a type in the address (a reload from the chatbot) keeps the stored one', () => {
    const stored = { problemType: '3', text: 'hello', images: [] };
    expect(openDraft(stored, {})).toEqual(stored);
    expect(openDraft(undefined, {})).toEqual({ text: '', images: [] });
  });
});

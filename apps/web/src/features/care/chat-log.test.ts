import { describe, expect, it } from 'vitest';
import { appendMessage, asksStoreRating, judgeAnswer, typedQuestion } from './chat-log.ts';

describe('chat log', () => {
  it('numbers messages in order', () => {
    const log = appendMessage(appendMessage([], { kind: 'greeting' }), {
      kind: 'user',
      text: 'hi',
    });
    expect(log.map((m) => m.id)).toEqual([1, 2]);
  });

  it('marks one answer solved or not', () => {
    const log = appendMessage(appendMessage([], { kind: 'answer', qaId: 7, contact: false }), {
      kind: 'answer',
      qaId: 8,
      contact: true,
    });
    const judged = judgeAnswer(log, 2, 'unsolved');
    expect(judged[0]).toEqual({ id: 1, kind: 'answer', qaId: 7, contact: false });
    expect(judged[1]).toEqual({
      id: 2,
      kind: 'answer',
      qaId: 8,
      contact: true,
      verdict: 'unsolved',
    });
  });

  it('does not send empty text', () => {
    expect(typedQuestion('')).toBeUndefined();
    expect(typedQuestion('   \n')).toBeUndefined();
    expect(typedQuestion('  when is my due date? ')).toBe('when is my due date?');
    expect(typedQuestion('x'.repeat(600))).toHaveLength(500);
  });

  it('asks for a store rating from 4 stars', () => {
    expect([1, 2, 3, 4, 5].map(asksStoreRating)).toEqual([false, false, false, true, true]);
  });
});

import { describe, expect, it } from 'vitest';
import { careFaq } from './care-faq.ts';

/**
 * The buttons an answer may tell the borrower to tap, as the pages label them (loan details:
 * apps/web/src/features/loans/locales; the chat's contact button under an action-4 answer:
 * apps/web/src/features/care/locales).
 */
const buttons = {
  IN: { tap: /\btap (Repay now|Contact support)\b/gi, contact: 'Contact support' },
  ID: { tap: /\bketuk (Bayar sekarang|Hubungi CS)\b/gi, contact: 'Hubungi CS' },
} as const;
const anyTap = { IN: /\btap\s+\S+/gi, ID: /\bketuk\s+\S+/gi } as const;

const questions = (region: 'IN' | 'ID') => careFaq[region].flatMap((c) => c.questions);

describe('the chatbot FAQ seed', () => {
  for (const region of ['IN', 'ID'] as const) {
    it(`names only buttons our pages have (${region})`, () => {
      for (const q of questions(region)) {
        const taps = q.answer.match(anyTap[region]) ?? [];
        const real = q.answer.match(buttons[region].tap) ?? [];
        expect(real.length, `${q.code}: ${taps.join(', ')}`).toBe(taps.length);
        // The contact button is shown only under an answer that leads to the complaint form.
        if (q.answer.includes(buttons[region].contact)) expect(q.action, q.code).toBe(4);
      }
    });

    it(`promises a reply within 3 working days, nothing else (${region})`, () => {
      for (const q of questions(region)) {
        for (const [, days] of q.answer.matchAll(/(\d+) (?:working days|hari kerja)/g)) {
          expect(days, q.code).toBe('3');
        }
      }
    });
  }
});

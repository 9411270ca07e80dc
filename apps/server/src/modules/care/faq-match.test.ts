import { describe, expect, it } from 'vitest';
import { careFaq } from '../../content/care-faq.ts';
import { matchFaq, tokens } from './faq-match.ts';

const entriesOf = (region: 'IN' | 'ID') =>
  careFaq[region].flatMap((c) => c.questions).map((q, i) => ({ ...q, id: i + 1 }));

describe('FAQ matching', () => {
  it('drops stopwords and punctuation', () => {
    expect(tokens('How do I repay my loan?')).toEqual(['repay', 'loan']);
    expect(tokens('Bagaimana cara membayar pinjaman?')).toEqual(['membayar', 'pinjaman']);
  });

  it('answers a typed English question', () => {
    expect(matchFaq('my payment is not showing', entriesOf('IN'))?.code).toBe('in-repay-missing');
    expect(matchFaq('how can I extend the due date', entriesOf('IN'))?.code).toBe(
      'in-repay-extension',
    );
  });

  it('answers a typed Indonesian question', () => {
    expect(matchFaq('kapan dana cair ke rekening?', entriesOf('ID'))?.code).toBe('id-loan-money');
    expect(matchFaq('mau ganti nomor hp', entriesOf('ID'))?.code).toBe('id-account-phone');
  });

  it('finds nothing for unrelated or empty text', () => {
    expect(matchFaq('what is the weather tomorrow', entriesOf('IN'))).toBeNull();
    expect(matchFaq('   ?! ', entriesOf('ID'))).toBeNull();
    expect(matchFaq('halo', entriesOf('ID'))).toBeNull();
  });
});

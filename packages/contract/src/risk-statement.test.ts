import { describe, expect, it } from 'vitest';
import { riskStatementText, riskStatements } from './risk-statement.ts';

describe('Indonesia’s risk statement (decision 069)', () => {
  it('is the standard disclaimer’s points 1–8 in Indonesian, as written, with no note', () => {
    const id = riskStatements.id;
    expect(id.points).toHaveLength(8);
    expect(id.points[0]).toBe(
      'Layanan Pinjam Meminjam Berbasis Teknologi Informasi merupakan kesepakatan perdata antara Pemberi Pinjaman dengan Penerima Pinjaman, sehingga segala risiko yang timbul dari kesepakatan tersebut ditanggung sepenuhnya oleh masing-masing pihak.',
    );
    expect(id.points[1]).toBe(
      'Risiko kredit atau gagal bayar ditanggung sepenuhnya oleh Pemberi Pinjaman. Tidak ada lembaga atau otoritas negara yang bertanggung jawab atas risiko gagal bayar ini.',
    );
    expect(id.points[7]).toMatch(/^Pemerintah yaitu dalam hal ini Otoritas Jasa Keuangan, tidak/);
    // Point 9 named a revoked regulation: left out.
    expect(id.points.join(' ')).not.toContain('77/POJK.01/2016');
    expect(id.note).toBeUndefined();
  });

  it.each(['en', 'zh'] as const)(
    'is translated point by point into %s, marked as a translation in the words the ledger digests',
    (lang) => {
      const words = riskStatements[lang];
      expect(words.points).toHaveLength(riskStatements.id.points.length);
      expect(words.note).toMatch(
        lang === 'en' ? /translation.*Indonesian text/ : /译文.*印度尼西亚语/,
      );
      expect(riskStatementText(words)).toContain(words.note!);
    },
  );
});

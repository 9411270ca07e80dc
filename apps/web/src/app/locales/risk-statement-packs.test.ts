import { describe, expect, it } from 'vitest';
import type { Locale } from '@tenor/contract/launch';
import { riskStatements, riskStatementText } from '@tenor/contract/risk-statement';
import { addTexts } from '../../shared/i18n.ts';
import { type RiskArea, riskWords } from '../../shared/ui/risk-statement.tsx';
import { packFor } from '../texts.ts';

/** The contract's statement each language's pages show: Hindi readers (India) its English. */
const shown: Record<Locale, keyof typeof riskStatements> = {
  'en-IN': 'en',
  'hi-IN': 'en',
  'id-ID': 'id',
  'zh-CN': 'zh',
};

describe("Indonesia's risk statement in the language packs (decision 075)", () => {
  for (const area of ['loans', 'site'] as RiskArea[]) {
    for (const [lang, words] of Object.entries(shown) as [Locale, keyof typeof riskStatements][]) {
      it(`${area} ${lang}: the page shows the contract's words, the ones the ledger's digest is of`, async () => {
        addTexts(area, await packFor(area, lang));
        const page = riskWords(area);
        expect(riskStatementText(page)).toBe(riskStatementText(riskStatements[words]));
        expect(page.points).toHaveLength(8);
      });
    }
  }
});

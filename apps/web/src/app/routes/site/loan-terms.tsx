/** `/loanTerms` — loan terms and conditions of the reader's market. */
import { legalHead } from '../../../features/site/legal/legal-head.ts';
import { LegalTextPage } from '../../../features/site/legal/legal-page.tsx';
import { prepareLegalText } from '../../../features/site/legal/legal-texts.ts';

/** Public: rendered on the server without a session too. */
export const publicPage = true;
/** Its text, in the reader's language and market, is in before the page renders. */
export const prepare = () => prepareLegalText('terms');
/** Title, description and its address in each language, in the server's HTML. */
export const head = () => legalHead('terms', 'loanTerms');

export function Component() {
  return <LegalTextPage page="terms" route="loanTerms" />;
}

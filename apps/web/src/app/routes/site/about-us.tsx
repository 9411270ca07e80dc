/** `/aboutUs` — what the app asks for, why, how a decision is made and who runs it. */
import { legalHead } from '../../../features/site/legal/legal-head.ts';
import { LegalTextPage } from '../../../features/site/legal/legal-page.tsx';
import { prepareLegalText } from '../../../features/site/legal/legal-texts.ts';

/** Public: rendered on the server without a session too. */
export const publicPage = true;
/** Its text, in the reader's language and market, is in before the page renders. */
export const prepare = () => prepareLegalText('about');
/** Title, description and its address in each language, in the server's HTML. */
export const head = () => legalHead('about', 'aboutUs');

export function Component() {
  return <LegalTextPage page="about" route="aboutUs" />;
}

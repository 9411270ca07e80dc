/** `/aboutUs` — what the app asks for, why, how a decision is made, who runs it and who lends. */
import { AboutLenders } from '../../../features/site/legal/about-lenders.tsx';
import { legalHead } from '../../../features/site/legal/legal-head.ts';
import { LegalTextPage } from '../../../features/site/legal/legal-page.tsx';
import { prepareLegalText } from '../../../features/site/legal/legal-texts.ts';

/** Public: rendered on the server without a session too. */
export const publicPage = true;
/** Its text, in the reader's language and market, is in before the page renders. */
export const prepare = () => prepareLegalText('about');
/** Title, description and its address in each language, in the server's HTML. */
export const head = () => legalHead('about', 'aboutUs');

/** Its data: the lenders offered in the market, with their websites (decision 066). */
export { aboutUsPage as data } from '../../../features/site/api/get-whatsapp.ts';

export function Component() {
  return <LegalTextPage page="about" route="aboutUs" after={<AboutLenders />} />;
}

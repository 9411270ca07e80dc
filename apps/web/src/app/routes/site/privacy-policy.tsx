/** `/privacyPolicy` — the privacy policy of the reader's market (India: DPDP Act 2023; Indonesia: UU PDP 2022). */
import { legalHead } from '../../../features/site/legal/legal-head.ts';
import { LegalTextPage } from '../../../features/site/legal/legal-page.tsx';
import { prepareLegalText } from '../../../features/site/legal/legal-texts.ts';

/** Public: rendered on the server without a session too. */
export const publicPage = true;
/** Its text, in the reader's language and market, is in before the page renders. */
export const prepare = () => prepareLegalText('privacy');
/** Title, description and its address in each language, in the server's HTML. */
export const head = () => legalHead('privacy', 'privacyPolicy');

/** Its data, the grievance officer the policy names (the page's one declaration). */
export { privacyPolicyPage as data } from '../../../features/site/api/get-whatsapp.ts';

export function Component() {
  return <LegalTextPage page="privacy" route="privacyPolicy" />;
}

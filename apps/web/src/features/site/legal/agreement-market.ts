import { type LaunchParams, marketLocale, type Region } from '@tenor/contract/launch';
import { pageUrl } from '@tenor/contract/paths';
import { siteLanguageQuery } from '@tenor/contract/site';

/**
 * Where the loan agreement page goes to read a product in its own market's language
 * (docs/screens.md "App static pages"): a reader who named no language (a shared link,
 * `/loanAgreement?productId=1`) and has no session gets the product of any market from the
 * server; when it is another market's than the page's, the page opens again in that market's
 * language. A launch that names a language, or a borrower's session, decides as always.
 */
export function agreementMarketUrl(
  productId: number,
  productRegion: Region,
  pageRegion: Region,
  launch: LaunchParams,
): string | undefined {
  const named = launch.languageType !== undefined || launch.locale !== undefined;
  if (named || launch.token || productRegion === pageRegion) return undefined;
  const language = siteLanguageQuery({
    region: productRegion,
    locale: marketLocale(productRegion),
  });
  return `${pageUrl('loanAgreement', { productId })}${language ? `&${language}` : ''}`;
}

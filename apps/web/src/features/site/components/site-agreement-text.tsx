import { config } from '../../../lib/config.ts';
import { t } from '../../../shared/i18n.ts';
import { siteVars } from '../site-head.ts';
import { siteLanguage } from '../site-language.ts';

const sections = [
  ['site.site.loan.s1h', 'site.site.loan.s1'],
  ['site.site.loan.s2h', 'site.site.loan.s2'],
  ['site.site.loan.s3h', 'site.site.loan.s3'],
  ['site.site.loan.s4h', 'site.site.loan.s4'],
  ['site.site.loan.s5h', 'site.site.loan.s5'],
  ['site.site.loan.s6h', 'site.site.loan.s6'],
] as const;

/** The loan agreement's text, with the market's figures, contacts and company. */
export function SiteAgreementText() {
  const { region } = siteLanguage();
  const support = config.support[region];
  const vars = {
    ...siteVars(),
    company: config.company[region].name || config.appName,
    phone: support.phone,
    email: support.email,
  };
  return (
    <>
      <p>{t('site.site.loan.intro', vars)}</p>
      {sections.map(([heading, text]) => (
        <section key={heading}>
          <h2>{t(heading)}</h2>
          <p>{t(text, vars)}</p>
        </section>
      ))}
    </>
  );
}

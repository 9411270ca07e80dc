import type { ReactNode } from 'react';
import { Link } from '../../../lib/navigation.tsx';
import { config } from '../../../lib/config.ts';
import { t } from '../../../shared/i18n.ts';
import { RiskStatement } from '../../../shared/ui/risk-statement.tsx';
import { siteVars } from '../site-head.ts';
import { siteLanguage, siteLink } from '../site-language.ts';
import { SiteBanner } from './site-banner.tsx';
import { banners } from './site-images.ts';
import { SiteLayout } from './site-layout.tsx';
import { SiteLenders } from './site-lenders.tsx';
import { SiteLinks } from './site-links.tsx';
import { SiteOperatorFacts } from './site-operator-facts.tsx';
import { SiteOfferOrder } from './site-offer-order.tsx';
import { HOME_ANCHORS } from './site-nav.tsx';
import styles from './site.module.css';

/** A section the header's links jump to (`/#about`, `/#privacy`): focusable, so the jump moves the reader there. */
function AnchorSection({
  anchor,
  heading,
  children,
}: {
  anchor: keyof typeof HOME_ANCHORS;
  heading: string;
  children: ReactNode;
}) {
  const headingId = `site-${anchor}`;
  return (
    <section
      id={HOME_ANCHORS[anchor]}
      className={styles.anchor}
      tabIndex={-1}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{heading}</h2>
      {children}
    </section>
  );
}

/** Where this market's borrowers get the app: its configured store pages. */
function GetTheApp() {
  const stores = config.appStores[siteLanguage().region];
  if (!stores.android && !stores.ios) return null;
  return (
    <section aria-labelledby="site-get-app" data-testid="site-get-app">
      <h2 id="site-get-app">{t('site.site.home.getAppHeading', siteVars())}</h2>
      <p>{t('site.site.home.getAppText')}</p>
      <p className={styles.actions}>
        {stores.android && (
          <a className={styles.primaryLink} href={stores.android} rel="noopener">
            {t('site.site.home.getAppAndroid')}
          </a>
        )}
        {stores.ios && (
          <a className={styles.primaryLink} href={stores.ios} rel="noopener">
            {t('site.site.home.getAppIos')}
          </a>
        )}
      </p>
    </section>
  );
}

/** `/` — the official home: the market's claims, five banners, about, privacy and contact. */
export function SiteHome() {
  const vars = siteVars();
  const claims = [
    { value: t('site.site.home.amount', vars), note: t('site.site.home.amountNote') },
    { value: t('site.site.home.speed'), note: t('site.site.home.speedNote') },
    { value: vars.income ?? '', note: t('site.site.home.incomeNote') },
    { value: t('site.site.home.users'), note: t('site.site.home.usersNote', vars) },
  ];
  const [hero, ...tiles] = banners;
  const tileAlts = [
    t('site.site.home.banner2'),
    t('site.site.home.banner3'),
    t('site.site.home.banner4'),
    t('site.site.home.banner5'),
  ];
  return (
    <SiteLayout page="siteHome">
      <section className={styles.hero} aria-labelledby="site-home-title">
        {hero && <SiteBanner banner={hero} alt={t('site.site.home.banner1')} hero />}
        <h1 id="site-home-title">{t('site.site.home.heading')}</h1>
        <p className={styles.lead}>{t('site.site.home.lead', vars)}</p>
        <p className={styles.actions}>
          <Link className={styles.primaryLink} to={siteLink('siteLoan')}>
            {t('site.site.home.loanLink')}
          </Link>
        </p>
      </section>

      <SiteOperatorFacts />
      {siteLanguage().region === 'ID' && <RiskStatement area="site" />}

      <section aria-labelledby="site-claims">
        <h2 id="site-claims">{t('site.site.home.claimsHeading', vars)}</h2>
        <dl className={styles.claims}>
          {claims.map(({ value, note }) => (
            <div key={note}>
              <dt>{value}</dt>
              <dd>{note}</dd>
            </div>
          ))}
        </dl>
        <ul role="list" className={styles.tiles} aria-label={t('site.site.home.bannersLabel')}>
          {tiles.map((banner, i) => (
            <li key={banner.src}>
              <SiteBanner banner={banner} alt={tileAlts[i] ?? ''} />
            </li>
          ))}
        </ul>
      </section>

      <GetTheApp />

      <AnchorSection anchor="about" heading={t('site.site.home.aboutHeading')}>
        <p>{t('site.site.home.aboutText', vars)}</p>
        <p>
          <Link to={siteLink('siteAbout')}>{t('site.site.home.aboutMore')}</Link>
        </p>
      </AnchorSection>

      <AnchorSection anchor="privacy" heading={t('site.site.home.privacyHeading')}>
        <p>{t('site.site.home.privacyText')}</p>
        <SiteLinks
          className={styles.linkList}
          links={[
            ['privacyPolicy', t('site.site.home.privacyMore')],
            ['sitePolicy', t('site.site.home.agreementMore')],
          ]}
        />
      </AnchorSection>

      <section aria-labelledby="site-contact">
        <h2 id="site-contact">{t('site.site.home.contactHeading')}</h2>
        <p>{t('site.site.home.contactText')}</p>
        <p>
          <Link to={siteLink('siteContact')}>{t('site.site.home.contactLink')}</Link>
        </p>
      </section>

      <SiteOfferOrder />
      <SiteLenders />
    </SiteLayout>
  );
}

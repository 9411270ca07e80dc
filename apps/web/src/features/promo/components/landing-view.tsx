import { useEffect, useRef } from 'react';
import type { LandingTemplate } from '../api/channel-template.ts';
import { recordVisit } from '../api/track-visit.ts';
import type { LandingAddress } from '../use-landing-address.ts';
import { routeOf } from '../landing-address.ts';
import { currentClientType } from '../store-link.ts';
import { AgreementPage } from './agreement-page.tsx';
import { DownloadPage } from './download-page.tsx';
import { LandingHero } from './landing-hero.tsx';
import styles from './landing.module.css';
import { RegistrationForm } from './registration-form.tsx';

/** The landing's three routes over one template (docs/screens.md "Promotion landing"). */
export function LandingView({
  template,
  address,
}: {
  template: LandingTemplate;
  address: LandingAddress;
}) {
  const { route, params, query } = address;
  const visited = useRef<number | null>(null);
  const firstRoute = useRef(route);

  // One visit per template (`trackVisit`, its answer ignored).
  useEffect(() => {
    // Read from the address: the first commit of a hydrated page shows the form whatever
    // the hash (the server cannot see it), and a reloaded download page is not a visit.
    if (routeOf(window.location.hash) !== 'form' || visited.current === template.id) return;
    visited.current = template.id;
    void recordVisit(template.id, params, currentClientType());
  }, [route, template.id, params]);

  useEffect(() => {
    document.title = template.title;
  }, [template.title]);

  // A new route starts at its top, with its heading focused for screen readers.
  useEffect(() => {
    if (firstRoute.current === route) return;
    firstRoute.current = route;
    window.scrollTo(0, 0);
    document.querySelector<HTMLElement>('main h1')?.focus();
  }, [route]);

  if (route === 'agreement') return <AgreementPage template={template} query={query} />;
  if (route === 'download') {
    return <DownloadPage template={template} clientType={currentClientType()} />;
  }
  return (
    <main id="main" className={styles.landing}>
      <LandingHero template={template} />
      <RegistrationForm
        template={template}
        params={params}
        query={query}
        clientType={currentClientType()}
      />
    </main>
  );
}

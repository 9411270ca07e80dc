import '../zod-setup.ts';
import '../global.css';
import './promo-shell.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  landingLaunch,
  landingLocale,
  landingParams,
  landingQuery,
} from '../../features/promo/landing-address.ts';
import { keepTypedFields } from '../../features/promo/typed-before-start.ts';
import { config } from '../../lib/config.ts';
import { setLaunchSource } from '../../lib/launch.ts';
import { applyTheme } from '../theme.ts';
import { readLandingData } from './landing-data.ts';
import { PromoRoot, type PromoStart } from './promo-root.tsx';

/**
 * The promotion landing's entry (docs/decisions/018-promotion-landing-web.md): its own page,
 * without the app's router, query cache or shell, for visitors from ads on a cold cache.
 */
async function boot(): Promise<void> {
  const { search, hash } = window.location;
  const params = landingParams(landingQuery(search, hash));
  const launch = landingLaunch(params);
  setLaunchSource(() => launch);
  applyTheme(config.theme);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from promo/index.html');
  const data = readLandingData();
  // Before a template says which market this is: the address's language, else the phone's.
  const guess = navigator.language.toLowerCase().startsWith('en') ? 'IN' : 'ID';
  const start: PromoStart = {
    search,
    template: data?.template ?? null,
    locale: landingLocale(data?.template.region ?? guess, params),
  };
  const app = <PromoRoot start={start} />;
  if (data === undefined) {
    createRoot(container).render(app);
    return;
  }
  // Rendered by the server: hydrate in short slices after the script's task (decision 013).
  await new Promise((resolve) => setTimeout(resolve, 0));
  keepTypedFields(container);
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

void boot();

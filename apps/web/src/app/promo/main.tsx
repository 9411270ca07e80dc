import '../zod-setup.ts';
import '../global.css';
import './promo-shell.css';
import { acceptedRegion } from '@tenor/contract/accept-language';
import {
  landingLaunch,
  landingLocale,
  landingParams,
  landingQuery,
} from '../../features/promo/landing-address.ts';
import { config } from '../../lib/config.ts';
import { setLaunchSource } from '../../lib/launch.ts';
import { loadInTasks, nextTask } from '../../lib/next-task.ts';
import { startFailed } from '../start-failure.ts';
import { applyTheme } from '../theme.ts';
import { readLandingData } from './landing-data.ts';
import type { PromoStart } from './promo-root.tsx';
import type { startLanding as StartLanding } from './promo-start.tsx';

/**
 * React and React DOM, each run in a task of its own before the landing's start, as the
 * app's entry runs its libraries (apps/web/src/app/main.tsx; decision 024, session 15): in
 * one file with the landing they made one task of 120–136 ms at CPU ×4 after the first paint.
 * Their results are not used here (so only what the landing uses of each is built).
 */
const libraries = [
  () => import('react').then(() => undefined),
  () => import('react-dom/client').then(() => undefined),
];

/**
 * The promotion landing's entry (docs/decisions/018-promotion-landing-web.md): its own page,
 * without the app's router, query cache or shell, for visitors from ads on a cold cache.
 */
async function boot(): Promise<void> {
  // The task that evaluated this module is done: start in the next one.
  await nextTask();
  const { search, hash } = window.location;
  const params = landingParams(landingQuery(search, hash));
  const launch = landingLaunch(params);
  setLaunchSource(() => launch);
  applyTheme(config.theme);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from promo/index.html');
  const data = readLandingData();
  // Before a template says which market this is: the address's language, else the phone's,
  // read as the server reads the browser's (an unknown template's refusal speaks it too).
  const guess = acceptedRegion((navigator.languages ?? [navigator.language]).join(','));
  const start: PromoStart = {
    search,
    template: data?.template ?? null,
    locale: landingLocale(data?.template.region ?? guess, params),
  };

  let startLanding: typeof StartLanding;
  try {
    ({ startLanding } = await loadInTasks(libraries, () => import('./promo-start.tsx')));
  } catch (error) {
    // Offline or a stale deploy: say so, in the visitor's language, with a way to try again.
    console.error('[boot]', error);
    startFailed(container, start.locale);
    return;
  }
  await nextTask();
  await startLanding(container, start, data !== undefined);
}

void boot();

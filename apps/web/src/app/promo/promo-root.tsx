import { StrictMode, useEffect } from 'react';
import type { Locale } from '@tenor/contract/launch';
import type { LandingTemplate } from '../../features/promo/api/channel-template.ts';
import { LandingView } from '../../features/promo/components/landing-view.tsx';
import {
  LandingFailed,
  LandingLoading,
  LandingMissing,
} from '../../features/promo/components/landing-states.tsx';
import { landingLocale } from '../../features/promo/landing-address.ts';
import { useLandingAddress } from '../../features/promo/use-landing-address.ts';
import { useLandingTemplate } from '../../features/promo/use-landing-template.ts';
import { Toaster } from '../../shared/toast/toaster.tsx';
import { AppErrorBoundary } from '../../shared/ui/app-error-boundary.tsx';
import { applyLandingLocale } from './landing-texts.ts';

export interface PromoStart {
  /** The address's query: `location.search` in the browser, the request's on the server. */
  search: string;
  /** The template the server rendered the page with. */
  template: LandingTemplate | null;
  /** The language until a template says otherwise. */
  locale: Locale;
}

/** Marks the landing as started (`<html data-ready>`), as the app does. */
function Ready() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}

function Landing({ start }: { start: PromoStart }) {
  const address = useLandingAddress(start.search);
  const { state, retry } = useLandingTemplate(address.params.id, start.template);
  // The texts follow the template's market (or the address's language), before anything renders.
  applyLandingLocale(
    state.status === 'ready' ? landingLocale(state.template.region, address.params) : start.locale,
  );
  switch (state.status) {
    case 'ready':
      return <LandingView template={state.template} address={address} />;
    case 'loading':
      return <LandingLoading />;
    case 'missing':
      return <LandingMissing />;
    case 'failed':
      return (
        <LandingFailed message={state.message} onRetry={state.retryable ? retry : undefined} />
      );
  }
}

/** The landing's tree, the same in the browser and on the server (so hydration matches). */
export function PromoRoot({ start }: { start: PromoStart }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <Landing start={start} />
        <Toaster />
        <Ready />
      </AppErrorBoundary>
    </StrictMode>
  );
}

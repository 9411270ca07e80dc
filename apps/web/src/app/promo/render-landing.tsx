import { renderToString } from 'react-dom/server';
import { fetchTemplate } from '../../features/promo/api/channel-template.ts';
import { landingLocale, type LandingParams } from '../../features/promo/landing-address.ts';
import type { RenderedLanding } from '@tenor/contract/render';
import type { LandingData } from './landing-data.ts';
import { landingPacks } from './landing-texts.ts';
import { PromoRoot } from './promo-root.tsx';

/**
 * The landing's first view on the server: the template's banner, copy and form in its
 * language. Runs inside the renderer's request scope (entry-server.tsx), whose packs it
 * fills once the template has said which market this is. An unknown template or a failed
 * read renders nothing: the shell goes out, and the browser shows the error with a retry.
 */
export async function renderLanding(
  search: string,
  params: LandingParams & { id: number },
  setPacks: (packs: Record<string, unknown>) => void,
): Promise<RenderedLanding | null> {
  const result = await fetchTemplate(params.id);
  if (!result.ok) return null;
  const template = result.data;
  const lang = landingLocale(template.region, params);
  setPacks({ ...landingPacks[lang] });
  const html = renderToString(<PromoRoot start={{ search, template, locale: lang }} />);
  const state: LandingData = { template };
  return { html, state, lang, title: template.title };
}

import type { LandingTemplate } from '../../features/promo/api/channel-template.ts';

/** What the server renders the landing with, shipped in the `tenor-data` block (decision 013). */
export interface LandingData {
  template: LandingTemplate;
}

/** The landing's data block, if the server rendered the page. */
export function readLandingData(): LandingData | undefined {
  const block = document.getElementById('tenor-data');
  if (!block?.textContent) return undefined;
  try {
    const data = JSON.parse(block.textContent) as Partial<LandingData>;
    return data.template ? { template: data.template } : undefined;
  } catch {
    return undefined;
  }
}

import type { Locale, Region } from '@tenor/contract/launch';
import { formatMoment } from '@tenor/contract/format';

/** The markets' clocks have no daylight saving: a fixed offset reads their wall time exactly. */
const offsets: Record<Region, string> = { IN: '+05:30', ID: '+07:00' };

const WIRE = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;

/**
 * A complaint's time as the API writes it (`yyyy-MM-dd HH:mm:ss`, the market's wall clock)
 * as a borrower reads it (`24 Nov 2026, 17:16`, `2026年11月24日 17:16` for a zh-CN reader). Read
 * with the market's offset, not the phone's zone, so the page and the server's rendering of it
 * always agree.
 */
export function wireMoment(region: Region, text: string, reader?: Locale): string {
  const match = WIRE.exec(text.trim());
  return formatMoment(region, match ? `${match[1]}T${match[2]}${offsets[region]}` : text, reader);
}

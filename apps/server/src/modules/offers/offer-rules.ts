/**
 * The rules of a marketing SMS offer (decision 065), pure: the market's promotional hours and
 * the checks on a campaign's text before the desk accepts it.
 *
 * Hours: India 10:00–21:00 IST every day (TRAI's TCCCPR 2018, promotional communications);
 * Indonesia Monday to Saturday 08:00–18:00 WIB (OJK: offers through a private channel such as
 * SMS only then, outside national holidays). Never on one of the market's holidays
 * (MARKET_HOLIDAYS_*, domain/orders/working-days.ts).
 */
import type { Region } from '@tenor/contract/launch';
import { insideMarketHours, type MarketHours } from '../../domain/orders/market-hours.ts';
import type { Holidays } from '../../domain/orders/working-days.ts';
import { isGsm7 } from '../../providers/sms-gateway/encoding.ts';
import {
  dltHindiTemplates,
  dltTemplates,
  matchesTemplate,
} from '../../providers/sms-gateway/dlt-templates.ts';
import type { Lang } from '../../i18n.ts';
import { copy } from './offer-copy.ts';

export const OFFER_HOURS: Record<Region, MarketHours> = {
  IN: { from: 10 * 60, until: 21 * 60, days: [0, 1, 2, 3, 4, 5, 6] },
  ID: { from: 8 * 60, until: 18 * 60, days: [1, 2, 3, 4, 5, 6] },
};

/** The language every SMS of a market goes in (no borrower's own language is known). */
export const OFFER_LANG: Record<Region, Lang> = { IN: 'en', ID: 'id' };

/** Minutes east of UTC of each market's clock (fixed since 1970). */
const OFFSET_MIN: Record<Region, number> = { IN: 330, ID: 420 };

/** Whether an offer may reach a borrower of the market at `at`. */
export const insideOfferHours = (region: Region, at: Date, holidays: Holidays): boolean =>
  insideMarketHours(region, at, OFFER_HOURS[region], holidays[region]);

/** A `datetime-local` value (`2030-03-14T10:00`) read on the market's clock, or null. */
export function marketInstant(region: Region, local: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const ms = Date.parse(`${local}:00Z`);
  return Number.isNaN(ms) ? null : new Date(ms - OFFSET_MIN[region] * 60_000);
}

/**
 * The SMS a borrower receives: the sender's name, the campaign's words, how to stop; in the
 * market's language, or in Hindi for an Indian campaign's Hindi words (decision 074).
 */
export const offerSms = (
  region: Region,
  brand: string,
  text: string,
  lang: Lang = OFFER_LANG[region],
): string => copy(lang, 'sms', { brand, text });

/** Longest campaign text: one SMS part (160 GSM characters) with the sender and the stop line. */
export const TEXT_MAX: Record<Region, number> = { IN: 60, ID: 160 };

/** Host names a text mentions: `https://x.y/…`, `www.x.y`, `x.co.id/…`. */
const LINK = /(?:https?:\/\/)?((?:[a-z0-9-]+\.)+[a-z]{2,})(?=[/:?#\s]|$|[.,!)])/gi;

/**
 * What is wrong with a campaign's text, in the desk's words (empty: nothing). `appHost` is the
 * only host a link may name (the app's own, PUBLIC_HOST).
 */
export function textProblems(
  region: Region,
  text: string,
  brand: string,
  appHost: string | undefined,
): string[] {
  const problems: string[] = [];
  if (text.trim().length < 2) return ['Write the offer (at least 2 characters).'];
  if (/[\r\n]/.test(text)) problems.push('Keep the offer on one line.');
  if ([...text].length > TEXT_MAX[region]) {
    problems.push(`Keep the offer within ${TEXT_MAX[region]} characters.`);
  }
  const sms = offerSms(region, brand, text);
  if (!isGsm7(sms)) {
    problems.push('Use only letters, digits and common signs (the SMS alphabet, no emoji).');
  }
  if (sms.length > 160)
    problems.push('With the sender and the stop line, the SMS must fit in 160 characters.');
  if (
    region === 'IN' &&
    problems.length === 0 &&
    !matchesTemplate(dltTemplates(brand).offer, sms)
  ) {
    problems.push('The offer does not fit the registered DLT template.');
  }
  return [...problems, ...linkProblems(text, appHost)];
}

/**
 * What is wrong with an Indian campaign's Hindi words (decision 074), in the desk's words: one
 * line as long as the English may be, in the registered Hindi template (a Hindi SMS goes as
 * Unicode, in parts, as every Hindi SMS does), its links the app's own.
 */
export function hindiTextProblems(
  text: string,
  brand: string,
  appHost: string | undefined,
): string[] {
  const problems: string[] = [];
  if (text.trim().length < 2)
    return ['Write the Hindi offer (at least 2 characters), or leave it empty.'];
  if (/[\r\n]/.test(text)) problems.push('Keep the Hindi offer on one line.');
  if ([...text].length > TEXT_MAX.IN) {
    problems.push(`Keep the Hindi offer within ${TEXT_MAX.IN} characters.`);
  }
  const template = dltHindiTemplates(brand).offer;
  if (
    problems.length === 0 &&
    template !== undefined &&
    !matchesTemplate(template, offerSms('IN', brand, text, 'hi'))
  ) {
    problems.push('The Hindi offer does not fit the registered Hindi DLT template.');
  }
  return [...problems, ...linkProblems(text, appHost)];
}

/** Links to another host than the app's own (`appHost`, PUBLIC_HOST). */
function linkProblems(text: string, appHost: string | undefined): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(LINK)) {
    const host = match[1]!.toLowerCase();
    if (appHost === undefined || host !== appHost.toLowerCase()) {
      problems.push(
        `Links may only go to the app's own address${appHost === undefined ? '' : ` (${appHost})`}: ${host} is not.`,
      );
    }
  }
  return problems;
}

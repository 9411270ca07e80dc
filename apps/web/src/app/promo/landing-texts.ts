import type { Locale } from '@tenor/contract/launch';
import promoEn from '../../features/promo/locales/en-IN.ts';
import promoHi from '../../features/promo/locales/hi-IN.ts';
import promoId from '../../features/promo/locales/id-ID.ts';
import promoZh from '../../features/promo/locales/zh-CN.ts';
import { addTexts } from '../../shared/i18n.ts';
import commonEn from '../locales/en-IN.ts';
import commonHi from '../locales/hi-IN.ts';
import commonId from '../locales/id-ID.ts';
import commonZh from '../locales/zh-CN.ts';

/**
 * The landing's texts come with its script, every language (about 3 KB gzip): its language
 * is the template's market, known only once the template is, and a separate pack would be
 * one more round trip on a cold cache (docs/decisions/018-promotion-landing-web.md).
 */
export const landingPacks: Record<Locale, { common: unknown; promo: unknown }> = {
  'en-IN': { common: commonEn, promo: promoEn },
  'id-ID': { common: commonId, promo: promoId },
  'zh-CN': { common: commonZh, promo: promoZh },
  'hi-IN': { common: commonHi, promo: promoHi },
};

/** Makes `t()` answer in `locale` (the browser; the server renderer keeps packs per request). */
export function applyLandingLocale(locale: Locale): void {
  addTexts('common', landingPacks[locale].common);
  addTexts('promo', landingPacks[locale].promo);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

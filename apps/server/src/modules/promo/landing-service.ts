/**
 * The landing's template and its tracking calls. A template's market decides the phone
 * rule, the currency and the default language; `languageType` overrides only the language.
 */
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { channelTemplate } from '@tenor/contract/endpoints/promo';
import { normalisePhone } from '@tenor/contract/phone';
import type { PromoEventKind, PromoTemplate } from '../../db/schema.ts';
import { nowIso } from '../../db/time.ts';
import { type Lang, marketLang } from '../../i18n.ts';
import { contentText } from '../../content/content-zh.ts';
import { promoRefusal } from './refusal.ts';
import type { PromoRepository } from './repository.ts';

/** The language a visitor reads: the one asked for, else the template market's. */
export const landingLang = (template: PromoTemplate, asked: Lang | undefined): Lang =>
  asked ?? marketLang(template.region);

/** The phone in E.164 by the template's market, or the spec's "enter the phone correctly". */
export function phoneFor(template: PromoTemplate, input: string, lang: Lang): string {
  const phone = normalisePhone(template.region, input);
  if (phone === null) throw promoRefusal('badPhone', lang, 'badPhone');
  return phone;
}

/**
 * The template as its visitor reads it: the operators' words, in Hindi (or the staff's Chinese)
 * where the content packs hold them (content/content-hi.ts), else as written.
 */
export function templateView(t: PromoTemplate, lang: Lang): ResponseOf<typeof channelTemplate> {
  const words = (text: string) => contentText(lang, text);
  return {
    id: t.id,
    region: t.region,
    title: words(t.title),
    subtitle: words(t.subtitle),
    appName: t.app_name,
    bannerUrl: t.banner_url,
    backgroundColor: t.background_color,
    buttonText: words(t.button_text),
    agreementTitle: words(t.agreement_title),
    agreementText: words(t.agreement_text),
    downloadUrl: t.download_url,
    androidUrl: t.android_url,
    iosUrl: t.ios_url,
    linksId: t.links_id,
    downId: t.down_id,
  };
}

export interface Tracking {
  appFrom?: string | undefined;
  userFrom?: string | undefined;
  utmTag?: string | undefined;
  clientType?: string | undefined;
  pageType?: number | undefined;
  phone?: string | undefined;
}

const orNull = <T>(v: T | undefined): T | null => (v === undefined || v === '' ? null : v);

export function landingService(repo: PromoRepository) {
  return {
    /** The template, or 1004 in the visitor's language. */
    async template(id: number, lang: Lang): Promise<PromoTemplate> {
      const template = await repo.template(id);
      if (template === undefined) throw promoRefusal('notFound', lang, 'templateNotFound');
      return template;
    },

    /** Stores a visit or an apply tap with the ad's attribution (a phone only when well formed). */
    async track(kind: PromoEventKind, template: PromoTemplate, t: Tracking): Promise<null> {
      await repo.recordEvent({
        kind,
        templateId: template.id,
        appFrom: orNull(t.appFrom),
        userFrom: orNull(t.userFrom),
        utmTag: orNull(t.utmTag),
        clientType: orNull(t.clientType),
        pageType: orNull(t.pageType),
        phone: t.phone === undefined ? null : normalisePhone(template.region, t.phone),
        createdAt: nowIso(),
      });
      return null;
    },
  };
}

export type LandingService = ReturnType<typeof landingService>;

import type { Locale } from '@tenor/contract/launch';
import { setPack } from '../shared/i18n.ts';
import type { Pack } from './locales/pack-type.ts';

declare module '../shared/i18n.ts' {
  interface I18nRegister {
    pack: Pack;
  }
}

/** Each pack is its own chunk; only the active one is fetched, before the first render. */
const loaders: Record<Locale, () => Promise<{ default: Pack }>> = {
  'en-IN': () => import('./locales/en-IN.ts'),
  'id-ID': () => import('./locales/id-ID.ts'),
  'zh-CN': () => import('./locales/zh-CN.ts'),
};

export async function initI18n(locale: Locale): Promise<void> {
  setPack(locale, (await loaders[locale]()).default);
}

/**
 * Where the privacy notice is served (decision 063): one server page per market and language,
 * linked from every consent. Both sides build its address here.
 */
import type { Region } from './launch.ts';

export const PRIVACY_NOTICE_PATH = '/privacy-notice';

export type NoticeLang = 'en' | 'id' | 'zh' | 'hi';

export const privacyNoticeUrl = (market: Region, lang: NoticeLang): string =>
  `${PRIVACY_NOTICE_PATH}?market=${market}&lang=${lang}`;

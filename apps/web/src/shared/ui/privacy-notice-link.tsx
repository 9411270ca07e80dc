import type { Locale } from '@tenor/contract/launch';
import { type NoticeLang, privacyNoticeUrl } from '@tenor/contract/privacy-notice';
import { locale, region } from '../../lib/launch.ts';
import { t } from '../i18n.ts';

const noticeLangs: Record<Locale, NoticeLang> = {
  'en-IN': 'en',
  'id-ID': 'id',
  'zh-CN': 'zh',
  'hi-IN': 'hi',
};

/**
 * The market's privacy notice, itemised and versioned, served by the server (decision 063):
 * beside every consent. It opens on its own so a consent being given is not left; with a
 * `version`, the one a recorded consent was given under.
 */
export function PrivacyNoticeLink({
  version,
  className,
}: {
  version?: string;
  className?: string;
}) {
  return (
    <a
      className={className}
      href={privacyNoticeUrl(region(), noticeLangs[locale()])}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="privacy-notice-link"
    >
      {version ? t('common.privacyNoticeOf', { version }) : t('common.privacyNotice')}
    </a>
  );
}

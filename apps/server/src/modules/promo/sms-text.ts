/**
 * The registration code's SMS. India's is its registered DLT template (decision 031,
 * docs/providers/sms.md): English, the brand's app name as registered, and no WebOTP line (a
 * host cannot be a registered literal), or on a Hindi landing also Hindi, sent where its own
 * template is registered (decision 068). Indonesia's speaks the landing's language with its app
 * name and the WebOTP line, but never Chinese: the networks there carry no Unicode.
 */
import type { Region } from '@tenor/contract/launch';
import type { Lang } from '../../i18n.ts';
import { copy } from './copy.ts';

export interface PromoSmsInput {
  region: Region;
  /** The landing's language. */
  lang: Lang;
  /** The landing's app name (Indonesia). */
  appName: string;
  /** BRAND_APP_NAME, the name India's template was registered with. */
  brand: string;
  code: string;
  /** The host for the WebOTP line (`@host #code`), if any. */
  otpHost: string | undefined;
}

export function promoSmsText(input: PromoSmsInput): string {
  const { region, lang, code, otpHost } = input;
  if (region === 'IN') return copy('en', 'sms', { app: input.brand, code });
  const text = copy(lang === 'zh' ? 'id' : lang, 'sms', { app: input.appName, code });
  // WebOTP: the browser offers the code to a page of this host only.
  return otpHost === undefined ? text : `${text}\n\n@${otpHost} #${code}`;
}

/** India's code in Hindi, for a landing read in Hindi (decision 068); else none. */
export function promoSmsHindi(input: PromoSmsInput): string | undefined {
  if (input.region !== 'IN' || input.lang !== 'hi') return undefined;
  return copy('hi', 'sms', { app: input.brand, code: input.code });
}

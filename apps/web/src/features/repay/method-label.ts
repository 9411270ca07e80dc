import { t } from '../../shared/i18n.ts';

const known = ['ATM', 'MobileBank', 'InternetBank'] as const;
type KnownMethod = (typeof known)[number];

/** A bank method as the server names it (`ATM`, `MobileBank`, `InternetBank`), in the page's language. */
export const methodLabel = (name: string): string =>
  (known as readonly string[]).includes(name) ? t(`repay.methods.${name as KnownMethod}`) : name;

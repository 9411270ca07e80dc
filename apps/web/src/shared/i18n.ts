/**
 * Copy lookup for every layer. The locale is fixed for the life of the page (launch
 * parameters are read once), so this is a plain function over the one loaded pack: no
 * provider, no re-rendering. The app shell loads the pack (src/app/i18n.ts) and
 * registers its type below, so keys are checked at compile time.
 * (i18next + react-i18next did the same for about 17 KB gzip of first-load JS.)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface I18nRegister {}

type RegisteredPack = I18nRegister extends { pack: infer P } ? P : Record<string, unknown>;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TranslationKey = Leaves<RegisteredPack>;
export type TranslationVars = Record<string, string | number>;

let active: { locale: string; pack: RegisteredPack } | undefined;

export function setPack(locale: string, pack: RegisteredPack): void {
  active = { locale, pack };
}

export const i18nReady = (): boolean => active !== undefined;

/** The text for `key` with `{{name}}` placeholders filled; the key itself when missing. */
export function t(key: TranslationKey, vars?: TranslationVars): string {
  let node: unknown = active?.pack;
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  if (!vars) return node;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    vars[name] === undefined ? '' : String(vars[name]),
  );
}

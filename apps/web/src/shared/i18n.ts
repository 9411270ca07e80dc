/**
 * Copy lookup for every layer. The locale is fixed for the life of the page (launch
 * parameters are read once), so this is a plain function over the loaded packs: no
 * provider, no re-rendering. Texts come in packs per area (`common` from the shell, one
 * per feature area); the app shell loads the shell's pack and the page's area's pack
 * before the page renders (src/app/texts.ts) and registers their types below, so keys
 * are checked at compile time. (i18next + react-i18next did the same for about 17 KB
 * gzip of first-load JS.)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface I18nRegister {}

type RegisteredPacks = I18nRegister extends { packs: infer P } ? P : Record<string, unknown>;

/** A text area: `common` (the shell's) or a feature area. */
export type TextArea = keyof RegisteredPacks & string;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TranslationKey = Leaves<RegisteredPacks>;
export type TranslationVars = Record<string, string | number>;

/** A pack in another language: the reference pack's keys, its own strings. */
export type TextPack<T> = { [K in keyof T]: T[K] extends string ? string : TextPack<T[K]> };

const packs: Record<string, unknown> = {};

/** Where the server renderer keeps each request's packs (entry-server.tsx). */
let packSource: (() => Record<string, unknown>) | undefined;

/** Server rendering only: texts come from the request being rendered (its language). */
export function setPackSource(read: (() => Record<string, unknown>) | undefined): void {
  packSource = read;
}

const currentPacks = (): Record<string, unknown> => packSource?.() ?? packs;

/**
 * Adds an area's texts in the page's language, beside what the area has already: its own pack
 * and its parts (`loadTextPart`) arrive in either order.
 */
export function addTexts(area: string, texts: unknown): void {
  packs[area] = { ...(packs[area] as object | undefined), ...(texts as object) };
}

let partLoader: ((area: TextArea, part: string) => Promise<void>) | undefined;

/** How parts are fetched: set by the app's texts (src/app/texts.ts), which knows where they are. */
export function setTextPartLoader(load: (area: TextArea, part: string) => Promise<void>): void {
  partLoader = load;
}

/**
 * Loads a part of an area's texts (`features/<area>/locales/<part>/<locale>.ts`, its keys under
 * `<area>.<part>`): words only some of the area's pages show, kept off the others' first load.
 */
export const loadTextPart = (area: TextArea, part: string): Promise<void> =>
  partLoader === undefined ? Promise.resolve() : partLoader(area, part);

/** Whether an area's texts are in (the app-level error page falls back to English without). */
export const hasTexts = (area: TextArea): boolean => currentPacks()[area] !== undefined;

/**
 * The text for `key` with `{{name}}` placeholders filled, and `{{name|one|other}}` as the word
 * for 1 or for any other count (English's "1 day", "2 days"; a language that needs no such
 * word writes none); the key itself when missing.
 */
export function t(key: TranslationKey, vars?: TranslationVars): string {
  let node: unknown = currentPacks();
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  if (!vars) return node;
  return node.replace(
    /\{\{\s*(\w+)\s*(?:\|([^|}]*)\|([^}]*))?\}\}/g,
    (_, name: string, one?: string, other?: string) => {
      const value = vars[name];
      if (one !== undefined) return Number(value) === 1 ? one : (other ?? '');
      return value === undefined ? '' : String(value);
    },
  );
}

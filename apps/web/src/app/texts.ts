import type { Locale } from '@tenor/contract/launch';
import type { CareTexts } from '../features/care/locales/en-IN.ts';
import type { DevTexts } from '../features/dev/locales/en-IN.ts';
import type { LoansTexts } from '../features/loans/locales/en-IN.ts';
import type { PromoTexts } from '../features/promo/locales/en-IN.ts';
import type { RepayTexts } from '../features/repay/locales/en-IN.ts';
import type { RightsTexts } from '../features/rights/locales/en-IN.ts';
import type { SiteTexts } from '../features/site/locales/en-IN.ts';
import { locale } from '../lib/launch.ts';
import { addTexts, setTextPartLoader, type TextArea } from '../shared/i18n.ts';
import type { ShellTexts } from './locales/en-IN.ts';

/*
 * Texts per area (decision 007): the shell's pack (`common`) in src/app/locales, each
 * feature area's in src/features/<area>/locales, one file per language. A new area adds
 * its folder and one line below; its pages then load only their own words.
 */
declare module '../shared/i18n.ts' {
  interface I18nRegister {
    packs: {
      common: ShellTexts;
      loans: LoansTexts;
      repay: RepayTexts;
      care: CareTexts;
      dev: DevTexts;
      promo: PromoTexts;
      site: SiteTexts;
      rights: RightsTexts;
    };
  }
}

/** A feature area with its own texts (the folder name under src/features). */
export type Area = Exclude<TextArea, 'common'>;

type Pack = { default: unknown };

// Every pack is its own chunk; only the page's language is fetched, and only the shell's
// and the page's area's pack.
const shellPacks = import.meta.glob<Pack>('./locales/[a-z][a-z]-[A-Z][A-Z].ts');
const areaPacks = import.meta.glob<Pack>('../features/*/locales/[a-z][a-z]-[A-Z][A-Z].ts');
// An area's parts (features/<area>/locales/<part>/<locale>.ts): fetched by the pages that show
// them (`loadTextPart`), each its own chunk.
const partPacks = import.meta.glob<Pack>('../features/*/locales/*/[a-z][a-z]-[A-Z][A-Z].ts');

/** The module path (as the globs above key it) of an area's pack in a language. */
export const packPath = (area: TextArea, lang: Locale): string =>
  area === 'common' ? `./locales/${lang}.ts` : `../features/${area}/locales/${lang}.ts`;

export const hasPack = (area: TextArea, lang: Locale): boolean =>
  (area === 'common' ? shellPacks : areaPacks)[packPath(area, lang)] !== undefined;

const loading = new Map<TextArea, Promise<void>>();

/** Loads an area's texts in the page's language, once; `t()` has them when it resolves. */
export function loadTexts(area: TextArea): Promise<void> {
  const started = loading.get(area);
  if (started) return started;
  const lang = locale();
  const load = (area === 'common' ? shellPacks : areaPacks)[packPath(area, lang)];
  if (!load) return Promise.reject(new Error(`no ${lang} texts for "${area}"`));
  const ready = load().then((pack) => addTexts(area, pack.default));
  loading.set(area, ready);
  // A pack that failed to load (offline, stale deploy) is fetched again next time.
  ready.catch(() => loading.delete(area));
  return ready;
}

const loadingParts = new Map<string, Promise<void>>();

/** Loads a part of an area's texts in the page's language, once (shared/i18n.ts `loadTextPart`). */
export function loadTextPart(area: TextArea, part: string): Promise<void> {
  const path = `../features/${area}/locales/${part}/${locale()}.ts`;
  const started = loadingParts.get(path);
  if (started) return started;
  const load = partPacks[path];
  if (!load) return Promise.reject(new Error(`${path} is missing`));
  const ready = load().then((pack) => addTexts(area, { [part]: pack.default }));
  loadingParts.set(path, ready);
  ready.catch(() => loadingParts.delete(path));
  return ready;
}
setTextPartLoader(loadTextPart);

/** Forgets which packs were loaded, so the next page loads its own again; tests only. */
export function forgetLoadedTexts(): void {
  loading.clear();
  loadingParts.clear();
}

/** An area's pack in a given language, without touching the page's texts (server rendering). */
export async function packFor(area: TextArea, lang: Locale): Promise<unknown> {
  const load = (area === 'common' ? shellPacks : areaPacks)[packPath(area, lang)];
  if (!load) throw new Error(`no ${lang} texts for "${area}"`);
  // The server renders with every part: what a page shows is in its HTML whichever it is.
  const part = new RegExp(`^\\.\\./features/${area}/locales/(\\w+)/${lang}\\.ts$`);
  const parts = await Promise.all(
    Object.entries(partPacks)
      .map(([path, loadPart]) => [part.exec(path)?.[1], loadPart] as const)
      .filter((entry): entry is readonly [string, () => Promise<Pack>] => entry[0] !== undefined)
      .map(async ([name, loadPart]) => [name, (await loadPart()).default] as const),
  );
  return { ...((await load()).default as object), ...Object.fromEntries(parts) };
}

import type { Locale, Region } from '@tenor/contract/launch';
import { locale, region } from '../../../lib/launch.ts';
import type { LegalDoc } from './legal-doc.ts';

/** The pages whose text lives here. */
export type LegalPage = 'privacy' | 'about' | 'terms';

type TextModule = { default: LegalDoc };

// One chunk per text: a page fetches only its own, in its reader's language and market.
const modules = import.meta.glob<TextModule>('./texts/*.ts');

const langOf: Record<Locale, string> = {
  'en-IN': 'en',
  'id-ID': 'id',
  'zh-CN': 'zh',
  'hi-IN': 'hi',
};

/**
 * The module of a page's text. Privacy and terms differ by market (India's and Indonesia's
 * law); the description of the app is one per language. Chinese is a translation for staff
 * of whichever market the launch chose.
 */
export function textPath(page: LegalPage, lang: Locale, market: Region): string {
  const suffix = langOf[lang];
  return page === 'about'
    ? `./texts/about-${suffix}.ts`
    : `./texts/${page}-${market.toLowerCase()}-${suffix}.ts`;
}

const docs = new Map<string, LegalDoc>();
const pending = new Map<string, Promise<void>>();

function load(path: string): Promise<void> {
  const started = pending.get(path);
  if (started) return started;
  const importer = modules[path];
  if (!importer) return Promise.reject(new Error(`${path} is missing`));
  const ready = importer().then((m) => {
    docs.set(path, m.default);
  });
  pending.set(path, ready);
  // A chunk that failed (offline) is fetched again next time.
  ready.catch(() => pending.delete(path));
  return ready;
}

/** Loads the page's text for this reader (the route module's `prepare`, on both sides). */
export const prepareLegalText = (page: LegalPage): Promise<void> =>
  load(textPath(page, locale(), region()));

/** The page's text for this reader once `prepareLegalText` has loaded it. */
export const loadedLegalText = (page: LegalPage): LegalDoc | undefined =>
  docs.get(textPath(page, locale(), region()));

/** The page's text for this reader; suspends in the rare case it is not in yet. */
export function useLegalText(page: LegalPage): LegalDoc {
  const path = textPath(page, locale(), region());
  const doc = docs.get(path);
  if (doc) return doc;
  throw load(path);
}

import { fallbackTexts } from '@tenor/contract/fallback-texts';
import { splitLaunchParams } from '@tenor/contract/launch';
import { isSitePath, type PageHead } from '@tenor/contract/site';
import { html, type Html } from '../kernel/html.ts';

/**
 * The page's address without its launch parameters, for `/boot.js` to put in the address bar
 * as soon as it runs: a rendered page shows its content long before the app starts, and the
 * token must not sit in the address meanwhile. The app then reads the launch parameters that
 * boot.js kept for it (apps/web/src/lib/launch.ts).
 */
export function addressTag(url: string): Html {
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  const { launch, rest } = splitLaunchParams(new URLSearchParams(q === -1 ? '' : url.slice(q + 1)));
  // A site page's language is part of its address (decision 021): only the rest leaves.
  if (isSitePath(pathname)) {
    if (launch.languageType !== undefined) rest.set('languageType', launch.languageType);
    if (launch.locale !== undefined) rest.set('locale', launch.locale);
  }
  const query = rest.toString();
  return html`<meta name="tenor-address" content="${pathname}${query && `?${query}`}">`;
}

/**
 * The words `/boot.js` shows, in the page's language, when the app's entry itself cannot load
 * (offline midway, a deploy that replaced it): without the entry the page would stay as
 * rendered, its buttons doing nothing. Past the entry, the app says so itself
 * (apps/web/src/app/start-failure.ts), with the same words.
 */
export const startFailureTag = (lang: string): Html =>
  failureTags.get(lang) ?? failureTags.get('en-IN')!;

/** One tag per language, written once: the words never change while the server runs. */
const failureTags = new Map(
  Object.entries(fallbackTexts).map(([lang, texts]) => [
    lang,
    html`<meta name="tenor-start-failure" content="${JSON.stringify(texts)}">`,
  ]),
);

/**
 * The head of a public page: title, description, and — with an origin to make them
 * absolute — the canonical address, the other languages and the Open Graph card.
 */
export function headTags(head: PageHead, origin: string | undefined): Html {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    html`<meta ${attr}="${key}" content="${value}">`;
  const tags = [
    meta('name', 'description', head.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:locale', head.ogLocale),
  ];
  if (origin !== undefined) {
    tags.push(
      html`<link rel="canonical" href="${origin + head.canonical}">`,
      ...head.alternates.map(
        (a) => html`<link rel="alternate" hreflang="${a.lang}" href="${origin + a.href}">`,
      ),
      meta('property', 'og:url', origin + head.canonical),
    );
    if (head.image !== undefined) tags.push(meta('property', 'og:image', origin + head.image));
  }
  return html`${tags}`;
}

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { html, raw } from '../kernel/html.ts';

/** A page with its stylesheets and boot script written into it, and what its CSP must admit. */
export interface InlinedPage {
  html: string;
  /** `'sha256-…'` sources of the inline stylesheets, for the page's `style-src`. */
  styleHashes: string[];
  /** The same of the inline boot script, for its `script-src`. */
  scriptHashes: string[];
}

const LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;
const BOOT = '<script type="module" src="/boot.js"></script>';
/** The type of a stylesheet link whose file is written into the page (never fetched). */
const INLINED = 'text/x-inlined';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * A rendered page's stylesheets and boot script written into it (decision 034): on a slow
 * network each file the head names costs a round trip (and a connection) before anything is
 * drawn, about 0.8 s at 400 ms round trips, where the few kilobytes they hold cost tens of
 * milliseconds inside the page. (Lighthouse's simulation counts even the deferred boot script
 * on the paint's path once it arrived before the paint.) Each element is admitted by its
 * hash, so the policy stays free of 'unsafe-inline'. The built files never change while the
 * server runs: each is read and hashed once. A file that cannot be read stays a link.
 */
export function assetInliner(webDist: string): (html: string) => InlinedPage {
  const files = new Map<string, { text: string; hash: string } | null>();
  /** A built file's text, unless it holds the element's own end tag (never built so). */
  const fileOf = (name: string, end: RegExp) => {
    if (!files.has(name)) {
      let text: string | null = null;
      try {
        text = readFileSync(path.join(webDist, name), 'utf8');
      } catch {
        text = null;
      }
      files.set(name, text === null || end.test(text) ? null : { text, hash: sha256(text) });
    }
    return files.get(name) ?? null;
  };
  return (page) => {
    const styleHashes: string[] = [];
    const scriptHashes: string[] = [];
    const inlined = page
      .replace(LINK, (link, name: string) => {
        const file = fileOf(name, /<\/style/i);
        if (file === null) return link;
        if (!styleHashes.includes(file.hash)) styleHashes.push(file.hash);
        // The file's link stays, of a type no browser fetches or applies (HTML: a stylesheet
        // link whose `type` is not a styling language is never fetched), to say the file is
        // here: before it runs a page's chunk the app's module loader looks for that page's
        // stylesheets among the page's links, and fetches and waits for each one it does not
        // find (1 s of a cold start at 400 kbit/s; decision 083).
        return html`<link rel="stylesheet" type="${INLINED}" href="/${name}"><style>${raw(file.text)}</style>`
          .html;
      })
      .replace(BOOT, (tag) => {
        const file = fileOf('boot.js', /<\/script/i);
        if (file === null) return tag;
        scriptHashes.push(file.hash);
        return html`<script type="module">${raw(file.text)}</script>`.html;
      });
    return { html: inlined, styleHashes, scriptHashes };
  };
}

/** `directive` of `policy` with `hashes` added to its sources. */
const adding = (policy: string, directive: string, hashes: readonly string[]) =>
  hashes.length === 0
    ? policy
    : policy.replace(
        new RegExp(`(^|;)\\s*${directive}([^;]*)`),
        (_, start: string, sources: string) => `${start}${directive}${sources} ${hashes.join(' ')}`,
      );

/** A page's Content-Security-Policy admitting its inline stylesheets and script too. */
export const withInlineHashes = (policy: string, page: InlinedPage): string =>
  adding(adding(policy, 'style-src', page.styleHashes), 'script-src', page.scriptHashes);

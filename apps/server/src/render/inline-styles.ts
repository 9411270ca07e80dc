import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A page with its stylesheets written into it, and what its CSP must admit for them. */
export interface StyledPage {
  html: string;
  /** `'sha256-…'` sources of the inline stylesheets, for the page's `style-src`. */
  styleHashes: string[];
}

const LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * A rendered page's stylesheets written into its head (decision 034): on a slow network each
 * stylesheet the head links costs a round trip (and a connection) before anything is drawn,
 * about 0.8 s at 400 ms round trips, where the few kilobytes of a page's styles cost tens of
 * milliseconds inside the page. Each `<style>` is admitted by its hash, so the policy stays
 * free of 'unsafe-inline'. The built files never change while the server runs: each is read
 * and hashed once. A file that cannot be read stays a link.
 */
export function styleInliner(webDist: string): (html: string) => StyledPage {
  const files = new Map<string, { css: string; hash: string } | null>();
  const fileOf = (name: string) => {
    if (!files.has(name)) {
      let css: string | null = null;
      try {
        css = readFileSync(path.join(webDist, name), 'utf8');
      } catch {
        css = null;
      }
      files.set(
        name,
        // `</style` would end the element early; the build never writes it, a link is kept if so.
        css === null || /<\/style/i.test(css)
          ? null
          : { css, hash: `'sha256-${createHash('sha256').update(css).digest('base64')}'` },
      );
    }
    return files.get(name) ?? null;
  };
  return (html) => {
    const styleHashes: string[] = [];
    const inlined = html.replace(LINK, (link, name: string) => {
      const file = fileOf(name);
      if (file === null) return link;
      if (!styleHashes.includes(file.hash)) styleHashes.push(file.hash);
      return `<style>${file.css}</style>`;
    });
    return { html: inlined, styleHashes };
  };
}

/** A page's Content-Security-Policy admitting its inline stylesheets too. */
export const withStyleHashes = (policy: string, hashes: readonly string[]): string =>
  hashes.length === 0
    ? policy
    : policy.replace(/(^|;)\s*style-src([^;]*)/, (_, start: string, sources: string) => {
        return `${start}style-src${sources} ${hashes.join(' ')}`;
      });

import type { Region } from './launch.ts';
import type { PageHead } from './site.ts';
import type { Theme } from './theme.ts';

/**
 * The server-render seam (decision 013), typed once: the web build's renderer
 * (`apps/web/src/app/entry-server.tsx`, built to `dist-server/entry-server.js`) implements
 * `PageRendererModule`, and the server's web plugin (`apps/server/src/render/page-render.ts`)
 * loads it as one. Neither side imports the other, so this is where they meet.
 */

/** How a page's client sends its calls: `fetch` in the browser; on the server, in-process. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

export interface SupportContact {
  phone: string;
  email: string;
}

/** Where each market's borrowers get the app: store pages, https; '' when there is none. */
export interface AppStores {
  android: string;
  ios: string;
}

export interface CompanyDetails {
  name: string;
  address: string;
  /** Registration numbers as printed ("CIN …", "OJK …"). */
  registration: string[];
}

/**
 * The configuration a page runs with, from the server: the `tenor-config` meta tag in the
 * browser, `configure()` in the renderer.
 */
export interface ClientConfig {
  appName: string;
  /** Customer service per market (docs/markets.md): a page shows its borrower's. */
  support: Record<Region, SupportContact>;
  /** The lender in each market: site footer and legal pages show their reader's. */
  company: Record<Region, CompanyDetails>;
  /** The app's store pages per market: the official site's "Get the app". */
  appStores: Record<Region, AppStores>;
  theme: Theme;
  allowedHosts: string[];
  bridgeSchemes: string[];
  demo: boolean;
}

export interface RenderRequest {
  /** Path and query as the page was opened (launch parameters included). */
  url: string;
  /** Answers the page's API calls in-process, for this request's client. */
  transport: Transport;
  /**
   * The request's `Accept-Language`: an India launch that names no language is rendered in
   * Hindi when the phone prefers it (decision 068), as the page's app will read it.
   */
  acceptLanguage?: string;
}

export interface RenderedPage {
  /** The page's markup, for `#root`. */
  html: string;
  /** The query cache of the first view, shipped as the `tenor-data` block. */
  state: unknown;
  /** Its `<html lang>`: the pack, `en-ID` for English in Indonesia (launch.ts `documentLangOf`). */
  lang: string;
  /** Build-manifest keys of the modules the page needs first (their styles, boot.js's list). */
  modules: string[];
  /** A public page's head (title, description, addresses), in its language. */
  head?: PageHead;
  /** Sent without the app's scripts (a view made to be framed in a sandbox). */
  scriptless?: boolean;
}

/** The promotion landing (`/promo/?id=`, decision 018), from its own template. */
export interface RenderedLanding {
  html: string;
  /** What the landing hydrates with, shipped as the `tenor-data` block. */
  state: unknown;
  lang: string;
  title: string;
}

/** What `dist-server/entry-server.js` exports. */
export interface PageRendererModule {
  /** The server's client configuration, once at start. */
  configure(config: ClientConfig): void;
  /** A page opened with a session, or a public page; null: send the shell. */
  render(request: RenderRequest): Promise<RenderedPage | null>;
  /** The promotion landing; null: send its shell. Absent from a build before the landing. */
  renderPromo?(request: RenderRequest): Promise<RenderedLanding | null>;
}

import type { Region } from '@tenor/contract/launch';
import type {
  AppStores,
  ClientConfig,
  CompanyDetails,
  SupportContact,
} from '@tenor/contract/render';
import { DEFAULT_PRIMARY, type Theme } from '@tenor/contract/theme';

/**
 * The one module that reads the environment: the `tenor-config` meta tag the server
 * fills in (HTML-escaped JSON) and Vite's `import.meta.env`. Anything missing or
 * malformed falls back to a default, so a bare `index.html` still works.
 */
export type { Theme };

/** What the server configures a page with: typed once, in the contract (render.ts). */
export type AppConfig = ClientConfig;

export const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

export const defaultConfig: AppConfig = {
  appName: 'Tenor',
  support: { IN: { phone: '', email: '' }, ID: { phone: '', email: '' } },
  company: {
    IN: { name: '', address: '', registration: [] },
    ID: { name: '', address: '', registration: [] },
  },
  appStores: { IN: { android: '', ios: '' }, ID: { android: '', ios: '' } },
  theme: {
    primary: DEFAULT_PRIMARY,
    background: '#ffffff',
    font: '#1f2328',
    fontFamily: SYSTEM_FONTS,
  },
  allowedHosts: [],
  bridgeSchemes: [],
  demo: false,
};

const COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\))$/i;
const FONT_FAMILY = /^[\w\s,"'-]{1,200}$/;
const HOST = /^(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i;
const SCHEME = /^[a-z][a-z0-9+.-]*$/i;

const str = (v: unknown, fallback: string): string => (typeof v === 'string' ? v : fallback);
const color = (v: unknown, fallback: string): string =>
  typeof v === 'string' && COLOR.test(v.trim()) ? v.trim() : fallback;
const list = (v: unknown, valid: RegExp): string[] =>
  Array.isArray(v)
    ? v
        .filter((x): x is string => typeof x === 'string' && valid.test(x))
        .map((x) => x.toLowerCase())
    : [];

function contact(support: unknown, region: Region): SupportContact {
  const raw = (support && typeof support === 'object' ? support : {}) as Record<string, unknown>;
  const entry = (raw[region] && typeof raw[region] === 'object' ? raw[region] : {}) as Record<
    string,
    unknown
  >;
  return { phone: str(entry.phone, ''), email: str(entry.email, '') };
}

function company(raw: unknown, region: Region): CompanyDetails {
  const all = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const entry = (all[region] && typeof all[region] === 'object' ? all[region] : {}) as Record<
    string,
    unknown
  >;
  const registration = Array.isArray(entry.registration)
    ? entry.registration.filter((x): x is string => typeof x === 'string')
    : [];
  return { name: str(entry.name, ''), address: str(entry.address, ''), registration };
}

const HTTPS_URL = /^https:\/\/[^\s"'<>]{1,500}$/;

function stores(raw: unknown, region: Region): AppStores {
  const all = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const entry = (all[region] && typeof all[region] === 'object' ? all[region] : {}) as Record<
    string,
    unknown
  >;
  const url = (v: unknown) => (typeof v === 'string' && HTTPS_URL.test(v) ? v : '');
  return { android: url(entry.android), ios: url(entry.ios) };
}

/** Parses the meta tag's content; never throws. */
export function parseConfig(content: string | null | undefined): AppConfig {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = content ? JSON.parse(content) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      raw = parsed as Record<string, unknown>;
    }
  } catch {
    // Fall through to the defaults: a broken config must not break the page.
  }
  const theme = (raw.theme && typeof raw.theme === 'object' ? raw.theme : {}) as Record<
    string,
    unknown
  >;
  const d = defaultConfig;
  const fontFamily = str(theme.fontFamily, '');
  return {
    appName: str(raw.appName, d.appName) || d.appName,
    support: { IN: contact(raw.support, 'IN'), ID: contact(raw.support, 'ID') },
    company: { IN: company(raw.company, 'IN'), ID: company(raw.company, 'ID') },
    appStores: { IN: stores(raw.appStores, 'IN'), ID: stores(raw.appStores, 'ID') },
    theme: {
      primary: color(theme.primary, d.theme.primary),
      background: color(theme.background, d.theme.background),
      font: color(theme.font, d.theme.font),
      fontFamily: FONT_FAMILY.test(fontFamily) ? fontFamily : d.theme.fontFamily,
    },
    allowedHosts: list(raw.allowedHosts, HOST),
    bridgeSchemes: list(raw.bridgeSchemes, SCHEME),
    demo: raw.demo === true,
  };
}

function readMeta(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector('meta[name="tenor-config"]')?.getAttribute('content') ?? null;
}

/** Development build (Vite dev server or a dev-mode test run). */
export const isDev: boolean = import.meta.env.DEV;

const meta = readMeta();
const parsed = parseConfig(meta);

/**
 * The Vite dev server serves index.html unfilled; it proxies to a local reference
 * server, which runs in demo mode by default, so offer the demo tools there.
 */
export const config: AppConfig = isDev && !meta ? { ...parsed, demo: true } : parsed;

/** API origin; empty means the page's own origin. */
export const apiBase: string = (import.meta.env.VITE_API_BASE ?? '').replace(/\/$/, '');

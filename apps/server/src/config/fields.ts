/** The zod fields environment variables are read with, shared by every area's part of the configuration. */
import * as z from 'zod';
import { payChannels } from '@tenor/contract/endpoints/repay';

export const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

export const list = (item: z.ZodString) =>
  z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

/** A public https page the site links to (an app store's page of the app). */
export const storeUrl = z.url({ protocol: /^https$/, error: 'must be an https URL' }).max(500);

/**
 * A provider's API address, without a trailing slash. Plain http is read too, for a local
 * stand-in or proxy in demo mode; `httpsOutsideDemo` refuses it when DEMO is off.
 */
export const providerUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((u) => u.replace(/\/+$/, ''));

/**
 * Start-up problems for provider addresses that are plain http while DEMO is off: keys,
 * borrowers' phone numbers and payments would cross the network readable. `urls` names each
 * address in use (undefined: not in use).
 */
export const httpsOutsideDemo = (
  urls: Record<string, string | undefined>,
  demo: boolean,
): string[] =>
  demo
    ? []
    : Object.entries(urls)
        .filter(([, url]) => url?.startsWith('http:'))
        .map(([name]) => `${name}: must be https when DEMO is off`);

export const hostName = z
  .string()
  .regex(
    /^(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i,
    'must be host names such as pay.example.com or *.example.com',
  );

/** A registration number as printed (CIN, RBI CoR, NIB, OJK licence); commas separate them. */
export const registration = z.string().min(1).max(80);

/** Schemes the web app may hand to the native app; never ones that run code or load data. */
export const bridgeScheme = z
  .string()
  .regex(/^[a-z][a-z0-9+.-]*$/, 'must be lower-case URL schemes without ":"')
  .refine(
    (s) =>
      ![
        'javascript',
        'data',
        'vbscript',
        'file',
        'http',
        'https',
        'blob',
        'intent',
        'android-app',
      ].includes(s),
    // intent: and android-app: can start any app on the phone; list the app's own scheme instead.
    'must not be javascript, data, vbscript, file, blob, http, https, intent or android-app',
  );

export const color = z.string().regex(/^#[0-9a-f]{3,8}$/i, 'must be a hex colour such as #0b5cad');

/** Same rule as the web app's parser (apps/web/src/lib/config.ts), which drops anything else. */
export const fontFamily = z
  .string()
  .regex(
    /^[\w\s,"'-]{1,200}$/,
    'may contain only letters, digits, spaces, commas, quotes and hyphens',
  );

/** Ways to pay, as `PAY_CHANNELS_IN` and `PAY_CHANNELS_ID` list them (docs/markets.md "Repayment rails"). */
export const channelList = list(z.string()).pipe(
  z.array(z.enum(payChannels)).min(1, `must name at least one of ${payChannels.join(', ')}`),
);

export const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** Who the lender is in each market: brand, customer service, company details, grievance officer. */
import * as z from 'zod';
import type { Region } from '@tenor/contract/launch';
import type { AppStores, CompanyDetails, SupportContact } from '@tenor/contract/render';
import { color, fontFamily, list, registration, storeUrl } from './fields.ts';

/** A public holiday of a market's calendar, as that market writes its date. */
const holiday = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be dates as YYYY-MM-DD, comma-separated');

export const marketEnv = {
  BRAND_APP_NAME: z.string().min(1).max(40).default('Tenor'),
  BRAND_PRIMARY_COLOR: color.default('#0b5cad'),
  BRAND_BACKGROUND_COLOR: color.default('#ffffff'),
  BRAND_FONT_COLOR: color.default('#1f2328'),
  BRAND_FONT_FAMILY: fontFamily.default(
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  ),
  // Who the lender is: no default outside demo mode, where the demo's invented ones apply
  // (DEMO_MARKET below, decision 095). A market with products needs them (lender-check.ts).
  SUPPORT_PHONE_IN: z.string().max(30).optional(),
  SUPPORT_EMAIL_IN: z.email().optional(),
  SUPPORT_PHONE_ID: z.string().max(30).optional(),
  SUPPORT_EMAIL_ID: z.email().optional(),
  COMPANY_NAME_IN: z.string().min(1).max(120).optional(),
  COMPANY_ADDRESS_IN: z.string().min(1).max(300).optional(),
  COMPANY_REGISTRATION_IN: list(registration).optional(),
  COMPANY_NAME_ID: z.string().min(1).max(120).optional(),
  COMPANY_ADDRESS_ID: z.string().min(1).max(300).optional(),
  COMPANY_REGISTRATION_ID: list(registration).optional(),
  APP_ANDROID_URL_IN: storeUrl.optional(),
  APP_ANDROID_URL_ID: storeUrl.optional(),
  APP_IOS_URL_IN: storeUrl.optional(),
  APP_IOS_URL_ID: storeUrl.optional(),
  // No default: a production start that offers Indian loans names its own (decision 066).
  GRIEVANCE_OFFICER_NAME_IN: z.string().min(1).max(80).optional(),
  GRIEVANCE_OFFICER_EMAIL_IN: z.email().optional(),
  GRIEVANCE_OFFICER_PHONE_IN: z.string().min(1).max(30).optional(),
  GRIEVANCE_OFFICER_NAME_ID: z.string().min(1).max(80).optional(),
  GRIEVANCE_OFFICER_EMAIL_ID: z.email().optional(),
  GRIEVANCE_OFFICER_PHONE_ID: z.string().max(30).optional(),
  MARKET_HOLIDAYS_IN: list(holiday).default([]),
  MARKET_HOLIDAYS_ID: list(holiday).default([]),
};

/**
 * The demo's invented lender identity, used only in demo mode (decisions 066 and 095): outside
 * it a page shows what the operator set, or nothing, never an invented licence or contact.
 */
const DEMO_MARKET = {
  SUPPORT_PHONE_IN: '+91 80 4718 2200',
  SUPPORT_EMAIL_IN: 'care.in@tenor.example',
  SUPPORT_PHONE_ID: '+62 21 5088 7000',
  SUPPORT_EMAIL_ID: 'care.id@tenor.example',
  COMPANY_NAME_IN: 'Tenor Credit India Private Limited',
  COMPANY_ADDRESS_IN: '4th Floor, 12 Residency Road, Bengaluru, Karnataka 560025, India',
  COMPANY_REGISTRATION_IN: ['CIN U65929KA2024PTC190417', 'RBI CoR N-02.00451'],
  COMPANY_NAME_ID: 'PT Tenor Kredit Indonesia',
  COMPANY_ADDRESS_ID: 'Gedung Menara Lima Lt. 9, Jl. Jend. Sudirman Kav. 52, Jakarta Selatan 12190',
  COMPANY_REGISTRATION_ID: ['NIB 9120304871624', 'OJK KEP-47/D.05/2024'],
  APP_ANDROID_URL_IN: 'https://play.google.com/store/apps/details?id=example.tenor.india',
  APP_ANDROID_URL_ID: 'https://play.google.com/store/apps/details?id=example.tenor.indonesia',
  GRIEVANCE_OFFICER_NAME_IN: 'Ananya Iyer',
  GRIEVANCE_OFFICER_EMAIL_IN: 'grievance.in@tenor.example',
  GRIEVANCE_OFFICER_PHONE_IN: '+91 80 4718 2290',
  GRIEVANCE_OFFICER_NAME_ID: 'Dewi Lestari',
  GRIEVANCE_OFFICER_EMAIL_ID: 'pengaduan.id@tenor.example',
  GRIEVANCE_OFFICER_PHONE_ID: '+62 21 5088 7090',
} satisfies Partial<Record<keyof typeof marketEnv, string | string[]>>;

export interface GrievanceOfficer {
  name: string;
  email: string;
  phone: string;
}

export interface MarketConfig {
  brand: {
    appName: string;
    primaryColor: string;
    backgroundColor: string;
    fontColor: string;
    fontFamily: string;
  };
  /** Customer service of each market: every page of a market shows its own. */
  support: Record<Region, SupportContact>;
  /** The lender in each market: name, address and registration numbers shown on the site and legal pages. */
  company: Record<Region, CompanyDetails>;
  /**
   * Each market's grievance officer: the platform's own, as the LSP facing the borrower
   * (customer service page, get-whatsapp; RBI Digital Lending Directions 2025 para 11). India's
   * is '' when unset outside demo mode, and the start check then refuses Indian products
   * (domain/products/lender-check.ts, decision 066).
   */
  grievanceOfficer: Record<Region, GrievanceOfficer>;
  /** Each market's app store pages (the official site's "Get the app"); ios '' when none. */
  appStores: Record<Region, AppStores>;
  /**
   * Each market's public holidays (domain/orders/working-days.ts): not working days for the
   * complaint clock and a Key Fact Statement's validity, and no reminder goes out on them.
   */
  holidays: Record<Region, string[]>;
}

type MarketEnv = z.infer<z.ZodObject<typeof marketEnv>>;

export function marketConfig(env: MarketEnv, demo: boolean): MarketConfig {
  type Identity = typeof DEMO_MARKET;
  // Outside demo mode an unset value stays empty, and the pages leave it out (decision 095).
  const set = <K extends keyof Identity>(key: K): Identity[K] =>
    (env[key] as Identity[K] | undefined) ??
    (demo ? DEMO_MARKET[key] : ((Array.isArray(DEMO_MARKET[key]) ? [] : '') as Identity[K]));
  const e = {
    ...env,
    ...Object.fromEntries(Object.keys(DEMO_MARKET).map((k) => [k, set(k as keyof Identity)])),
  } as MarketEnv & Identity;
  return {
    brand: {
      appName: e.BRAND_APP_NAME,
      primaryColor: e.BRAND_PRIMARY_COLOR,
      backgroundColor: e.BRAND_BACKGROUND_COLOR,
      fontColor: e.BRAND_FONT_COLOR,
      fontFamily: e.BRAND_FONT_FAMILY,
    },
    support: {
      IN: { phone: e.SUPPORT_PHONE_IN, email: e.SUPPORT_EMAIL_IN },
      ID: { phone: e.SUPPORT_PHONE_ID, email: e.SUPPORT_EMAIL_ID },
    },
    company: {
      IN: {
        name: e.COMPANY_NAME_IN,
        address: e.COMPANY_ADDRESS_IN,
        registration: e.COMPANY_REGISTRATION_IN,
      },
      ID: {
        name: e.COMPANY_NAME_ID,
        address: e.COMPANY_ADDRESS_ID,
        registration: e.COMPANY_REGISTRATION_ID,
      },
    },
    appStores: {
      IN: { android: e.APP_ANDROID_URL_IN, ios: e.APP_IOS_URL_IN ?? '' },
      ID: { android: e.APP_ANDROID_URL_ID, ios: e.APP_IOS_URL_ID ?? '' },
    },
    holidays: { IN: e.MARKET_HOLIDAYS_IN, ID: e.MARKET_HOLIDAYS_ID },
    grievanceOfficer: {
      IN: {
        name: e.GRIEVANCE_OFFICER_NAME_IN,
        email: e.GRIEVANCE_OFFICER_EMAIL_IN,
        phone: e.GRIEVANCE_OFFICER_PHONE_IN,
      },
      ID: {
        name: e.GRIEVANCE_OFFICER_NAME_ID,
        email: e.GRIEVANCE_OFFICER_EMAIL_ID,
        phone: e.GRIEVANCE_OFFICER_PHONE_ID,
      },
    },
  };
}

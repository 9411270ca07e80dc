/** The promotion area's landing pages, sessions, events and registrations. */
import type { Generated } from 'kysely';
import type { Region } from './loans.ts';

/** A landing page of the promotion area, by id (`#/?id=`); its region decides phone rule, currency and language. */
export interface PromoTemplatesTable {
  id: Generated<number>;
  /** Stable slug used by the seed (idempotent upsert) and the banner file name. */
  code: string;
  region: Region;
  app_name: string;
  title: string;
  subtitle: string;
  /** Absolute-path URL on this server (`/assets/promo/<code>.svg`) or an allowlisted https URL. */
  banner_url: string;
  background_color: string;
  button_text: string;
  agreement_title: string;
  /** Plain text; paragraphs separated by blank lines. */
  agreement_text: string;
  /** Where a visitor on neither platform (or without a store link) downloads the app. */
  download_url: string;
  android_url: string;
  ios_url: string;
  /** One of the two is set: the download page's `links_id` or `down_id`. */
  links_id: string;
  down_id: string;
  created_at: string;
}

/**
 * A registration session (`sid`) of the landing: its current image captcha (single use) and
 * the SMS code sent in it (bound to one phone). Rows past `expires_at` are pruned.
 */
export interface PromoSessionsTable {
  sid: string;
  created_at: string;
  expires_at: string;
  /** The current captcha's answer, lower case; null once used or never drawn. */
  captcha_text: string | null;
  captcha_expires_at: string | null;
  /** Captchas drawn in this session. */
  captchas: Generated<number>;
  /** E.164 phone the code was sent to. */
  phone: string | null;
  /** `salt$sha256` of the SMS code (providers/otp-code.ts). */
  code_hash: string | null;
  code_expires_at: string | null;
  code_attempts: Generated<number>;
  /** The captcha answer that earned the code: `register` may send it again. */
  code_captcha: string | null;
}

export type PromoEventKind = 'visit' | 'click';

/** A landing visit or apply tap, with the ad's attribution. */
export interface PromoEventsTable {
  id: Generated<number>;
  kind: PromoEventKind;
  template_id: number;
  app_from: string | null;
  user_from: string | null;
  utm_tag: string | null;
  client_type: string | null;
  page_type: number | null;
  /** E.164 when the tap carried a well-formed phone. */
  phone: string | null;
  created_at: string;
}

/** How a borrower who registered on the landing came: the ad's attribution. */
export interface PromoRegistrationsTable {
  borrower_id: number;
  template_id: number;
  app_from: string | null;
  user_from: string | null;
  utm_tag: string | null;
  invite_code: string | null;
  app_name: string | null;
  created_at: string;
}

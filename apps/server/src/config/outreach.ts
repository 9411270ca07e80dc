/** Limits of what anonymous visitors can make the server send: promotion SMS, the site's contact form. */
import * as z from 'zod';

export const outreachEnv = {
  PROMO_SMS_HOURLY_BUDGET: z.coerce.number().int().min(1).default(500),
  PROMO_SMS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  PROMO_SMS_PER_SID: z.coerce.number().int().min(1).max(100).default(3),
  PROMO_SMS_PER_PREFIX_PER_HOUR: z.coerce.number().int().min(1).default(50),
  SITE_CONTACT_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(5),
};

export interface OutreachConfig {
  /**
   * Promotion SMS limits beyond the per-phone ones (docs/decisions/020-promotion-landing.md):
   * codes per client key (IPv4 address or IPv6 /64) per hour, per registration session, per
   * phone prefix (operator range) per hour, and all codes per hour (the budget). As the budget
   * fills, the per-client and per-prefix caps shrink with it (decision 038).
   */
  promoSms: {
    hourlyBudget: number;
    perIpPerHour: number;
    perSid: number;
    perPrefixPerHour: number;
  };
  /** Messages of the site's contact form one client address may send an hour (decision 021). */
  siteContactPerIpPerHour: number;
}

type OutreachEnv = z.infer<z.ZodObject<typeof outreachEnv>>;

export const outreachConfig = (e: OutreachEnv): OutreachConfig => ({
  promoSms: {
    hourlyBudget: e.PROMO_SMS_HOURLY_BUDGET,
    perIpPerHour: e.PROMO_SMS_PER_IP_PER_HOUR,
    perSid: e.PROMO_SMS_PER_SID,
    perPrefixPerHour: e.PROMO_SMS_PER_PREFIX_PER_HOUR,
  },
  siteContactPerIpPerHour: e.SITE_CONTACT_PER_IP_PER_HOUR,
});

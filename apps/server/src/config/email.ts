/**
 * E-mail (decision 067): the link to a loan's documents also goes by e-mail when the borrower
 * gave an address, through SendGrid's Mail Send API v3 (`POST /v3/mail/send`). Optional: with
 * no SENDGRID_API_KEY no e-mail is sent and the SMS stays the one channel.
 */
import * as z from 'zod';
import { httpsOutsideDemo, providerUrl } from './fields.ts';
import { secret, type Secret } from './secret.ts';

export const emailEnv = {
  SENDGRID_API_KEY: z.string().min(20, 'must be the API key SendGrid shows (SG.…)').optional(),
  SENDGRID_API_URL: providerUrl.default('https://api.sendgrid.com'),
  /** The sender: a verified single sender or an address of an authenticated domain. */
  EMAIL_FROM: z.email('must be an e-mail address').optional(),
  EMAIL_FROM_NAME: z.string().min(1).max(80).optional(),
  EMAIL_TIMEOUT_MS: z.coerce.number().int().min(500).max(30_000).default(8000),
};

export interface EmailConfig {
  /** null: no e-mail is sent. */
  email: {
    apiUrl: string;
    apiKey: Secret;
    from: { email: string; name: string | undefined };
    timeoutMs: number;
  } | null;
}

type EmailEnv = z.infer<z.ZodObject<typeof emailEnv>>;

export function emailConfig(
  e: EmailEnv,
  demo: boolean,
): { ok: true; config: EmailConfig } | { ok: false; problems: string[] } {
  if (e.SENDGRID_API_KEY === undefined) return { ok: true, config: { email: null } };
  const problems = [
    ...(e.EMAIL_FROM === undefined ? ['EMAIL_FROM: is required with SENDGRID_API_KEY'] : []),
    ...httpsOutsideDemo({ SENDGRID_API_URL: e.SENDGRID_API_URL }, demo),
  ];
  if (problems.length > 0 || e.EMAIL_FROM === undefined) return { ok: false, problems };
  return {
    ok: true,
    config: {
      email: {
        apiUrl: e.SENDGRID_API_URL,
        apiKey: secret(e.SENDGRID_API_KEY),
        from: { email: e.EMAIL_FROM, name: e.EMAIL_FROM_NAME },
        timeoutMs: e.EMAIL_TIMEOUT_MS,
      },
    },
  };
}

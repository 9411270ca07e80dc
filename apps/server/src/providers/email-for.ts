/** The e-mail provider the configuration names (config/email.ts): SendGrid, or none. */
import type { Config } from '../config.ts';
import type { EmailProvider } from './email.ts';
import { sendgridMail } from './sendgrid/mail-send.ts';

export const emailFor = (config: Pick<Config, 'email'>): EmailProvider | null =>
  config.email === null ? null : sendgridMail(config.email);

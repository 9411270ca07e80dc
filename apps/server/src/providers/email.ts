/**
 * Sending e-mail (decision 067): one message to one address, plain text and HTML. The SendGrid
 * adapter (`sendgrid/mail-send.ts`) is the one implementation; with no SENDGRID_API_KEY there is
 * none (email-for.ts answers null) and nothing is e-mailed.
 */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface EmailProvider {
  /** Resolves once the provider accepted the message; a refusal is its `ProviderError`. */
  send(message: EmailMessage): Promise<void>;
}

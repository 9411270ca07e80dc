/**
 * SendGrid's Mail Send API v3 (decision 067): `POST {SENDGRID_API_URL}/v3/mail/send` with
 * `Authorization: Bearer <API key>` and the v3 JSON body (`personalizations[].to`, `from`,
 * `subject`, `content[]` with `text/plain` before `text/html`). SendGrid answers 202 with no body
 * when it accepted the message, and a 4xx/5xx with `{ errors: [{ message, field, help }] }`
 * otherwise. A message is sent once per call (json-client.ts: a POST is not repeated): the
 * documents' job decides whether to try again.
 */
import * as z from 'zod';
import type { EmailConfig } from '../../config/email.ts';
import { jsonClient, type JsonFailure } from '../json-client.ts';
import { ProviderError } from '../provider-error.ts';
import type { EmailProvider } from '../email.ts';

const errorsBody = z.object({
  errors: z.array(z.object({ message: z.string().nullish(), field: z.string().nullish() })),
});

/** The operator's words: SendGrid's own messages, never shown to a borrower. */
function failure(f: JsonFailure): ProviderError {
  const detail =
    f.kind === 'status'
      ? `HTTP ${f.status}: ${
          errorsBody
            .safeParse(f.body)
            .data?.errors.map((e) => `${e.field ?? ''} ${e.message ?? ''}`.trim())
            .join('; ') ?? ''
        }`
      : f.kind;
  return new ProviderError(`e-mail not sent (${detail})`, 'unavailable', 503);
}

export function sendgridMail(config: NonNullable<EmailConfig['email']>): EmailProvider {
  const call = jsonClient({
    baseUrl: config.apiUrl,
    timeoutMs: config.timeoutMs,
    headers: { authorization: `Bearer ${config.apiKey.reveal()}` },
    failure,
  });
  return {
    async send(message) {
      await call(
        {
          method: 'POST',
          path: '/v3/mail/send',
          body: {
            personalizations: [{ to: [{ email: message.to }] }],
            from: {
              email: config.from.email,
              ...(config.from.name === undefined ? {} : { name: config.from.name }),
            },
            subject: message.subject,
            content: [
              { type: 'text/plain', value: message.text },
              { type: 'text/html', value: message.html },
            ],
          },
        },
        z.unknown(),
      );
    },
  };
}

import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { nothing, text } from '../fields.ts';
import { CONTACT_LIMITS, EMAIL_PATTERN } from '../contact-rules.ts';

const required = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(max));

/**
 * The official site's contact form (docs/screens.md "Official website"). Anyone may send it; the
 * server limits it per client address. `submissionId` is made once per draft: a repeated send of
 * the same draft (a double tap, a retry after a lost answer) is stored once. `website` is a
 * honeypot no person sees: a send with it filled is answered as a success and dropped.
 */
export const contactMessage = defineEndpoint({
  method: 'POST',
  path: '/api/v2/site/contact-message',
  encoding: 'json',
  auth: false,
  request: () =>
    z.object({
      name: required(CONTACT_LIMITS.name),
      email: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'is required'),
          z.maxLength(CONTACT_LIMITS.email),
          z.regex(EMAIL_PATTERN, 'must be an e-mail address'),
        ),
      message: required(CONTACT_LIMITS.message),
      submissionId: z.string().check(z.regex(/^[\w-]{8,64}$/, 'must be a submission id')),
      website: z.optional(text(500)),
    }),
  response: nothing,
});

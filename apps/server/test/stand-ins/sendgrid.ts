/**
 * A local stand-in for SendGrid's Mail Send API v3 (`POST /v3/mail/send`), written from the
 * published reference (decision 067), on port 0. It checks what SendGrid checks before it
 * accepts a message, so the adapter is tested against the documented behaviour:
 *
 * - `Authorization: Bearer <key>`: 401 `{ errors: [{ message, field: null, help: null }] }`;
 * - the body: `personalizations` (1 to 1000, each with at least one `to` of `{ email, name? }`),
 *   `from.email`, a `subject` (or each personalization's), `content` with at least one
 *   `{ type, value }` of a non-empty value, `text/plain` before `text/html`: else 400 with the
 *   field named;
 * - accepted: 202 with an empty body and an `X-Message-Id` header;
 * - faults queued for the next requests: an HTTP status with SendGrid's error body (429, 500…).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentMail {
  messageId: string;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

interface Problem {
  message: string;
  field: string | null;
}

const isEmail = (v: unknown): v is string =>
  typeof v === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);

function problemsOf(body: unknown): Problem[] {
  const b = (body ?? {}) as Record<string, unknown>;
  const problems: Problem[] = [];
  const ps = b.personalizations;
  if (!Array.isArray(ps) || ps.length === 0) {
    problems.push({
      message: 'You must have at least one personalization.',
      field: 'personalizations',
    });
  } else {
    ps.forEach((p: { to?: unknown; subject?: unknown }, i) => {
      if (!Array.isArray(p.to) || p.to.length === 0) {
        problems.push({
          message:
            'The to parameter is required for all personalization objects, and must have at least one email object with a valid email address.',
          field: `personalizations.${i}.to`,
        });
      } else if (!p.to.every((t: { email?: unknown }) => isEmail(t.email))) {
        problems.push({
          message: 'Does not contain a valid address.',
          field: `personalizations.${i}.to`,
        });
      }
    });
  }
  const from = b.from as { email?: unknown } | undefined;
  if (!isEmail(from?.email)) {
    problems.push({
      message:
        'The from object must be provided for every email send. It is an object that requires the email parameter, but may also contain a name parameter.',
      field: 'from.email',
    });
  }
  const perSubject =
    Array.isArray(ps) && ps.every((p: { subject?: unknown }) => typeof p.subject === 'string');
  if (!(typeof b.subject === 'string' && b.subject.length > 0) && !perSubject) {
    problems.push({
      message:
        'The subject is required. You can get around this requirement if you use a template with a subject defined or if every personalization has a subject defined.',
      field: 'subject',
    });
  }
  const content = b.content;
  if (!Array.isArray(content) || content.length === 0) {
    problems.push({
      message: 'Unless a valid template_id is provided, the content parameter is required.',
      field: 'content',
    });
  } else {
    content.forEach((c: { type?: unknown; value?: unknown }, i) => {
      if (typeof c.value !== 'string' || c.value.length === 0) {
        problems.push({
          message: 'The content value must be a string at least one character in length.',
          field: `content.${i}.value`,
        });
      }
    });
    const types = content.map((c: { type?: unknown }) => c.type);
    const plain = types.indexOf('text/plain');
    if (plain > 0) {
      problems.push({
        message:
          'If present, text/plain content must be first, followed by text/html, followed by any other content.',
        field: 'content',
      });
    }
  }
  return problems;
}

export interface SendgridStandIn {
  url: string;
  sent: SentMail[];
  /** Answers the next requests with these statuses and SendGrid's error body, in order. */
  fail(...statuses: number[]): void;
  /** Every request made, accepted or not. */
  readonly requests: number;
  close(): Promise<void>;
}

export async function startSendgrid(apiKey: string): Promise<SendgridStandIn> {
  const sent: SentMail[] = [];
  const faults: number[] = [];
  let requests = 0;
  const answer = (res: ServerResponse, status: number, errors: Problem[]) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ errors: errors.map((e) => ({ ...e, help: null })) }));
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests += 1;
      if (req.method !== 'POST' || req.url !== '/v3/mail/send') {
        answer(res, 404, [{ message: 'Not found', field: null }]);
        return;
      }
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        answer(res, 401, [
          {
            message: 'The provided authorization grant is invalid, expired, or revoked',
            field: null,
          },
        ]);
        return;
      }
      const fault = faults.shift();
      if (fault !== undefined) {
        answer(res, fault, [
          { message: fault === 429 ? 'too many requests' : 'internal error', field: null },
        ]);
        return;
      }
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        answer(res, 400, [{ message: 'Bad Request', field: null }]);
        return;
      }
      const problems = problemsOf(body);
      if (problems.length > 0) {
        answer(res, 400, problems);
        return;
      }
      const b = body as {
        personalizations: { to: { email: string }[] }[];
        from: { email: string };
        subject: string;
        content: { type: string; value: string }[];
      };
      const messageId = randomBytes(11).toString('base64url');
      sent.push({
        messageId,
        to: b.personalizations.flatMap((p) => p.to.map((t) => t.email)),
        from: b.from.email,
        subject: b.subject,
        text: b.content.find((c) => c.type === 'text/plain')?.value ?? '',
        html: b.content.find((c) => c.type === 'text/html')?.value ?? '',
      });
      res.writeHead(202, { 'x-message-id': messageId });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    fail: (...statuses) => faults.push(...statuses),
    get requests() {
      return requests;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

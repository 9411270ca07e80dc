/**
 * A local stand-in for Vonage's SMS API (`POST /sms/json`, form or JSON) and its delivery
 * receipts, written from the published reference (decision 031), on port 0. It keeps what
 * the real gateway and India's DLT scrubbing would check, so the adapter is tested against
 * the documented behaviour rather than against itself:
 *
 * - credentials (status 4), missing parameters (2), invalid ones (3);
 * - numbers: not digits (3), an Indian number that is no mobile (6), barred ones (7);
 * - India (`to` starting 91): `entity-id` and `content-id` required (2), the registered
 *   entity (3), header (15) and template, the text matching it (3). The real route may
 *   instead accept such a message and report it failed in the receipt; failing at once
 *   keeps tests short and the adapter checks first anyway;
 * - other markets: the registered alphanumeric senders (15);
 * - faults, queued for the next requests: a status (1 throttled…), an HTTP error, a delay,
 *   a dropped connection.
 *
 * Signatures are computed here independently of src/providers/sms-gateway/signature.ts, so
 * a mistake there is not mirrored.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SignatureMethod = 'md5hash' | 'md5' | 'sha1' | 'sha256' | 'sha512';

export interface StandInOptions {
  apiKey: string;
  apiSecret: string;
  /** India's DLT registration: entity, headers and templates by content id. */
  dlt: { entityId: string; headers: string[]; templates: Record<string, string> };
  /** Alphanumeric senders registered for other markets. */
  senders: string[];
  /** Receipts carry `sig` with this secret and method. */
  signature?: { secret: string; method: SignatureMethod };
  /** Numbers (digits, no +) the gateway refuses as barred. */
  barred?: string[];
}

export type Fault =
  { status: string; errorText?: string } | { http: number } | { delayMs: number } | { drop: true };

export interface SentMessage {
  messageIds: string[];
  from: string;
  to: string;
  text: string;
  type: string;
  ttl: string | undefined;
  entityId: string | undefined;
  contentId: string | undefined;
  clientRef: string | undefined;
  callback: string | undefined;
}

export interface ReceiptOutcome {
  status: 'delivered' | 'expired' | 'failed' | 'rejected' | 'accepted' | 'buffered' | 'unknown';
  errCode: string;
}

type Answer = { http: number; body: unknown };

/** Parts the message is split into: 160/153 GSM characters, 70/67 UCS-2 ones. */
function parts(text: string, type: string): number {
  const length = [...text].length;
  const [single, multi] = type === 'unicode' ? [70, 67] : [160, 153];
  return length <= single ? 1 : Math.ceil(length / multi);
}

/** The DLT portal's matching: each `{#var#}` stands for up to 30 characters. */
function fitsTemplate(template: string, text: string): boolean {
  const escape = (p: string) => p.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
  // `{#url#}`: a link of a whitelisted host, at most 200 characters with no space.
  const pattern = template
    .split('{#url#}')
    .map((part) => part.split('{#var#}').map(escape).join('[^\\n]{1,30}'))
    .join('https://[^\\s]{1,200}');
  return new RegExp(`^${pattern}$`, 'u').test(text);
}

function sign(params: Record<string, string>, secret: string, method: SignatureMethod): string {
  const names = Object.keys(params).sort();
  let signed = '';
  for (const name of names) {
    const value = params[name] ?? '';
    signed += `&${name.replaceAll('&', '_').replaceAll('=', '_')}=${value.replaceAll('&', '_').replaceAll('=', '_')}`;
  }
  return method === 'md5hash'
    ? createHash('md5').update(`${signed}${secret}`).digest('hex')
    : createHmac(method, secret).update(signed).digest('hex').toUpperCase();
}

const refuse = (status: string, errorText: string): Answer => ({
  http: 200,
  body: { 'message-count': '1', messages: [{ status, 'error-text': errorText }] },
});

async function readBody(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  if ((req.headers['content-type'] ?? '').includes('json')) {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

export async function startSmsGateway(options: StandInOptions) {
  const sent: SentMessage[] = [];
  const faults: Fault[] = [];
  let nextId = 0x0c0000001;
  let requests = 0;

  function indiaProblem(p: Record<string, string>): Answer | null {
    const entityId = p['entity-id'];
    const contentId = p['content-id'];
    if (entityId === undefined || contentId === undefined) {
      return refuse('2', 'Missing entity-id or content-id for India');
    }
    if (entityId !== options.dlt.entityId) return refuse('3', 'Invalid entity-id');
    if (!options.dlt.headers.includes(p.from ?? '')) return refuse('15', 'Illegal Sender Address');
    const template = options.dlt.templates[contentId];
    if (template === undefined) return refuse('3', 'Invalid content-id');
    if (!fitsTemplate(template, p.text ?? ''))
      return refuse('3', 'Text does not match the DLT template');
    return null;
  }

  function answer(p: Record<string, string>): Answer {
    for (const name of ['api_key', 'api_secret', 'from', 'to', 'text']) {
      if (!p[name]) return refuse('2', `Missing ${name}`);
    }
    if (p.api_key !== options.apiKey || p.api_secret !== options.apiSecret) {
      return refuse('4', 'Bad Credentials');
    }
    const to = p.to ?? '';
    if (!/^\d{7,15}$/.test(to)) return refuse('3', 'Invalid to address');
    if (to.startsWith('91') && !/^91[6-9]\d{9}$/.test(to)) return refuse('6', 'Unroutable message');
    if (options.barred?.includes(to)) return refuse('7', 'Number barred');
    const problem = to.startsWith('91')
      ? indiaProblem(p)
      : options.senders.includes(p.from ?? '')
        ? null
        : refuse('15', 'Illegal Sender Address');
    if (problem !== null) return problem;
    const type = p.type ?? 'text';
    const ids = Array.from({ length: parts(p.text ?? '', type) }, () =>
      (nextId++).toString(16).toUpperCase().padStart(16, '0'),
    );
    sent.push({
      messageIds: ids,
      from: p.from ?? '',
      to,
      text: p.text ?? '',
      type,
      ttl: p.ttl,
      entityId: p['entity-id'],
      contentId: p['content-id'],
      clientRef: p['client-ref'],
      callback: p.callback,
    });
    return {
      http: 200,
      body: {
        'message-count': String(ids.length),
        messages: ids.map((id) => ({
          to,
          'message-id': id,
          status: '0',
          'remaining-balance': '10.00000000',
          'message-price': '0.00500000',
          network: to.startsWith('91') ? '40410' : '51010',
        })),
      },
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    requests += 1;
    if (req.method !== 'POST' || req.url?.split('?')[0] !== '/sms/json') {
      res.writeHead(404).end();
      return;
    }
    let params: Record<string, string>;
    try {
      params = await readBody(req);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const fault = faults.shift();
    if (fault !== undefined && 'drop' in fault) {
      req.socket.destroy();
      return;
    }
    if (fault !== undefined && 'delayMs' in fault) {
      await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    }
    const result =
      fault !== undefined && 'http' in fault
        ? { http: fault.http, body: { error: 'stand-in fault' } }
        : fault !== undefined && 'status' in fault
          ? refuse(fault.status, fault.errorText ?? `status ${fault.status}`)
          : answer(params);
    if (res.destroyed) return;
    res
      .writeHead(result.http, { 'content-type': 'application/json' })
      .end(JSON.stringify(result.body));
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/sms/json`,
    /** Accepted messages, oldest first. */
    sent,
    get requests() {
      return requests;
    },
    /** The next request meets this fault (several calls queue several). */
    fail(fault: Fault) {
      faults.push(fault);
    },
    /** The receipt Vonage would send for an accepted message, signed when configured. */
    receipt(
      messageId: string,
      outcome: ReceiptOutcome = { status: 'delivered', errCode: '0' },
      at: Date = new Date(),
    ): Record<string, string> {
      const message = sent.find((m) => m.messageIds.includes(messageId));
      if (message === undefined) throw new Error(`no message ${messageId}`);
      const iso = at.toISOString();
      const params: Record<string, string> = {
        msisdn: message.to,
        to: message.from,
        'network-code': message.to.startsWith('91') ? '40410' : '51010',
        messageId,
        price: '0.00500000',
        status: outcome.status,
        scts: iso.slice(2, 16).replace(/[-T:]/g, ''),
        'err-code': outcome.errCode,
        'api-key': options.apiKey,
        'message-timestamp': `${iso.slice(0, 10)} ${iso.slice(11, 19)}`,
        ...(message.clientRef === undefined ? {} : { 'client-ref': message.clientRef }),
      };
      if (options.signature === undefined) return params;
      params.timestamp = String(Math.floor(at.getTime() / 1000));
      params.nonce = randomBytes(8).toString('hex');
      params.sig = sign(params, options.signature.secret, options.signature.method);
      return params;
    },
    /** Delivers a receipt to a webhook the way the dashboard's method setting would. */
    async postReceipt(
      url: string,
      params: Record<string, string>,
      as: 'GET' | 'POST' | 'POST-JSON',
    ): Promise<number> {
      const query = new URLSearchParams(params).toString();
      const response =
        as === 'GET'
          ? await fetch(`${url}?${query}`)
          : await fetch(url, {
              method: 'POST',
              headers: {
                'content-type':
                  as === 'POST-JSON' ? 'application/json' : 'application/x-www-form-urlencoded',
              },
              body: as === 'POST-JSON' ? JSON.stringify(params) : query,
            });
      return response.status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type SmsGatewayStandIn = Awaited<ReturnType<typeof startSmsGateway>>;

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { basicAuth, jsonClient, type JsonCall, type JsonFailure } from './json-client.ts';

/** What the provider does with each request, in order; the last one repeats. */
type Act = 'ok' | 'status503' | 'status400' | 'drop' | 'slow' | 'notJson';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let acts: Act[];
let seen: Seen[];
let url: string;
let close: () => Promise<void>;

/** Generous on a busy machine; `impatient` times out on purpose, long before a slow answer. */
const TIMEOUT_MS = 5_000;
const IMPATIENT_MS = 250;
const SLOW_MS = 4_000;

class Failed extends Error {
  constructor(readonly failure: JsonFailure) {
    super(failure.kind);
  }
}

beforeEach(async () => {
  acts = ['ok'];
  seen = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const act = acts.length > 1 ? acts.shift()! : acts[0]!;
      if (act === 'drop') return void req.socket.destroy();
      if (act === 'slow') return void setTimeout(() => res.end('{"id":"late"}'), SLOW_MS);
      res.setHeader('content-type', 'application/json');
      if (act === 'status503') res.writeHead(503).end('{"error":"busy"}');
      else if (act === 'status400') res.writeHead(400).end('{"error":"no"}');
      else if (act === 'notJson') res.writeHead(200).end('<html>');
      else res.writeHead(200).end('{"id":"one"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  };
});
afterEach(() => close());

const client = (timeoutMs = TIMEOUT_MS) =>
  jsonClient({
    baseUrl: url,
    timeoutMs,
    headers: { authorization: basicAuth('key', 'secret') },
    failure: (failure) => new Failed(failure),
  });
const answer = z.object({ id: z.string() });
const failureOf = (call: JsonCall, timeoutMs = TIMEOUT_MS) =>
  client(timeoutMs)(call, answer).then(
    () => 'resolved',
    (err: unknown) => (err instanceof Failed ? err.failure : err),
  );

describe('jsonClient', () => {
  it('sends the auth, the query and a JSON body, and reads the answer', async () => {
    const got = await client()(
      { method: 'POST', path: '/things', query: { a: '1' }, body: { n: 2 } },
      answer,
    );
    expect(got).toEqual({ id: 'one' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/things?a=1', body: '{"n":2}' });
    expect(seen[0]!.headers).toMatchObject({
      authorization: `Basic ${Buffer.from('key:secret').toString('base64')}`,
      'content-type': 'application/json',
      accept: 'application/json',
    });
  });

  it('sends a form as a form', async () => {
    await client()({ method: 'POST', path: '', body: new URLSearchParams({ to: '91' }) }, answer);
    expect(seen[0]!.body).toBe('to=91');
    expect(seen[0]!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
  });

  it('asks a GET once more after a 5xx or a dropped connection, then gives up', async () => {
    acts = ['status503', 'ok'];
    expect(await client()({ method: 'GET', path: '/x' }, answer)).toEqual({ id: 'one' });
    acts = ['drop', 'ok'];
    expect(await client()({ method: 'GET', path: '/x' }, answer)).toEqual({ id: 'one' });
    expect(seen).toHaveLength(4);
    acts = ['status503'];
    expect(await failureOf({ method: 'GET', path: '/x' })).toEqual({
      kind: 'status',
      status: 503,
      body: { error: 'busy' },
    });
    expect(seen).toHaveLength(6);
  });

  it('sends a write once unless it is marked repeatable', async () => {
    acts = ['status503', 'ok'];
    expect(await failureOf({ method: 'POST', path: '/x', body: {} })).toMatchObject({
      kind: 'status',
      status: 503,
    });
    expect(seen).toHaveLength(1);
    acts = ['drop', 'ok'];
    expect(await failureOf({ method: 'POST', path: '/x', body: {} })).toMatchObject({
      kind: 'network',
    });
    expect(seen).toHaveLength(2);
    acts = ['drop', 'ok'];
    const headers = { 'x-idempotency-key': 'bill-1' };
    await client()({ method: 'POST', path: '/x', body: {}, headers, repeatable: true }, answer);
    expect(seen.slice(2).map((s) => s.headers['x-idempotency-key'])).toEqual(['bill-1', 'bill-1']);
  });

  it('never repeats a timeout, even of a GET', async () => {
    acts = ['slow', 'ok'];
    expect(await failureOf({ method: 'GET', path: '/x' }, IMPATIENT_MS)).toEqual({
      kind: 'timeout',
    });
    expect(seen).toHaveLength(1);
  });

  it('hands over a refusal with its body, and a 2xx that is not the expected JSON', async () => {
    acts = ['status400'];
    expect(await failureOf({ method: 'GET', path: '/x' })).toEqual({
      kind: 'status',
      status: 400,
      body: { error: 'no' },
    });
    expect(seen).toHaveLength(1);
    acts = ['notJson'];
    expect(await failureOf({ method: 'GET', path: '/x' })).toEqual({
      kind: 'malformed',
      status: 200,
    });
  });
});

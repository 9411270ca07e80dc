import { beforeAll, describe, expect, it } from 'vitest';
import { devSession } from '@tenor/contract/endpoints/dev';
import { productApply, recommendProductList } from '@tenor/contract/endpoints/loans';
import { useTestApp, demoSession } from './helpers/test-app.ts';

let token: string;

const t = useTestApp();
beforeAll(async () => {
  // A route that fails the way a bug would, to see what leaks.
  t.app.post('/indah/test-crash', async () => {
    throw new Error('database password is hunter2 at /srv/secret.ts:12');
  });
  token = (await demoSession(t.app)).token;
});

describe('envelope', () => {
  it('wraps success data as { code, message, data }', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: recommendProductList.path,
      headers: { 'x-token': token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'data', 'message']);
    expect(body).toMatchObject({ code: '00', message: 'ok' });
    expect(Array.isArray(body.data)).toBe(true);
  });

  it('hides internals of unexpected errors behind a 500 envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/indah/test-crash?languageType=1' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: '1500',
      message: 'Something went wrong, please try again',
      data: null,
    });
    expect(res.body).not.toMatch(/hunter2|secret|stack/);
  });

  it('answers unknown API paths with a 404 envelope, whatever the method', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/indah/no-such-call?languageType=1' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: '1004', message: 'Not found', data: null });
    }
  });
});

describe('client mistakes are 4xx envelopes, never 500', () => {
  it('malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${devSession.path}?languageType=1`,
      headers: { 'content-type': 'application/json' },
      payload: '{"region": "IN",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: '1001',
      message: 'The request body is not valid JSON',
      data: null,
    });
  });

  it('empty JSON body with a JSON content type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: devSession.path,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('1001');
  });

  it('a content type nobody parses', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${devSession.path}?languageType=1`,
      headers: { 'content-type': 'application/xml' },
      payload: '<region>IN</region>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ code: '1001', message: 'Unsupported content type', data: null });
  });

  it('JSON sent to a form endpoint, and a form sent to a JSON endpoint', async () => {
    const asJson = await t.app.inject({
      method: 'POST',
      url: productApply.path,
      headers: { 'x-token': token },
      payload: { productId: 1, moduleId: 300 },
    });
    expect(asJson.statusCode).toBe(415);
    expect(asJson.json().code).toBe('1001');

    const asForm = await t.app.inject({
      method: 'POST',
      url: devSession.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'region=IN',
    });
    expect(asForm.statusCode).toBe(415);
  });

  it('plain text to a JSON endpoint', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: devSession.path,
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
  });

  it('a body over the 1 MB limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${devSession.path}?languageType=1`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ region: 'IN', pad: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: '1001', message: 'The request is too large', data: null });
  });

  it('a JSON array where an object is expected', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${devSession.path}?languageType=1`,
      payload: [1, 2],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('request body: must be an object');
  });
});

describe('/healthz', () => {
  it('reports the process alive', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

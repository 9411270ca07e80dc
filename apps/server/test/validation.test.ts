import { beforeAll, describe, expect, it } from 'vitest';
import { devSession } from '@tenor/contract/endpoints/dev';
import { pageEventSave, productApply } from '@tenor/contract/endpoints/loans';
import { useTestApp, demoSession, postForm } from './helpers/test-app.ts';

let token: string;
const t = useTestApp();
beforeAll(async () => {
  token = (await demoSession(t.app)).token;
});

const apply = (fields: Record<string, string | number>, lang = '1') =>
  postForm(t.app, `${productApply.path}?languageType=${lang}`, fields, { 'x-token': token });

describe('request validation with the contract schemas', () => {
  it.each([
    [{ productId: 'abc', moduleId: 300 }, 'productId: must be a whole number'],
    [{ productId: '0', moduleId: 300 }, 'productId: must be a positive id'],
    [{ productId: '-4', moduleId: 300 }, 'productId: must be a positive id'],
    [{ moduleId: 300 }, 'productId: is required'],
    [{ productId: '', moduleId: 300 }, 'productId: is required'],
    [{ productId: 1 }, 'moduleId: is required'],
    [
      { productId: 1, moduleId: 300, scene: 'x'.repeat(65) },
      'scene: must be at most 64 characters',
    ],
  ])('%j → 400 "%s"', async (fields, message) => {
    const res = await apply(fields);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: '1001', message, data: null });
  });

  it('answers in Indonesian without languageType=1', async () => {
    const res = await apply({ productId: '0', moduleId: 300 }, '0');
    expect(res.json().message).toBe('productId: harus berupa ID positif');
    const missing = await apply({ moduleId: 300 }, '');
    expect(missing.json().message).toBe('productId: wajib diisi');
  });

  it('names enum choices in the message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${devSession.path}?languageType=1`,
      payload: { region: 'MX' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('region: must be one of IN, ID');
  });

  it('reports a wrong JSON type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${devSession.path}?languageType=1`,
      payload: { region: 5 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^region: /);
  });

  it('accepts numbers given as form strings', async () => {
    const res = await postForm(
      t.app,
      pageEventSave.path,
      { productId: '1', moduleId: '300', positionId: '0' },
      { 'x-token': token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: '00', message: 'ok', data: null });
  });

  it('checks the session before the payload', async () => {
    const res = await postForm(t.app, productApply.path, { productId: 'abc' });
    expect(res.statusCode).toBe(401);
  });
});

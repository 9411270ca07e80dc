import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineEndpoint } from '@tenor/contract/endpoint';
import { errorHandler } from '../src/http/error-handler.ts';
import { route } from '../src/http/route.ts';

const upload = defineEndpoint({
  method: 'POST',
  path: '/test/upload',
  encoding: 'multipart',
  auth: false,
  request: z.object({ note: z.optional(z.string().check(z.maxLength(10))) }),
  response: z.object({ note: z.string(), sizes: z.array(z.number()) }),
});

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.setErrorHandler(errorHandler);
  await app.register(multipart, { throwFileSizeLimit: true });
  route(
    app,
    upload,
    (req, ctx) => ({ note: req.note ?? '', sizes: ctx.files.map((f) => f.data.length) }),
    { upload: { fileBytes: 1000, files: 1, fields: ['problemImage'] } },
  );
  await app.ready();
});
afterAll(() => app.close());

function body(parts: { name: string; value: string | Buffer; filename?: string }[]) {
  const boundary = 'tenorboundary';
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${
        p.filename ? `; filename="${p.filename}"\r\nContent-Type: image/png` : ''
      }\r\n\r\n`,
    ),
    Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const post = (parts: Parameters<typeof body>[0]) =>
  app.inject({ method: 'POST', url: '/test/upload?languageType=1', ...body(parts) });

describe('route() with a multipart endpoint', () => {
  it('validates the text fields with the contract and hands the files over', async () => {
    const res = await post([
      { name: 'note', value: 'hello' },
      { name: 'problemImage', value: Buffer.alloc(500), filename: 'a.png' },
    ]);
    expect(res.json()).toEqual({
      code: '00',
      message: 'ok',
      data: { note: 'hello', sizes: [500] },
    });
  });

  it('answers envelopes for a too-large file, a second file, an unknown field and bad fields', async () => {
    const big = await post([
      { name: 'problemImage', value: Buffer.alloc(1001), filename: 'a.png' },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: '1001', message: 'The request is too large' });
    const two = await post([
      { name: 'problemImage', value: Buffer.alloc(10), filename: 'a.png' },
      { name: 'problemImage', value: Buffer.alloc(10), filename: 'b.png' },
    ]);
    expect(two.statusCode).toBe(413);
    const other = await post([{ name: 'evil', value: Buffer.alloc(10), filename: 'a.png' }]);
    expect(other.json()).toMatchObject({ code: '1001' });
    const note = await post([{ name: 'note', value: 'far too long a note' }]);
    expect(note.json()).toMatchObject({ code: '1001' });
    const json = await app.inject({
      method: 'POST',
      url: '/test/upload',
      payload: { note: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: '1001' });
  });
});

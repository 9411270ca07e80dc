import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { api } from '@tenor/contract/api';
import { uploadProblemImg } from '@tenor/contract/endpoints/care';
import { loanDetails } from '@tenor/contract/endpoints/loans';
import { failuresOf } from '@tenor/contract/endpoint-failures';
import { failureStatuses } from '@tenor/contract/failures';
import { TOKEN_HEADER } from '@tenor/contract/launch';
import { useTestApp } from './helpers/test-app.ts';

describe('the API description', () => {
  const t = useTestApp();

  it('is a valid OpenAPI 3.1 document covering every endpoint of the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const document = res.json();
    expect(document.openapi).toBe('3.1.0');
    await SwaggerParser.validate(structuredClone(document));

    const operations = new Map<
      string,
      { method: string; path: string; op: Record<string, unknown> }
    >();
    for (const [path, methods] of Object.entries(document.paths as Record<string, object>)) {
      for (const [method, op] of Object.entries(
        methods as Record<string, Record<string, unknown>>,
      )) {
        operations.set(op.operationId as string, { method, path, op });
      }
    }
    for (const [area, endpoints] of Object.entries(api)) {
      for (const [name, endpoint] of Object.entries(endpoints)) {
        const found = operations.get(`${area}.${name}`);
        expect(found, `${area}.${name}`).toBeDefined();
        expect(found!.method).toBe(endpoint.method.toLowerCase());
        expect(found!.path).toBe(endpoint.path.replace(/:(\w+)/g, '{$1}'));
        expect(found!.op['x-success-code']).toBe(endpoint.success);
        expect(found!.op.summary, `${area}.${name}`).toBeTruthy();
        expect(found!.op.tags).toEqual([area]);
        // Public calls say so (`[]`); those that need the session name its scheme.
        const security = found!.op.security as Record<string, unknown>[];
        expect(security.some((s) => 'session' in s)).toBe(endpoint.auth || !!endpoint.optionalAuth);
        if (!endpoint.auth && !endpoint.optionalAuth) expect(security).toEqual([]);
        // Every failure code the endpoint answers is an error response of its status.
        const responses = found!.op.responses as Record<string, unknown>;
        for (const code of failuresOf(endpoint)) {
          for (const status of failureStatuses(code, endpoint)) {
            expect(JSON.stringify(responses[status]), `${area}.${name} ${code}`).toContain(code);
          }
        }
      }
    }
    expect(operations.size).toBe(Object.values(api).flatMap((a) => Object.values(a)).length);
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(document.components.securitySchemes.session.name).toBe(TOKEN_HEADER);
  });

  it('answers a call without a session as its 401 response says', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: loanDetails.path,
      payload: { orderId: 1 },
    });
    expect(res.statusCode).toBe(401);
    const documented = document.paths[loanDetails.path].post.responses['401'];
    expect(documented.content['application/json'].schema.properties.code.enum).toContain(
      res.json().code,
    );
  });

  it('names the file field of the upload, the one the server takes', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const body =
      document.paths[uploadProblemImg.path].post.requestBody.content['multipart/form-data'].schema;
    expect(body.properties.problemImage).toMatchObject({ type: 'string', format: 'binary' });
    expect(body.required).toEqual(['problemImage']);
  });

  it('says what a form call takes and what it answers', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const apply = document.paths['/indah/v3/product/apply'].post;
    const body = apply.requestBody.content['application/x-www-form-urlencoded'].schema;
    expect(body.properties.productId).toBeDefined();
    expect(body.required).toContain('productId');
    const ok = apply.responses['200'].content['application/json'].schema;
    expect(ok.properties.code.const).toBe('00');
    expect(document['x-envelope-codes']['1002']).toMatch(/session/);
  });

  it('is readable as a page, every endpoint listed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/api' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    for (const endpoints of Object.values(api)) {
      for (const endpoint of Object.values(endpoints)) expect(res.body).toContain(endpoint.path);
    }
    const css = await t.app.inject({ method: 'GET', url: '/docs/api.css' });
    expect(css.headers['content-type']).toContain('text/css');
  });
});

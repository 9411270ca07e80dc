import { describe, expect, it } from 'vitest';
import { api } from './api.ts';
import { failuresOf } from './endpoint-failures.ts';
import { codes } from './envelope.ts';
import { failureStatuses } from './failures.ts';
import { API_VERSION, jsonSchema, openApiDocument } from './openapi.ts';

type Schema = Record<string, unknown>;
type Operation = {
  summary?: string;
  tags?: string[];
  security?: Schema[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};

const endpoints = Object.entries(api).flatMap(([area, list]) =>
  Object.entries(list).map(([name, endpoint]) => ({ id: `${area}.${name}`, area, endpoint })),
);
const document = openApiDocument(API_VERSION, { demo: true }) as {
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  components: { securitySchemes: Record<string, Schema> };
  paths: Record<string, Record<string, Operation>>;
};
const operationOf = (path: string, method: string): Operation =>
  document.paths[path.replace(/:(\w+)/g, '{$1}')]![method.toLowerCase()]!;

/** A schema that accepts anything: what a generator can only type as `unknown`. */
const isOpen = (schema: Schema): boolean =>
  Object.keys(schema).filter((k) => k !== 'description').length === 0 ||
  ((schema.anyOf ?? schema.oneOf) as Schema[] | undefined)?.some(isOpen) === true;

describe('the API description', () => {
  it('says where the API is and how a session travels', () => {
    expect(document.servers.length).toBeGreaterThan(0);
    expect(document.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-Token',
    });
    expect(document.tags.map((t) => t.name).sort()).toEqual(Object.keys(api).sort());
  });

  it.each(endpoints)('$id has a summary, a defined tag and says who may call it', (e) => {
    const op = operationOf(e.endpoint.path, e.endpoint.method);
    expect(op.summary?.trim()).toBeTruthy();
    expect(op.tags).toEqual([e.area]);
    const expected = e.endpoint.auth
      ? [{ session: [] }]
      : e.endpoint.optionalAuth
        ? [{}, { session: [] }]
        : [];
    expect(op.security).toEqual(expected);
  });

  it.each(endpoints)('$id lists its failure codes as error responses', ({ endpoint }) => {
    expect(failuresOf(endpoint)).toEqual(
      expect.arrayContaining([codes.invalid, codes.rateLimited, codes.internal]),
    );
    expect(failuresOf(endpoint).includes(codes.unauthorized)).toBe(endpoint.auth);
    const op = operationOf(endpoint.path, endpoint.method);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '429', '500']));
    for (const code of failuresOf(endpoint)) {
      for (const status of failureStatuses(code, endpoint)) {
        const schema = op.responses[String(status)]?.content?.['application/json']?.schema;
        expect(JSON.stringify(schema), `${code} at ${status}`).toContain(`"${code}"`);
      }
    }
  });

  it.each(endpoints.filter((e) => e.endpoint.body !== 'binary'))(
    '$id types its success data (never an open schema)',
    ({ endpoint }) => {
      expect(isOpen(jsonSchema(endpoint.response, 'output'))).toBe(false);
    },
  );

  it.each(endpoints.filter((e) => e.endpoint.encoding === 'multipart'))(
    '$id declares its file fields in the multipart body',
    ({ endpoint }) => {
      expect(endpoint.files?.length).toBeGreaterThan(0);
      const op = operationOf(endpoint.path, endpoint.method);
      const body = op.requestBody?.content['multipart/form-data']?.schema as {
        properties: Record<string, Schema>;
        required: string[];
      };
      for (const field of endpoint.files ?? []) {
        expect(body.properties[field]).toMatchObject({ type: 'string', format: 'binary' });
        expect(body.required).toContain(field);
      }
    },
  );

  it('leaves the sandbox out of a production server', () => {
    const production = openApiDocument(API_VERSION, { demo: false }) as typeof document;
    expect(Object.keys(production.paths).some((p) => p.startsWith('/dev/'))).toBe(false);
    expect(production.tags.map((t) => t.name)).not.toContain('dev');
  });
});

/**
 * The API as an OpenAPI 3.1 document, made from the contract itself (every endpoint of
 * `api.ts`: method, path, encoding, request, files and response schemas, the envelope codes
 * it answers, whether it needs a session), so the native-app and backend teams read the same
 * definitions both sides of Tenor compile against. The server builds it once and serves it
 * at `/openapi.json` and `/docs/api`; `scripts/check-openapi.mjs` lints it and types it.
 */
import * as z from 'zod/mini';
import { api } from './api.ts';
import type { EndpointDef, Encoding } from './endpoint.ts';
import { failuresOf } from './endpoint-failures.ts';
import { failureMeanings } from './failures.ts';
import { TOKEN_HEADER } from './launch.ts';
import { responsesOf } from './openapi-responses.ts';
import { areaDescriptions, summaries } from './openapi-summaries.ts';

type Schema = Record<string, unknown>;

const mediaTypes: Record<Exclude<Encoding, 'query'>, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

/** The contract's version as the teams that integrate see it. */
export const API_VERSION = '1.0';

/** JSON Schema of one side of a zod schema, without the per-schema `$schema` key. */
export function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): Schema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Schema;
  delete out.$schema;
  return out;
}

/** `:name` path segments as OpenAPI `{name}` templates, and their names. */
function pathOf(path: string): { template: string; params: string[] } {
  const params: string[] = [];
  const template = path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { template, params };
}

/** A file field of a multipart body: the bytes, as OpenAPI 3.1 and older tools both read them. */
const fileField = {
  type: 'string',
  format: 'binary',
  contentMediaType: 'application/octet-stream',
};

/** The request body's schema: the payload's fields, and a multipart endpoint's files. */
function bodySchema(endpoint: EndpointDef, request: Schema): Schema {
  const files = endpoint.files ?? [];
  if (files.length === 0) return request;
  const properties = (request.properties ?? {}) as Record<string, Schema>;
  const required = (request.required ?? []) as string[];
  return {
    ...request,
    properties: { ...properties, ...Object.fromEntries(files.map((f) => [f, fileField])) },
    required: [...required, ...files],
  };
}

/** Who may call: a session, a session or nobody, or anyone. */
function securityOf(endpoint: EndpointDef): Schema[] {
  if (endpoint.auth) return [{ session: [] }];
  return endpoint.optionalAuth === true ? [{}, { session: [] }] : [];
}

function operation(area: string, name: string, endpoint: EndpointDef): Schema {
  const request = jsonSchema(endpoint.request, 'input');
  const { params } = pathOf(endpoint.path);
  const properties = (request.properties ?? {}) as Record<string, Schema>;
  const required = new Set((request.required ?? []) as string[]);
  const parameters: Schema[] = params.map((p) => ({
    name: p,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const op: Schema = {
    operationId: `${area}.${name}`,
    summary: (summaries as Record<string, Record<string, string>>)[area]?.[name],
    tags: [area],
    'x-encoding': endpoint.encoding,
    'x-success-code': endpoint.success,
    'x-envelope-codes': failuresOf(endpoint),
  };
  if (endpoint.encoding === 'query') {
    for (const [field, schema] of Object.entries(properties)) {
      if (!params.includes(field)) {
        parameters.push({ name: field, in: 'query', required: required.has(field), schema });
      }
    }
  } else {
    const body = bodySchema(endpoint, request);
    op.requestBody = {
      required: ((body.required ?? []) as string[]).length > 0,
      content: { [mediaTypes[endpoint.encoding]]: { schema: body } },
    };
  }
  if (parameters.length > 0) op.parameters = parameters;
  op.security = securityOf(endpoint);
  op.responses = responsesOf(endpoint, jsonSchema(endpoint.response, 'output'));
  return op;
}

/**
 * The document for a server: the sandbox area (`/dev/*`) only when that server runs in demo
 * mode, since a production server answers those paths 404.
 */
export function openApiDocument(version: string, options: { demo: boolean }): Schema {
  const paths: Record<string, Record<string, Schema>> = {};
  for (const [area, endpoints] of Object.entries(api)) {
    if (area === 'dev' && !options.demo) continue;
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const { template } = pathOf(endpoint.path);
      paths[template] ??= {};
      paths[template][endpoint.method.toLowerCase()] = operation(area, name, endpoint);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tenor API',
      version,
      description:
        'Every answer is an envelope `{ code, message, data }`: `data` is meaningful only when `code` is the ' +
        "endpoint's success code ('00', or '0' for the promotion service). Money travels as integer minor " +
        "units (paise, sen); the borrower's market comes from their session. Failures are envelopes too, " +
        'with the HTTP status of their code: each operation lists the codes it answers by status, and ' +
        '`x-envelope-codes` what every code means. A request refused before it reaches a route (headers ' +
        'too large, a timeout) is a 400, 408 or 431 with code `1001`. See docs/api-conventions.md.',
    },
    servers: [{ url: '/', description: 'The origin that serves this document and the pages.' }],
    tags: Object.entries(areaDescriptions)
      .filter(([area]) => area !== 'dev' || options.demo)
      .map(([name, description]) => ({ name, description })),
    'x-envelope-codes': failureMeanings,
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'header',
          name: TOKEN_HEADER,
          description:
            "The borrower's session token from the launch parameters (43 characters); the server " +
            'reads only this header, never a cookie or the address. A missing, unknown or expired ' +
            'one is answered 401 with code `1002`.',
        },
      },
    },
    paths,
  };
}

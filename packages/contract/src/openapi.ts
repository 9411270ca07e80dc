/**
 * The API as an OpenAPI 3.1 document, made from the contract itself (every endpoint of
 * `api.ts`, its method, path, encoding, request and response schemas and the envelope), so
 * the native-app and backend teams read the same definitions both sides of Tenor compile
 * against. The server builds it once and serves it at `/openapi.json` and `/docs/api`.
 */
import * as z from 'zod/mini';
import { api } from './api.ts';
import type { EndpointDef, Encoding } from './endpoint.ts';
import { codes } from './envelope.ts';
import { TOKEN_HEADER } from './launch.ts';

type Schema = Record<string, unknown>;

const mediaTypes: Record<Exclude<Encoding, 'query'>, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

/** What a non-success envelope's code means (docs/api-conventions.md). */
const codeMeanings: Record<string, string> = {
  [codes.invalid]: 'invalid request: the message names the field',
  [codes.unauthorized]: 'no session or an expired one: open the page again from the app',
  [codes.notFound]: 'no such thing for this borrower',
  [codes.conflict]: 'the state does not allow it (paused product, settled order, …)',
  [codes.rateLimited]: 'too many requests: wait and try again',
  [codes.unavailable]: 'a provider did not answer: try again',
  [codes.internal]: 'unexpected error: try again',
  [codes.promoAlreadyRegistered]: 'promotion: the phone is already registered',
  [codes.promoWrongCaptchaSms]: 'promotion get-sms: wrong image captcha',
  [codes.promoWrongCaptchaRegister]: 'promotion register: wrong image captcha',
  [codes.repeatPayment]: 'repayment: this payment was already made',
  [codes.wrongVerifyCode]: 'repayment: wrong SMS code',
};

/** JSON Schema of one side of a zod schema, without the per-schema `$schema` key. */
export function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): Schema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Schema;
  delete out.$schema;
  return out;
}

const envelopeOf = (code: string | string[], data: Schema): Schema => ({
  type: 'object',
  properties: {
    code: Array.isArray(code) ? { type: 'string', enum: code } : { type: 'string', const: code },
    message: { type: 'string', description: 'A sentence for the borrower, in their language.' },
    data,
  },
  required: ['code', 'message', 'data'],
});

const failureCodes = Object.keys(codeMeanings);

/** `:name` path segments as OpenAPI `{name}` templates, and their names. */
function pathOf(path: string): { template: string; params: string[] } {
  const params: string[] = [];
  const template = path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { template, params };
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
    tags: [area],
    'x-encoding': endpoint.encoding,
    'x-success-code': endpoint.success,
  };
  if (endpoint.encoding === 'query') {
    for (const [field, schema] of Object.entries(properties)) {
      if (!params.includes(field)) {
        parameters.push({ name: field, in: 'query', required: required.has(field), schema });
      }
    }
  } else {
    op.requestBody = {
      required: required.size > 0,
      content: { [mediaTypes[endpoint.encoding]]: { schema: request } },
    };
  }
  if (parameters.length > 0) op.parameters = parameters;
  if (endpoint.auth) op.security = [{ session: [] }];
  const success =
    endpoint.body === 'binary'
      ? {
          description: 'The resource itself (an image), not an envelope.',
          content: { 'image/png': {} },
        }
      : {
          description: `Envelope with code '${endpoint.success}' and the data.`,
          content: {
            'application/json': {
              schema: envelopeOf(endpoint.success, jsonSchema(endpoint.response, 'output')),
            },
          },
        };
  op.responses = {
    '200': success,
    default: {
      description:
        'Envelope with a non-success code and `data: null` (see the `x-envelope-codes` list).',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
    },
  };
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
        "units (paise, sen); the borrower's market comes from their session. See docs/api-conventions.md.",
    },
    'x-envelope-codes': codeMeanings,
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'header',
          name: TOKEN_HEADER,
          description: 'The session token the native app passes in the launch parameters.',
        },
      },
      schemas: { Failure: envelopeOf(failureCodes, { type: 'null' }) },
    },
    paths,
  };
}

/**
 * An operation's responses in the API description: the success, then one response per HTTP
 * status its failure codes leave with (failures.ts), each an envelope whose `code` is one of
 * those codes and whose `data` is null. A failure answered with 200 (the promotion's "already
 * registered") is a second shape of the 200 response.
 */
import type { EndpointDef } from './endpoint.ts';
import type { FailureCode } from './envelope.ts';
import { failuresOf } from './endpoint-failures.ts';
import { failureMeanings, failureStatuses } from './failures.ts';

type Schema = Record<string, unknown>;

const statusNames: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const message = { type: 'string', description: 'A sentence for the borrower, in their language.' };

export const successEnvelope = (code: string, data: Schema): Schema => ({
  type: 'object',
  properties: { code: { type: 'string', const: code }, message, data },
  required: ['code', 'message', 'data'],
});

const failureEnvelope = (failures: FailureCode[]): Schema => ({
  type: 'object',
  properties: {
    code: { type: 'string', enum: failures },
    message,
    data: { type: 'null' },
  },
  required: ['code', 'message', 'data'],
});

const listed = (failures: FailureCode[]) =>
  failures.map((code) => `\`${code}\` ${failureMeanings[code]}`).join('; ');

const json = (schema: Schema) => ({ 'application/json': { schema } });

/** The endpoint's failure codes by the HTTP status they leave with, statuses in order. */
export function failuresByStatus(endpoint: EndpointDef): Map<number, FailureCode[]> {
  const byStatus = new Map<number, FailureCode[]>();
  for (const code of failuresOf(endpoint)) {
    for (const status of failureStatuses(code, endpoint)) {
      byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
    }
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

/** `data`: the JSON Schema of the success data (unused for a binary answer). */
export function responsesOf(endpoint: EndpointDef, data: Schema): Record<string, Schema> {
  const byStatus = failuresByStatus(endpoint);
  const atOk = byStatus.get(200) ?? [];
  byStatus.delete(200);
  const success =
    endpoint.body === 'binary'
      ? { description: 'The image itself, not an envelope.', content: { 'image/png': {} } }
      : {
          description:
            atOk.length === 0
              ? `Envelope with code \`${endpoint.success}\` and the data.`
              : `Envelope with code \`${endpoint.success}\` and the data, or a refusal: ${listed(atOk)}.`,
          content: json(
            atOk.length === 0
              ? successEnvelope(endpoint.success, data)
              : { oneOf: [successEnvelope(endpoint.success, data), failureEnvelope(atOk)] },
          ),
        };
  const responses: Record<string, Schema> = { '200': success };
  for (const [status, failures] of byStatus) {
    responses[String(status)] = {
      description: `${statusNames[status] ?? 'Failure'}: ${listed(failures)}.`,
      content: json(failureEnvelope(failures)),
    };
  }
  return responses;
}

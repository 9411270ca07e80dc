/**
 * What every answer to a fuzzed request must be (test/fuzz.test.ts): never a 5xx; an
 * envelope in JSON whose failures carry a sentence for the borrower and a code the contract
 * lists for the endpoint, with the status the API description gives it; a success whose data
 * keeps the contract; no sent markup back in an HTML page.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { EndpointDef } from '@tenor/contract/endpoint';
import type { FailureCode } from '@tenor/contract/envelope';
import { failuresOf } from '@tenor/contract/endpoint-failures';
import { failureStatuses } from '@tenor/contract/failures';
import { sentTexts, type FuzzCase } from './fuzz-requests.ts';

export type Outcome = 'accepted' | 'refused';

/** A message key or an empty text instead of words ("invalidRequest", "field.required"). */
const notWords = (message: string) =>
  message.trim() === '' || /^[a-z]+([A-Z.][A-Za-z]*)+$/.test(message.trim());

/** The answer's problems (empty when it is as it must be) and whether the request was accepted. */
export function judge(
  endpoint: EndpointDef,
  sent: FuzzCase,
  res: LightMyRequestResponse,
): { problems: string[]; outcome: Outcome } {
  const problems: string[] = [];
  const type = String(res.headers['content-type'] ?? '');
  if (res.statusCode >= 500) problems.push(`status ${res.statusCode}`);
  if (type.includes('text/html')) {
    const echoed = sentTexts(sent).find((s) => res.body.includes(s));
    if (echoed !== undefined) problems.push(`HTML echoes ${JSON.stringify(echoed.slice(0, 60))}`);
  }
  if (endpoint.body === 'binary' && res.statusCode === 200) {
    if (!type.startsWith('image/')) problems.push(`binary success as ${type}`);
    return { problems, outcome: 'accepted' };
  }
  if (!type.startsWith('application/json')) {
    problems.push(`not JSON but ${type || 'no content type'}`);
    return { problems, outcome: 'refused' };
  }
  let body: { code?: unknown; message?: unknown; data?: unknown };
  try {
    body = JSON.parse(res.body) as typeof body;
  } catch {
    problems.push('unparseable JSON');
    return { problems, outcome: 'refused' };
  }
  if (typeof body.code !== 'string' || typeof body.message !== 'string' || !('data' in body)) {
    problems.push(`not an envelope: ${res.body.slice(0, 120)}`);
    return { problems, outcome: 'refused' };
  }
  if (body.code === endpoint.success) {
    if (res.statusCode !== 200) problems.push(`success code with status ${res.statusCode}`);
    const parsed = endpoint.response.safeParse(body.data);
    if (!parsed.success)
      problems.push(`success data outside the contract: ${parsed.error.message}`);
    return { problems, outcome: 'accepted' };
  }
  if (notWords(body.message))
    problems.push(`failure ${body.code} without words: "${body.message}"`);
  const code = body.code as FailureCode;
  if (!failuresOf(endpoint).includes(code)) problems.push(`failure ${code} not in the contract`);
  else if (!failureStatuses(code, endpoint).includes(res.statusCode))
    problems.push(`failure ${code} with status ${res.statusCode}`);
  if (body.data !== null) problems.push(`failure ${body.code} with data`);
  return { problems, outcome: 'refused' };
}

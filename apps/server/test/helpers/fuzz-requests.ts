/**
 * Broken requests for one contract endpoint (test/fuzz.test.ts): a payload drawn from the
 * endpoint's schema, then broken in one way, sent with or without a session, in the
 * endpoint's encoding (or a wrong one). Fields travel as an ordered list of entries, so a
 * request can carry a key twice or a `__proto__` key exactly as an attacker writes it.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { EndpointDef } from '@tenor/contract/endpoint';
import { jsonSchema } from '@tenor/contract/openapi';
import { png } from './images.ts';
import {
  deepValue,
  hugeText,
  markup,
  oddTexts,
  prototypeKeys,
  RawJson,
  valueOf,
  wrongTypes,
  type Known,
  type Schema,
} from './fuzz-values.ts';

type Entry = [string, unknown];

export type Mutation =
  | 'valid'
  | 'wrongType'
  | 'missing'
  | 'extra'
  | 'huge'
  | 'deep'
  | 'oddText'
  | 'prototype'
  | 'duplicate'
  | 'notObject'
  | 'contentType';

export interface FuzzFile {
  field: string;
  filename: string;
  type: string;
  data: Buffer;
}

export interface FuzzCase {
  mutation: Mutation;
  fields: Entry[];
  /** A body sent as is instead of the encoded fields. */
  raw?: string;
  /** The content type to claim instead of the encoding's (null: none). */
  contentType?: string | null;
  session: 'borrower' | 'none' | 'forged';
  languageType: string | undefined;
  file?: FuzzFile;
}

const wrongContentTypes = [
  null,
  'text/plain',
  'application/xml',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'application/json',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'text/html',
  ';;;',
];

const notObjects = ['[]', 'null', '"text"', '1', '', '{', '{"a":', '\u0000', '[{"a":1}', 'true'];

const pick = <T>(list: readonly T[], n: number): T | undefined =>
  list[n % Math.max(list.length, 1)];

/** Replaces the value of one field (an existing one, or a new one when there is none). */
function replaceOne(fields: Entry[], n: number, value: unknown): Entry[] {
  if (fields.length === 0) return [['field', value]];
  const at = n % fields.length;
  return fields.map(([k, v], i) => [k, i === at ? value : v]);
}

const hostileFile: fc.Arbitrary<FuzzFile> = fc.record({
  field: fc.constantFrom('problemImage', 'other', '__proto__'),
  filename: fc.constantFrom('a.png', '../../x.png', `${markup[0]}.png`, '', 'a\u0000.png'),
  type: fc.constantFrom('image/png', 'text/html', 'image/svg+xml', ''),
  data: fc.oneof(
    fc.constant(png()),
    fc.constant(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${markup[0]}</svg>`)),
    fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a)),
    fc.constant(Buffer.alloc(5_300_000)),
  ),
});

/** Every request the fuzz sends to `endpoint`: its schema's payload, broken one way. */
export function fuzzCases(endpoint: EndpointDef, known: Known): fc.Arbitrary<FuzzCase> {
  const schema = jsonSchema(endpoint.request, 'input') as Schema;
  const base = valueOf(schema, known).map((v) => Object.entries(v as object) as Entry[]);
  const n = fc.nat();
  const broken: fc.Arbitrary<Pick<FuzzCase, 'mutation' | 'fields' | 'raw' | 'contentType'>> =
    fc.oneof(
      base.map((fields) => ({ mutation: 'valid' as const, fields })),
      fc.tuple(base, n, fc.constantFrom(...wrongTypes)).map(([fields, i, value]) => ({
        mutation: 'wrongType' as const,
        fields: replaceOne(fields, i, value),
      })),
      fc.tuple(base, n).map(([fields, i]) => ({
        mutation: 'missing' as const,
        fields: fields.filter((_, k) => k !== i % fields.length),
      })),
      fc
        .tuple(
          base,
          fc.array(fc.tuple(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 })), {
            minLength: 1,
            maxLength: 4,
          }),
        )
        .map(([fields, extra]) => ({ mutation: 'extra' as const, fields: [...fields, ...extra] })),
      fc.tuple(base, n, hugeText).map(([fields, i, text]) => ({
        mutation: 'huge' as const,
        fields: replaceOne(fields, i, text),
      })),
      fc.tuple(base, n, deepValue).map(([fields, i, value]) => ({
        mutation: 'deep' as const,
        fields: replaceOne(fields, i, value),
      })),
      fc.tuple(base, n, fc.constantFrom(...oddTexts)).map(([fields, i, text]) => ({
        mutation: 'oddText' as const,
        fields: replaceOne(fields, i, text),
      })),
      fc.tuple(base, fc.constantFrom(...prototypeKeys)).map(([fields, key]) => ({
        mutation: 'prototype' as const,
        fields: [
          [key, key === 'constructor' ? { prototype: { polluted: 1 } } : { polluted: 1 }],
          ...fields,
        ] as Entry[],
      })),
      fc.tuple(base, n, fc.constantFrom(...wrongTypes)).map(([fields, i, value]) => {
        const key = pick(fields, i)?.[0] ?? 'field';
        return { mutation: 'duplicate' as const, fields: [...fields, [key, value]] as Entry[] };
      }),
      fc
        .constantFrom(...notObjects)
        .map((raw) => ({ mutation: 'notObject' as const, fields: [], raw })),
      fc.tuple(base, fc.constantFrom(...wrongContentTypes)).map(([fields, contentType]) => ({
        mutation: 'contentType' as const,
        fields,
        contentType,
      })),
    );
  return fc
    .record({
      broken,
      session: fc.constantFrom('borrower', 'borrower', 'none', 'forged') as fc.Arbitrary<
        FuzzCase['session']
      >,
      languageType: fc.constantFrom('1', '2', undefined, 'xx'),
      file: fc.option(hostileFile, { nil: undefined, freq: 2 }),
    })
    .map(({ broken: b, session, languageType, file }) => ({
      ...b,
      session,
      languageType,
      ...(endpoint.encoding === 'multipart' ? { file } : {}),
    }));
}

const json = (v: unknown): string =>
  v instanceof RawJson ? v.text : ((JSON.stringify(v) as string | undefined) ?? 'null');

const text = (v: unknown): string => (typeof v === 'string' ? v : json(v));

/** The fields as JSON text, keys in order and repeated as given. */
const jsonText = (fields: Entry[]) =>
  `{${fields.map(([k, v]) => `${JSON.stringify(k)}:${json(v)}`).join(',')}}`;

/**
 * Longest text a value may have in an address. Node's HTTP parser refuses an address past
 * its 16 KB header limit before any route runs (431, server-limits.test.ts); `inject` skips
 * that parser, and Fastify under it then keeps each megabyte address until some later
 * collection (on a bare Fastify app too), which would hide a real leak from the heap check.
 */
const URL_TEXT_MAX = 15_000;

const clipped = (s: string, max: number) => (s.length > max ? s.slice(0, max) : s);

/** The fields as a query string (an array repeats its key), each value at most `max` long. */
function formText(fields: Entry[], max = Infinity): string {
  const params = new URLSearchParams();
  for (const [k, v] of fields) {
    for (const item of Array.isArray(v) ? v : [v]) params.append(k, clipped(text(item), max));
  }
  return params.toString();
}

const BOUNDARY = 'tenor-fuzz-boundary';

function multipartBody(fields: Entry[], file: FuzzFile | undefined): Buffer {
  const parts: Buffer[] = fields.map(([k, v]) =>
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${text(v)}\r\n`,
    ),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

const encodingType = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: `multipart/form-data; boundary=${BOUNDARY}`,
  query: undefined,
} as const;

/** Percent-encoded, lone surrogates as the (invalid) UTF-8 bytes an attacker can send. */
function pathSegment(value: string): string {
  return Array.from(value, (ch) => {
    const unit = ch.charCodeAt(0);
    if (ch.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(ch);
    const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
    return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  }).join('');
}

/** `/dev/orders/:orderId/status` with the case's value (or 1) in the path. */
function pathOf(endpoint: EndpointDef, fields: Entry[]): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = fields.find(([k]) => k === name)?.[1] ?? 1;
    return pathSegment(clipped(text(value), URL_TEXT_MAX));
  });
}

/** The case as `app.inject` options. */
export function injectOptions(
  endpoint: EndpointDef,
  c: FuzzCase,
  tokens: { borrower: string; forged: string },
): InjectOptions {
  const headers: Record<string, string> = {};
  if (c.session !== 'none') headers['x-token'] = tokens[c.session];
  const lang = c.languageType === undefined ? [] : [['languageType', c.languageType] as Entry];
  const path = pathOf(endpoint, c.fields);
  const claimed = c.contentType === undefined ? encodingType[endpoint.encoding] : c.contentType;
  if (claimed) headers['content-type'] = claimed;
  if (endpoint.encoding === 'query') {
    const query = formText([...lang, ...c.fields], URL_TEXT_MAX);
    return { method: endpoint.method, url: `${path}?${query}`, headers };
  }
  const url = lang.length > 0 ? `${path}?${formText(lang)}` : path;
  const payload =
    c.raw ??
    (endpoint.encoding === 'json'
      ? jsonText(c.fields)
      : endpoint.encoding === 'form'
        ? formText(c.fields)
        : multipartBody(c.fields, c.file));
  return { method: endpoint.method, url, headers, payload };
}

/** Every string the case sent, to look for in an HTML answer. */
export function sentTexts(c: FuzzCase): string[] {
  const found: string[] = [];
  const walk = (v: unknown, depth: number) => {
    if (typeof v === 'string') found.push(v);
    else if (v !== null && typeof v === 'object' && depth < 50) {
      for (const [k, item] of Object.entries(v)) {
        found.push(k);
        walk(item, depth + 1);
      }
    }
  };
  for (const [k, v] of c.fields) {
    found.push(k);
    walk(v, 0);
  }
  if (c.raw !== undefined) found.push(c.raw);
  if (c.file) found.push(c.file.filename);
  return found.filter((s) => /[<>"']/.test(s));
}

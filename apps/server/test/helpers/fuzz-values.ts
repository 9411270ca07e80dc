/**
 * Values for the fuzz test (test/fuzz.test.ts): a well-formed payload drawn from an
 * endpoint's request schema (its JSON Schema, as the OpenAPI document publishes it), and the
 * hostile values a broken one is made of.
 */
import fc from 'fast-check';

/** The subset of JSON Schema that zod's `toJSONSchema` writes for the contract's requests. */
export interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: Schema;
}

/** Real ids and texts of the fuzzing borrower, so some requests reach past "not found". */
export interface Known {
  ids: number[];
  texts: string[];
}

/** Markup that must never come back unescaped in an HTML answer. */
export const markup = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg/onload=alert(1)>",
  '</title><script>alert(1)</script>',
];

/** Text no form sends: NUL, lone surrogates, direction overrides, look-alike digits, injections. */
export const oddTexts = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eevil',
  '\u200B\u200D\uFEFF',
  '１２３４',
  '٣٤٥',
  '😀👍🏽',
  'Ω≈ç√∫',
  "' or 1=1 --",
  '${7*7}{{7*7}}',
  '../../../etc/passwd',
  '%00%2e%2e%2f',
  '\r\nSet-Cookie: evil=1',
  ' ',
  '',
  ...markup,
];

/** Values of every JSON type, for a field that expects another. */
export const wrongTypes: unknown[] = [
  true,
  false,
  null,
  [],
  [1, 2],
  {},
  { a: { b: 1 } },
  1.5,
  -1,
  0,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  'abc',
  '1e3',
  '0x10',
  ' 12 ',
];

/** Keys that reach prototypes when a server copies them carelessly. */
export const prototypeKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
];

export const MB = 1_000_000;

/** Strings about a megabyte long: just under the body limit, multi-byte, and just over it. */
export const hugeText = fc.constantFrom(
  'x'.repeat(MB),
  '€'.repeat(MB / 3),
  '9'.repeat(MB),
  `${markup[0]}`.repeat(MB / 25),
  'y'.repeat(1.1 * MB),
);

/** JSON text sent as it is (deeper than `JSON.stringify` can write). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Arrays or objects nested `depth` levels deep, as JSON text. */
export function nested(depth: number, kind: 'array' | 'object'): RawJson {
  const [open, close] = kind === 'array' ? ['[', ']'] : ['{"a":', '}'];
  return new RawJson(`${open.repeat(depth)}1${close.repeat(depth)}`);
}

export const deepValue = fc
  .tuple(
    fc.constantFrom(20, 200, 2_000, 20_000, 200_000),
    fc.constantFrom('array', 'object') as fc.Arbitrary<'array' | 'object'>,
  )
  .map(([depth, kind]) => nested(depth, kind));

const safe = (n: number | undefined, fallback: number) =>
  n === undefined || !Number.isSafeInteger(n) ? fallback : n;

/** A value the schema accepts (or nearly: `positive` checks are not in the JSON Schema). */
export function valueOf(schema: Schema, known: Known): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => valueOf(s, known)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  switch (schema.type) {
    case 'object':
      return objectOf(schema, known);
    case 'integer':
      return fc.oneof(
        fc.constantFrom(...known.ids),
        fc.integer({ min: -5, max: 2_000 }),
        fc.integer({ min: safe(schema.minimum, -1e15), max: safe(schema.maximum, 1e15) }),
      );
    case 'number':
      return fc.double({ noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueOf(schema.items ?? {}, known), { maxLength: 4 });
    case 'string':
      if (schema.pattern !== undefined) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.oneof(
        fc.constantFrom(...known.texts),
        fc.string({
          minLength: schema.minLength ?? 0,
          maxLength: Math.min(schema.maxLength ?? 40, 40),
          unit: 'grapheme',
        }),
      );
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(schema: Schema, known: Known): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, s]) => [key, valueOf(s, known)]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
}

/**
 * A value a contract schema accepts, built from the schema itself (unit tests only): enough
 * for a page to render with an answer of the right shape without a fixture per endpoint.
 * Lists get one item, a choice its first option; strings and numbers the first of a few
 * candidates the schema accepts.
 */
type Schema = {
  _zod: { def: Def };
  safeParse: (value: unknown) => { success: boolean };
};
type Def = { type: string } & Record<string, unknown>;

const STRINGS = ['1', '2026-01-02T03:04:05.000Z', 'a@b.co', 'https://example.com/', 'x'];
const NUMBERS = [1, 100, 0];

function first<T>(schema: Schema, candidates: readonly T[]): T {
  const found = candidates.find((c) => schema.safeParse(c).success);
  if (found === undefined) throw new Error(`no example for a ${schema._zod.def.type}`);
  return found;
}

export function exampleOf(schema: unknown): unknown {
  const s = schema as Schema;
  const def = s._zod.def;
  switch (def.type) {
    case 'string':
      return first(s, STRINGS);
    case 'number':
    case 'int':
      return first(s, NUMBERS);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, unknown>).map(([k, v]) => [k, exampleOf(v)]),
      );
    case 'array':
      return [exampleOf(def.element)];
    case 'record':
      return {};
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
    case 'prefault':
      return exampleOf(def.innerType);
    case 'union':
      return exampleOf((def.options as unknown[])[0]);
    case 'pipe':
      return exampleOf(def.in);
    case 'lazy':
      return exampleOf((def.getter as () => unknown)());
    default:
      throw new Error(`exampleOf: no example for a ${def.type}`);
  }
}

/**
 * The JSON text of a value of type `T`, written once and sent as it is
 * (docs/decisions/012-api-fast-path.md): a hot answer whose parts rarely change keeps those
 * parts serialised and joins them per request, instead of building and serialising the same
 * objects again for every borrower. `route()` puts it in the envelope unchanged.
 */
export class JsonText<T> {
  /** Only the type: which value the text stands for. */
  declare readonly of: T;

  private constructor(readonly text: string) {}

  static of<T>(value: T): JsonText<T> {
    return new JsonText<T>(JSON.stringify(value));
  }

  /** An array of already serialised items. */
  static array<T>(items: readonly JsonText<T>[]): JsonText<T[]> {
    return new JsonText<T[]>(`[${items.map((item) => item.text).join(',')}]`);
  }
}

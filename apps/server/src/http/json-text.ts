/**
 * The JSON text of a value of type `T`, written once and sent as it is
 * (docs/decisions/012-api-fast-path.md): a hot answer that is asked for again before what it
 * is made from changes is kept serialised (answer-memo.ts) instead of being built and
 * serialised again. `route()` puts it in the envelope unchanged.
 */
export class JsonText<T> {
  /** Only the type: which value the text stands for. */
  declare readonly of: T;

  private constructor(readonly text: string) {}

  static of<T>(value: T): JsonText<T> {
    return new JsonText<T>(JSON.stringify(value));
  }
}

/**
 * The JSON text of a value of type `T`, written once and sent as it is
 * (docs/decisions/012-api-fast-path.md): a hot answer that is asked for again before what it
 * is made from changes is kept serialised (answer-memo.ts) instead of being built and
 * serialised again. `route()` puts it in the envelope unchanged.
 */
export class JsonText<T> {
  /** Only the type: which value the text stands for. */
  declare readonly of: T;

  /** The last success envelope sent around it (the same code and message every time). */
  #sent: { code: string; message: string; bytes: Buffer } | undefined;

  private constructor(readonly text: string) {}

  /**
   * The success envelope around the text, in `envelope()`'s key order, as the bytes sent:
   * kept with the text, so a kept answer is neither joined nor encoded again per request.
   */
  envelope(code: string, message: string): Buffer {
    const sent = this.#sent;
    if (sent !== undefined && sent.code === code && sent.message === message) return sent.bytes;
    const bytes = Buffer.from(
      `{"code":${JSON.stringify(code)},"message":${JSON.stringify(message)},"data":${this.text}}`,
    );
    this.#sent = { code, message, bytes };
    return bytes;
  }

  static of<T>(value: T): JsonText<T> {
    return new JsonText<T>(JSON.stringify(value));
  }
}

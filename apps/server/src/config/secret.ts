/**
 * A credential read from the environment: it prints as `[redacted]` however it is logged,
 * serialised or inspected, so a config object in a log line never leaks a key that moves money.
 * `reveal()` is the one way to read it, at the call that needs it.
 */
export interface Secret {
  reveal(): string;
}

const REDACTED = '[redacted]';

export function secret(value: string): Secret {
  return Object.freeze({
    reveal: () => value,
    toJSON: () => REDACTED,
    toString: () => REDACTED,
    [Symbol.for('nodejs.util.inspect.custom')]: () => REDACTED,
  });
}

/**
 * What server code writes its log lines through (decision 046): the part of pino's logger it
 * uses, so Fastify's `app.log` and `request.log` fit, and a test passes a recorder. One
 * interface everywhere; a writer that uses fewer levels asks for them (`Pick<Log, 'warn'>`),
 * so a test's recorder holds only those. Fields first, the message second, as pino takes them.
 */
export interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** For a caller that has nowhere to log (a test, a tool). */
export const silentLog: Log = { info: () => {}, warn: () => {}, error: () => {} };

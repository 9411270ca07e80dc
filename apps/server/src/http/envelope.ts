import type { Envelope } from '@tenor/contract/envelope';

export const envelope = <T>(code: string, message: string, data: T): Envelope<T> => ({
  code,
  message,
  data,
});

export const failure = (code: string, message: string): Envelope<null> =>
  envelope(code, message, null);

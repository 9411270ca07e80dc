import type { Envelope } from '@tenor/contract/envelope';
import { envelopeFailures } from './metrics.ts';

export const envelope = <T>(code: string, message: string, data: T): Envelope<T> => ({
  code,
  message,
  data,
});

/** A non-success envelope; every one answered is counted by its code (http/metrics.ts). */
export const failure = (code: string, message: string): Envelope<null> => {
  envelopeFailures.inc({ code });
  return envelope(code, message, null);
};

/**
 * A provider's verified webhook body read as JSON, for its schema to parse; `undefined` when it
 * is not JSON, which no schema accepts, so such a body reports no payment.
 */
export function webhookJson(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    return undefined;
  }
}

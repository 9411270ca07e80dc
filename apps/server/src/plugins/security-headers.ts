import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers every response carries, worked out once at start-up
 * (docs/decisions/012-api-fast-path.md): helmet decides the names and values, here run once
 * against a recorder instead of on every request, where building its middleware and
 * re-serialising the CSP cost more than a tenth of a cached API answer. Every option given
 * is static, so one run sees every header helmet would ever set.
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  // Helmet's middleware is synchronous for static options; `next` runs before it returns.
  helmet(options)({} as never, recorder as never, (err?: unknown) => {
    failure = err;
  });
  if (failure !== undefined) throw failure;
  return Object.freeze(headers);
}

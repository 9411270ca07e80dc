import { api } from '@tenor/contract/api';

/**
 * First path segments that belong to the API, taken from the contract so a new area's
 * prefix can never be swallowed by the SPA fallback.
 */
const apiPrefixes = new Set<string>([
  ...Object.values(api).flatMap((area) =>
    Object.values(area).map((endpoint) => endpoint.path.split('/')[1] ?? ''),
  ),
  'dev',
  'healthz',
  // The payment providers' webhook and the sandbox provider's hosted payment page.
  'repay',
  'sandbox',
]);

export function isApiPath(url: string): boolean {
  const first = url.split(/[/?#]/)[1] ?? '';
  return apiPrefixes.has(first);
}

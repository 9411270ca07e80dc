/**
 * Which paths belong to the API (kept out of the page fallback, rate limited). The list is
 * built once in the contract, from the endpoints and the routes outside them, and shared
 * with the web dev server's proxy.
 */
export { isApiPath } from '@tenor/contract/api-prefixes';

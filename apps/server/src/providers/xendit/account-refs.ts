/**
 * Xendit changes a virtual account or payment code by its own `id`, never by the number the
 * borrower pays into, while Tenor's interface closes an account by its number. So the adapter
 * answers each issued number's Xendit id as `providerRef`, which Tenor stores with the account
 * and passes back to `closeAccount`. The in-memory store below is a fallback for a caller
 * without a stored ref; it lasts one process and keeps the latest REFS_KEPT numbers (a cache is
 * bounded, docs/code-style.md): an older number without its stored ref cannot be closed here.
 */
import { LRUCache } from 'lru-cache';

/** Numbers whose Xendit id the fallback store keeps, the least recently used dropped first. */
const REFS_KEPT = 10_000;

export type XenditRail = 'va' | 'code' | 'pr';

export interface XenditRef {
  rail: XenditRail;
  /** Xendit's `id` of the virtual account, fixed payment code or v3 payment request (`pr`). */
  id: string;
}

export interface XenditRefStore {
  remember(accountNo: string, ref: XenditRef): Promise<void>;
  recall(accountNo: string): Promise<XenditRef | undefined>;
}

export function memoryRefStore(): XenditRefStore {
  const refs = new LRUCache<string, XenditRef>({ max: REFS_KEPT });
  return {
    remember: async (accountNo, ref) => {
      refs.set(accountNo, ref);
    },
    recall: async (accountNo) => refs.get(accountNo),
  };
}

/** `va:<id>`, `code:<id>` or `pr:<id>`: one string a caller can store beside the account number. */
export const refText = (ref: XenditRef): string => `${ref.rail}:${ref.id}`;

export function refOfText(text: string): XenditRef | undefined {
  const match = /^(va|code|pr):(.+)$/.exec(text);
  return match ? { rail: match[1] as XenditRail, id: match[2]! } : undefined;
}

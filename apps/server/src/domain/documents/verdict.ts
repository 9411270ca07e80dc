/**
 * What the public check answers (decision 059): a code of ours is "issued by …"; a file or
 * digest given with it must be the issued bytes, else the document is refused as altered;
 * anything else is "not issued by us". Nothing personal is ever part of the answer.
 */
import type { Region } from '@tenor/contract/launch';

interface Facts {
  lender: string;
  orderNo: string;
  issuedAt: string;
  region: Region;
}

export type Verdict =
  | { kind: 'notIssued' }
  | ({ kind: 'altered' } & Facts)
  | ({ kind: 'issued'; sameBytes: boolean } & Facts);

/** A SHA-256 as typed or pasted: 64 hex digits, any case, spaces ignored; null when it is not. */
export function readDigest(input: string): string | null {
  const plain = input.replace(/\s/g, '').toLowerCase();
  return /^[0-9a-f]{64}$/.test(plain) ? plain : null;
}

export function verdictOf(
  found:
    | { lender_name: string; order_no: string; issued_at: string; sha256: string; region: Region }
    | undefined,
  digest: string | null,
): Verdict {
  if (found === undefined) return { kind: 'notIssued' };
  const facts = {
    lender: found.lender_name,
    orderNo: found.order_no,
    issuedAt: found.issued_at,
    region: found.region,
  };
  if (digest !== null && digest !== found.sha256) return { kind: 'altered', ...facts };
  return { kind: 'issued', ...facts, sameBytes: digest !== null };
}

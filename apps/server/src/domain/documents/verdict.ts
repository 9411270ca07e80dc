/**
 * What the public check answers (decision 059): a code of ours is "issued by …"; a file or
 * digest given with it must be the issued bytes, else the document is refused as altered;
 * anything else is "not issued by us". Nothing personal is ever part of the answer.
 */
import type { Region } from '@tenor/contract/launch';
import { signatureValid } from './signature.ts';

interface Facts {
  lender: string;
  orderNo: string;
  issuedAt: string;
  region: Region;
}

export type Verdict =
  | { kind: 'notIssued' }
  | ({ kind: 'altered' } & Facts)
  | ({
      kind: 'issued';
      sameBytes: boolean;
      /** The issuer's signature on the stored bytes (decision 067); null on older documents. */
      signature: { signer: string; keyId: string } | null;
    } & Facts);

/** A SHA-256 as typed or pasted: 64 hex digits, any case, spaces ignored; null when it is not. */
export function readDigest(input: string): string | null {
  const plain = input.replace(/\s/g, '').toLowerCase();
  return /^[0-9a-f]{64}$/.test(plain) ? plain : null;
}

interface Found {
  lender_name: string;
  order_no: string;
  issued_at: string;
  sha256: string;
  region: Region;
  content: Uint8Array;
  key_id: string | null;
  signer: string | null;
  /** The signing key's public half, from `document_keys`. */
  public_key: string | null;
}

/**
 * A document is refused as altered when the digest given differs from the stored one, or when
 * the stored bytes no longer carry a valid signature by the key recorded for them.
 */
export function verdictOf(found: Found | undefined, digest: string | null): Verdict {
  if (found === undefined) return { kind: 'notIssued' };
  const facts = {
    lender: found.lender_name,
    orderNo: found.order_no,
    issuedAt: found.issued_at,
    region: found.region,
  };
  if (digest !== null && digest !== found.sha256) return { kind: 'altered', ...facts };
  let signature = null;
  if (found.key_id !== null) {
    const valid = found.public_key !== null && signatureValid(found.content, found.public_key);
    if (!valid) return { kind: 'altered', ...facts };
    signature = { signer: found.signer ?? '', keyId: found.key_id };
  }
  return { kind: 'issued', ...facts, sameBytes: digest !== null, signature };
}

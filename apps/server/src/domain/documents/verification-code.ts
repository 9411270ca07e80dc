/**
 * The verification code printed on every document (decision 059): 16 characters of Crockford's
 * base32 (80 random bits), shown in groups of four. Unguessable: at a thousand guesses a
 * second for a century, the chance to hit any one of a billion issued codes stays below one
 * in ten thousand. Read forgivingly: case, spaces and hyphens are ignored, O reads as 0 and
 * I or L as 1.
 */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 16;

export function newVerificationCode(): string {
  const bytes = randomBytes(LENGTH);
  let code = '';
  for (const b of bytes) code += ALPHABET[b & 31];
  return code.match(/.{4}/g)!.join('-');
}

/** The stored form of what someone typed, or null when it cannot be a code of ours. */
export function readVerificationCode(input: string): string | null {
  const plain = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (plain.length !== LENGTH || [...plain].some((c) => !ALPHABET.includes(c))) return null;
  return plain.match(/.{4}/g)!.join('-');
}

import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { documentSigner, readSignature, signatureValid } from './signature.ts';

const pemOf = (type: 'ed25519' | 'ec' | 'rsa') => {
  const { privateKey } =
    type === 'ec'
      ? generateKeyPairSync('ec', { namedCurve: 'P-256' })
      : type === 'rsa'
        ? generateKeyPairSync('rsa', { modulusLength: 2048 })
        : generateKeyPairSync('ed25519');
  return privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
};

const signerOfType = (type: 'ed25519' | 'ec' | 'rsa') =>
  documentSigner({ privateKeyPem: pemOf(type), certificatePem: undefined, name: 'PT Dana Kilat' });

const page = Buffer.from(
  '<!doctype html>\n<html lang="id"><body><p>Rp 1.000.000</p></body></html>',
);

describe.each([
  ['ed25519', 'Ed25519'],
  ['ec', 'ECDSA-SHA256'],
  ['rsa', 'RSA-SHA256'],
] as const)('a document signed with %s', (type, algorithm) => {
  const signer = signerOfType(type);

  it('ends with its signature line over every byte before it, which the public key verifies', () => {
    const { bytes, signature } = signer.seal(page);
    expect(signer.algorithm).toBe(algorithm);
    expect(signer.keyId).toMatch(/^[0-9a-f]{16}$/);
    expect(bytes.subarray(0, page.length).equals(page)).toBe(true);
    const read = readSignature(bytes);
    expect(read).toMatchObject({ algorithm, keyId: signer.keyId });
    expect(read!.signed.equals(page)).toBe(true);
    expect(read!.signature.toString('base64')).toBe(signature);
    expect(signatureValid(bytes, signer.publicKeyPem)).toBe(true);
  });

  it('fails when one byte of the signed part changes, or the signature line is gone', () => {
    const { bytes } = signer.seal(page);
    const changed = Buffer.from(bytes);
    changed[page.indexOf('1.000.000')] = '9'.charCodeAt(0);
    expect(signatureValid(changed, signer.publicKeyPem)).toBe(false);
    expect(signatureValid(page, signer.publicKeyPem)).toBe(false);
  });
});

describe('key rotation', () => {
  it('a new key has a new id; each verifies only what it signed', () => {
    const before = signerOfType('ed25519');
    const after = signerOfType('ed25519');
    expect(after.keyId).not.toBe(before.keyId);
    const old = before.seal(page).bytes;
    const fresh = after.seal(page).bytes;
    expect(signatureValid(old, before.publicKeyPem)).toBe(true);
    expect(signatureValid(fresh, after.publicKeyPem)).toBe(true);
    expect(signatureValid(old, after.publicKeyPem)).toBe(false);
    expect(signatureValid(fresh, before.publicKeyPem)).toBe(false);
  });

  it('a signature line naming another key is refused, even with a valid signature inside', () => {
    const a = signerOfType('ed25519');
    const b = signerOfType('ed25519');
    const forged = Buffer.from(
      a.seal(page).bytes.toString('utf8').replace(`key=${a.keyId}`, `key=${b.keyId}`),
    );
    expect(signatureValid(forged, a.publicKeyPem)).toBe(false);
  });
});

/**
 * The issuer's digital signature on a document (decision 067). A document is its signed part —
 * every byte of the HTML, its printed signature block included — followed by one last line,
 * an HTML comment that carries the signature over exactly those bytes:
 *
 *   <!-- tenor-signature v1 alg=Ed25519 key=3f9a0c… value=BASE64 -->
 *
 * so the file stays self-contained: anyone with the public key (published at `/verify/keys`)
 * strips that last line and checks the rest offline (the decision shows the openssl command).
 * Ed25519 signs the bytes as they are; ECDSA and RSA sign their SHA-256 (RSA as PKCS #1 v1.5,
 * ECDSA as DER).
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import type { Config } from '../../config.ts';

const TRAILER = '\n<!-- tenor-signature v1 ';
const LINE =
  /\n<!-- tenor-signature v1 alg=([A-Za-z0-9-]+) key=([0-9a-f]{16}) value=([A-Za-z0-9+/=]+) -->\n$/;

export interface DocumentSigner {
  /** The first 16 hex digits of the SHA-256 of the public key (SPKI DER): rotation needs no setting. */
  keyId: string;
  algorithm: string;
  /** Who signs, as printed. */
  name: string;
  publicKeyPem: string;
  certificatePem: string | undefined;
  /** The signed file: `signed` followed by the signature line. */
  seal(signed: Buffer): { bytes: Buffer; signature: string };
}

const algorithmOf = (key: KeyObject): string => {
  switch (key.asymmetricKeyType) {
    case 'ed25519':
      return 'Ed25519';
    case 'ed448':
      return 'Ed448';
    case 'ec':
      return 'ECDSA-SHA256';
    case 'rsa-pss':
      return 'RSA-PSS-SHA256';
    default:
      return 'RSA-SHA256';
  }
};

/** node:crypto's digest argument: none for the Edwards curves, which hash inside. */
const digestOf = (algorithm: string): string | null =>
  algorithm.startsWith('Ed') ? null : 'sha256';

export const keyIdOf = (publicKey: KeyObject): string =>
  createHash('sha256')
    .update(publicKey.export({ format: 'der', type: 'spki' }))
    .digest('hex')
    .slice(0, 16);

export function documentSigner(key: {
  privateKeyPem: string;
  certificatePem: string | undefined;
  name: string;
}): DocumentSigner {
  const privateKey = createPrivateKey(key.privateKeyPem);
  const publicKey = createPublicKey(privateKey);
  const algorithm = algorithmOf(privateKey);
  const keyId = keyIdOf(publicKey);
  return {
    keyId,
    algorithm,
    name: key.name,
    publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    certificatePem: key.certificatePem,
    seal(signed) {
      const signature = sign(digestOf(algorithm), signed, privateKey).toString('base64');
      const line = `${TRAILER}alg=${algorithm} key=${keyId} value=${signature} -->\n`;
      return { bytes: Buffer.concat([signed, Buffer.from(line, 'utf8')]), signature };
    },
  };
}

export interface ReadSignature {
  signed: Buffer;
  algorithm: string;
  keyId: string;
  signature: Buffer;
}

/** The signed part and the signature line of a file, or null when it carries none. */
export function readSignature(bytes: Uint8Array): ReadSignature | null {
  const buffer = Buffer.from(bytes);
  const at = buffer.lastIndexOf(TRAILER);
  if (at < 0) return null;
  const found = LINE.exec(buffer.subarray(at).toString('utf8'));
  if (found === null) return null;
  return {
    signed: buffer.subarray(0, at),
    algorithm: found[1]!,
    keyId: found[2]!,
    signature: Buffer.from(found[3]!, 'base64'),
  };
}

/** Whether the file's signature line is a valid signature of its signed part by this public key. */
export function signatureValid(bytes: Uint8Array, publicKeyPem: string): boolean {
  const read = readSignature(bytes);
  if (read === null) return false;
  const publicKey = createPublicKey(publicKeyPem);
  if (keyIdOf(publicKey) !== read.keyId || algorithmOf(publicKey) !== read.algorithm) return false;
  try {
    return verify(digestOf(read.algorithm), read.signed, publicKey, read.signature);
  } catch {
    return false;
  }
}

const signers = new WeakMap<object, DocumentSigner>();

/** The configured key's signer (config/documents.ts); the printed name defaults to the app's. */
export function signerOf(config: Pick<Config, 'documents' | 'brand'>): DocumentSigner {
  let signer = signers.get(config.documents);
  if (signer === undefined) {
    signer = documentSigner({
      privateKeyPem: config.documents.signingKey.reveal(),
      certificatePem: config.documents.certificate,
      name: config.documents.signer ?? config.brand.appName,
    });
    signers.set(config.documents, signer);
  }
  return signer;
}

/**
 * The key every issued document is signed with (decision 067): a PEM private key node:crypto
 * signs with (Ed25519, ECDSA or RSA), so a lender may use the key of its certificate from a
 * licensed certifying authority; the certificate (optional) is published with it. Required when
 * DEMO is off; a demo without one makes an Ed25519 key at start (its public key is recorded with
 * the documents it signs, so they still verify after a restart).
 */
import {
  createPrivateKey,
  generateKeyPairSync,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';
import * as z from 'zod';
import { secret, type Secret } from './secret.ts';

/** A PEM as an environment variable holds it: real newlines, or `\n` written out. */
const pem = (label: RegExp, what: string) =>
  z
    .string()
    .transform((s) => s.replace(/\\n/g, '\n').trim())
    .refine((s) => label.test(s), `must be a ${what} in PEM form (-----BEGIN …)`);

const SIGNING_TYPES = ['ed25519', 'ed448', 'ec', 'rsa', 'rsa-pss'];

function readKey(text: string): KeyObject | string {
  try {
    const key = createPrivateKey(text);
    return SIGNING_TYPES.includes(key.asymmetricKeyType ?? '')
      ? key
      : `a ${key.asymmetricKeyType ?? 'unknown'} key cannot sign; use Ed25519, ECDSA or RSA`;
  } catch {
    return 'is not a private key node:crypto can read';
  }
}

export const documentsEnv = {
  DOCUMENT_SIGNING_KEY: pem(/-----BEGIN [A-Z ]*PRIVATE KEY-----/, 'private key').optional(),
  /** The X.509 certificate of that key (a certifying authority's, or the lender's own). */
  DOCUMENT_SIGNING_CERT: pem(/-----BEGIN CERTIFICATE-----/, 'certificate').optional(),
  /** Who signs, as printed; default the certificate's subject, else the app's name. */
  DOCUMENT_SIGNER: z.string().min(2).max(120).optional(),
};

export interface DocumentsConfig {
  documents: {
    /** PKCS#8 PEM of the signing key. */
    signingKey: Secret;
    certificate: string | undefined;
    signer: string | undefined;
  };
}

type DocumentsEnv = z.infer<z.ZodObject<typeof documentsEnv>>;

/** The subject's organisation or common name, as a certificate names its holder. */
const subjectName = (cert: X509Certificate): string | undefined => {
  const field = (name: string) =>
    cert.subject
      .split('\n')
      .find((l) => l.startsWith(`${name}=`))
      ?.slice(name.length + 1);
  return field('O') ?? field('CN');
};

export function documentsConfig(
  e: DocumentsEnv,
  demo: boolean,
): { ok: true; config: DocumentsConfig } | { ok: false; problems: string[] } {
  if (e.DOCUMENT_SIGNING_KEY === undefined) {
    if (!demo) {
      return {
        ok: false,
        problems: [
          'DOCUMENT_SIGNING_KEY: is required when DEMO is off (the PEM private key documents are signed with, decision 067)',
        ],
      };
    }
    const { privateKey } = generateKeyPairSync('ed25519');
    const made = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    return {
      ok: true,
      config: {
        documents: { signingKey: secret(made), certificate: undefined, signer: e.DOCUMENT_SIGNER },
      },
    };
  }
  const key = readKey(e.DOCUMENT_SIGNING_KEY);
  if (typeof key === 'string') return { ok: false, problems: [`DOCUMENT_SIGNING_KEY: ${key}`] };
  let signer = e.DOCUMENT_SIGNER;
  if (e.DOCUMENT_SIGNING_CERT !== undefined) {
    let cert: X509Certificate;
    try {
      cert = new X509Certificate(e.DOCUMENT_SIGNING_CERT);
    } catch {
      return { ok: false, problems: ['DOCUMENT_SIGNING_CERT: is not an X.509 certificate'] };
    }
    if (!cert.checkPrivateKey(key)) {
      return {
        ok: false,
        problems: ['DOCUMENT_SIGNING_CERT: is not the certificate of DOCUMENT_SIGNING_KEY'],
      };
    }
    signer ??= subjectName(cert);
  }
  return {
    ok: true,
    config: {
      documents: {
        signingKey: secret(key.export({ format: 'pem', type: 'pkcs8' }).toString()),
        certificate: e.DOCUMENT_SIGNING_CERT,
        signer,
      },
    },
  };
}

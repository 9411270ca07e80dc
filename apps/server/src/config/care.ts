/** Customer care (modules/care): complaint images, where they are kept, and the operators' desk. */
import { createHmac } from 'node:crypto';
import path from 'node:path';
import * as z from 'zod';

export const careEnv = {
  OPS_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  CARE_IMAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .max(20 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  CARE_UPLOADS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(40),
  IMAGE_URL_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
};

export type StorageConfig =
  | { kind: 'local'; /** `${dataDir}/uploads` */ dir: string }
  | {
      kind: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

export interface CareConfig {
  /** The desk's password; the desk at /ops is off when undefined. */
  opsPassword: string | undefined;
  /** Where complaint images are kept (providers/storage.ts). */
  storage: StorageConfig;
  imageMaxBytes: number;
  /** Images one borrower may upload in 24 hours. */
  uploadsPerDay: number;
  /** Key of the signed image URLs (decision 014). */
  imageUrlSecret: string;
}

type CareEnv = z.infer<z.ZodObject<typeof careEnv>>;

/** The desk's password in demo mode when OPS_PASSWORD is unset; server.ts prints it. */
export const DEMO_OPS_PASSWORD = 'tenor-demo-desk';

/** Image URLs are signed with their own key; without one it is derived from the webhook's. */
const derivedKey = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(purpose).digest('base64url');

/** The demo's desk password is known to everyone: never outside the demo. */
export const careDemoOnly = (e: CareEnv, demo: boolean): string[] =>
  e.OPS_PASSWORD === DEMO_OPS_PASSWORD && !demo
    ? ['OPS_PASSWORD: the demo password needs DEMO on']
    : [];

/** What S3 storage needs besides its defaults. */
export const careStorageMissing = (e: CareEnv): string[] =>
  e.STORAGE_PROVIDER === 's3'
    ? (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
        .filter((k) => e[k] === undefined)
        .map((k) => `${k}: is required when STORAGE_PROVIDER is s3`)
    : [];

export function careConfig(
  e: CareEnv,
  { demo, dataDir, webhookSecret }: { demo: boolean; dataDir: string; webhookSecret: string },
): CareConfig {
  return {
    opsPassword: e.OPS_PASSWORD ?? (demo ? DEMO_OPS_PASSWORD : undefined),
    storage:
      e.STORAGE_PROVIDER === 's3'
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT ?? '',
            bucket: e.S3_BUCKET ?? '',
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
          }
        : { kind: 'local', dir: path.join(dataDir, 'uploads') },
    imageMaxBytes: e.CARE_IMAGE_MAX_BYTES,
    uploadsPerDay: e.CARE_UPLOADS_PER_DAY,
    imageUrlSecret: e.IMAGE_URL_SECRET ?? derivedKey(webhookSecret, 'tenor care image urls'),
  };
}

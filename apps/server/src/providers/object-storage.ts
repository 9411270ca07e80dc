/**
 * Complaint images in an S3-compatible object store (AWS S3, MinIO, Cloudflare R2, …),
 * addressed path-style (`<endpoint>/<bucket>/<key>`) and signed with AWS Signature V4
 * (`aws4`). Selected by `STORAGE_PROVIDER=s3`; several server instances then share the
 * images as they share PostgreSQL.
 */
import aws4 from 'aws4';
import type { FileStorage } from './storage.ts';

export interface ObjectStorageOptions {
  /** `https://s3.eu-west-1.amazonaws.com`, `http://127.0.0.1:9000`, … */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Per request; an unanswered store must not hold an upload open for long. */
  timeoutMs?: number;
}

export function objectStorage(options: ObjectStorageOptions): FileStorage {
  const base = new URL(options.endpoint);
  const credentials = {
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
  };

  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer) {
    if (!/^[A-Za-z0-9_-]{8,}$/.test(key)) throw new Error('invalid storage key');
    const path = `${base.pathname.replace(/\/$/, '')}/${options.bucket}/${key}`;
    const signed = aws4.sign(
      {
        host: base.host,
        path,
        method,
        service: 's3',
        region: options.region,
        ...(body === undefined
          ? {}
          : { body, headers: { 'content-type': 'application/octet-stream' } }),
      },
      credentials,
    );
    const headers = Object.fromEntries(
      Object.entries(signed.headers ?? {}).map(([k, v]) => [k, String(v)]),
    );
    // fetch sets these itself from the URL and the body.
    delete headers.Host;
    delete headers['Content-Length'];
    return fetch(`${base.protocol}//${base.host}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: new Uint8Array(body) }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  }

  const failed = (what: string, res: Response) =>
    new Error(`object storage ${what} failed with HTTP ${res.status}`);

  return {
    async put(key, data) {
      const res = await send('PUT', key, data);
      if (!res.ok) throw failed('put', res);
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) throw failed('get', res);
      return Buffer.from(await res.arrayBuffer());
    },
    async remove(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) throw failed('delete', res);
    },
  };
}

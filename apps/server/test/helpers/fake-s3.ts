import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import aws4 from 'aws4';

export const FAKE_S3 = {
  bucket: 'tenor-care',
  accessKeyId: 'AKIDTEST',
  secretAccessKey: 'secret-test-key',
};

const body = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/**
 * A tiny S3 on the loopback address for tests: objects in memory under one bucket, and
 * every request's SigV4 signature recomputed from what arrived (method, path, host, the
 * x-amz headers, the body), so a wrongly signed request is a 403 as on S3.
 */
export async function fakeS3(): Promise<{
  endpoint: string;
  objects: Map<string, Buffer>;
  close: () => Promise<void>;
}> {
  const objects = new Map<string, Buffer>();
  const server = createServer(async (req, res) => {
    const data = await body(req);
    const expected = aws4.sign(
      {
        host: req.headers.host,
        path: req.url,
        method: req.method,
        service: 's3',
        region: 'us-east-1',
        headers: {
          'X-Amz-Date': String(req.headers['x-amz-date']),
          'X-Amz-Content-Sha256': String(req.headers['x-amz-content-sha256']),
          ...(req.headers['content-type'] ? { 'Content-Type': req.headers['content-type'] } : {}),
        },
        ...(data.length > 0 ? { body: data } : {}),
      },
      { accessKeyId: FAKE_S3.accessKeyId, secretAccessKey: FAKE_S3.secretAccessKey },
    );
    if (req.headers.authorization !== expected.headers?.Authorization) {
      res.writeHead(403).end('SignatureDoesNotMatch');
      return;
    }
    const prefix = `/${FAKE_S3.bucket}/`;
    const key = req.url?.startsWith(prefix) ? req.url.slice(prefix.length) : '';
    if (req.method === 'PUT') {
      objects.set(key, data);
      res.writeHead(200).end();
    } else if (req.method === 'GET') {
      const found = objects.get(key);
      if (found === undefined) res.writeHead(404).end('NoSuchKey');
      else res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(found);
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else {
      res.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

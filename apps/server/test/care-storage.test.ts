import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemDetail, problemSave } from '@tenor/contract/endpoints/care';
import { localStorage } from '../src/providers/local-storage.ts';
import { objectStorage } from '../src/providers/object-storage.ts';
import type { FileStorage } from '../src/providers/storage.ts';
import { careBorrowers, uploadImage } from './helpers/care.ts';
import { fakeS3, FAKE_S3 } from './helpers/fake-s3.ts';
import { jpeg } from './helpers/images.ts';
import { postForm, successData, useTestApp } from './helpers/test-app.ts';
import { uploadProblemImg } from '@tenor/contract/endpoints/care';

let s3: Awaited<ReturnType<typeof fakeS3>>;
const folder = mkdtempSync(path.join(tmpdir(), 'tenor-storage-'));
beforeAll(async () => {
  s3 = await fakeS3();
});
afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

const s3Options = () => ({ endpoint: s3.endpoint, region: 'us-east-1', ...FAKE_S3 });
const key = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

describe.each([
  ['local folder', () => localStorage(folder)],
  ['S3-compatible object storage', () => objectStorage(s3Options())],
])('%s', (_name, make: () => FileStorage) => {
  it('stores, reads and removes by key', async () => {
    const storage = make();
    const data = jpeg(32, 32);
    await storage.put(key, data);
    expect((await storage.get(key))?.equals(data)).toBe(true);
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    await storage.remove(key);
  });

  it('refuses a key that could name a path', async () => {
    await expect(make().put('../../etc/passwd', Buffer.from('x'))).rejects.toThrow();
  });
});

describe('object storage', () => {
  it('fails loudly when the store refuses the signature', async () => {
    const wrong = objectStorage({ ...s3Options(), secretAccessKey: 'not-the-secret' });
    await expect(wrong.put(key, Buffer.from('x'))).rejects.toThrow(/HTTP 403/);
  });

  describe('configured for the app', () => {
    // The store's address is known once it listens (the file's beforeAll, which runs first).
    const t = useTestApp(() => ({
      env: {
        STORAGE_PROVIDER: 's3',
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: FAKE_S3.bucket,
        S3_ACCESS_KEY_ID: FAKE_S3.accessKeyId,
        S3_SECRET_ACCESS_KEY: FAKE_S3.secretAccessKey,
      },
    }));
    it('carries complaint images end to end when configured', async () => {
      const { india } = await careBorrowers(t);
      const photo = jpeg(200, 100);
      const { url } = successData(uploadProblemImg, await uploadImage(t.app, india.token, photo));
      expect(s3.objects.get(url.slice(20, 52))?.equals(photo)).toBe(true);
      const { problemId } = successData(
        problemSave,
        await postForm(
          t.app,
          problemSave.path,
          { problemType: '2', problemDetail: 'x', problemImage: url },
          { 'x-token': india.token },
        ),
      );
      const detail = successData(
        problemDetail,
        await postForm(t.app, problemDetail.path, { problemId }, { 'x-token': india.token }),
      );
      const image = await t.app.inject({ method: 'GET', url: detail.images[0]! });
      expect(image.rawPayload.equals(photo)).toBe(true);
    });
  });
});

import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { problemDetail, problemSave, uploadProblemImg } from '@tenor/contract/endpoints/care';
import type { Db } from '../src/db/database.ts';
import { careBorrowers, langQuery, rowCount, uploadImage, uploadedUrl } from './helpers/care.ts';
import { hostile, jpeg, multipartFile, png, pngText } from './helpers/images.ts';
import {
  useTestApp,
  demoSession,
  postForm,
  successData,
  type DemoSession,
} from './helpers/test-app.ts';

const MAX_BYTES = 65_536;

const t = useTestApp({
  env: {
    CARE_IMAGE_MAX_BYTES: String(MAX_BYTES),
    CARE_UPLOADS_PER_DAY: '12',
  },
});
let india: DemoSession;
let indonesia: DemoSession;
beforeAll(async () => {
  ({ india, indonesia } = await careBorrowers(t));
});

const failure = (res: { json: () => unknown }) => res.json() as { code: string; message: string };
const storedCount = () => rowCount(t.db, 'problem_images');
/** Keys of the images a borrower has stored. */
const imageKeysOf = (db: Db, borrowerId: number) =>
  db
    .selectFrom('problem_images')
    .select('storage_key')
    .where('borrower_id', '=', borrowerId)
    .execute();
/** Files the local storage holds (it keeps them in folders by the key's first two characters). */
const filesUnder = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
    : 0;
const save = (s: DemoSession, problemImage: string, detail = 'See the photos') =>
  postForm(
    t.app,
    `${problemSave.path}?${langQuery(s === india ? 'IN' : 'ID')}`,
    { problemType: '2', problemDetail: detail, problemImage },
    { 'x-token': s.token },
  );

describe('upload-problem-img: only real images', () => {
  it('stores a photo and serves it by its signed URL with the type from the bytes', async () => {
    const photo = jpeg(800, 600);
    // The client calls it a PNG; the bytes say JPEG, and the bytes win.
    const res = await uploadImage(t.app, indonesia.token, photo, 'x.png', 'image/png', '0');
    const { url } = successData(uploadProblemImg, res);
    expect(url).toMatch(/^\/greyer\/problem-img\/[\w-]{32}\?e=\d+&s=[\w-]{32}$/);
    expect(url).not.toContain(indonesia.token);
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-disposition']).toMatch(/^inline; filename="[\w-]{32}\.jpg"$/);
    expect(image.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(image.rawPayload.equals(photo)).toBe(true);
  });

  it.each([
    ['a script-bearing SVG', hostile.svgWithScript, 'evil.svg', 'image/svg+xml'],
    ['a polyglot JPEG/HTML', hostile.polyglotJpegHtml, 'photo.jpg', 'image/jpeg'],
    ['a renamed executable', hostile.renamedExecutable, 'photo.jpg', 'image/jpeg'],
    ['a truncated JPEG', hostile.truncatedJpeg, 'photo.jpg', 'image/jpeg'],
    [
      'a PNG with markup in its text',
      png(4, 4, [pngText('<script>alert(1)</script>')]),
      'a.png',
      'image/png',
    ],
  ])('refuses %s and stores nothing', async (_name, data, filename, type) => {
    const before = await storedCount();
    const res = await uploadImage(t.app, indonesia.token, data, filename, type, '1');
    expect(res.statusCode).toBe(400);
    expect(failure(res)).toEqual({
      code: '1001',
      message: 'Only photos can be uploaded (JPEG, PNG or WebP)',
      data: null,
    });
    expect(await storedCount()).toBe(before);
  });

  it('refuses a decompression bomb by its decoded dimensions', async () => {
    const res = await uploadImage(
      t.app,
      indonesia.token,
      hostile.hugePng,
      'a.png',
      'image/png',
      '0',
    );
    expect(failure(res).message).toBe('Gambar ini terlalu besar (maksimal 12000 piksel per sisi)');
  });

  it('refuses more than 16 megapixels in the borrower’s language, and stores nothing', async () => {
    const before = await storedCount();
    // 8000 × 8000: each side is allowed, the 64 Mpx are not (nine of them on one desk page).
    // Its first kilobyte is enough: the pixels are counted from the header, before the rest is read.
    const big = jpeg(8000, 8000).subarray(0, 1024);
    const id = await uploadImage(t.app, indonesia.token, big, 'a.jpg', 'image/jpeg', '0');
    expect(id.statusCode).toBe(400);
    expect(failure(id)).toEqual({
      code: '1001',
      message: 'Gambar ini terlalu besar (maksimal 16 megapiksel)',
      data: null,
    });
    const en = await uploadImage(t.app, india.token, big, 'a.jpg', 'image/jpeg', '1');
    expect(failure(en).message).toBe('This image is too large (at most 16 megapixels)');
    expect(await storedCount()).toBe(before);
  });

  it('refuses an oversize file: just over the limit with the limit named, far over as too large', async () => {
    const photo = png();
    const justOver = Buffer.concat([photo, Buffer.alloc(MAX_BYTES + 1 - photo.length)]);
    const near = await uploadImage(t.app, indonesia.token, justOver);
    expect(near.statusCode).toBe(400);
    expect(failure(near).message).toBe('This image is too large (at most 0.1 MB)');
    const far = await uploadImage(t.app, indonesia.token, Buffer.alloc(4 * MAX_BYTES, 0x89));
    expect(far.statusCode).toBe(413);
    expect(failure(far).code).toBe('1001');
  });

  it('needs a file in problemImage, a multipart body and a session', async () => {
    const wrongField = multipartFile('photo', png());
    const res = await t.app.inject({
      method: 'POST',
      url: `${uploadProblemImg.path}?languageType=1`,
      ...wrongField,
      headers: { ...wrongField.headers, 'x-token': india.token },
    });
    expect(res.statusCode).toBe(400);
    const form = await postForm(t.app, uploadProblemImg.path, { a: 1 }, { 'x-token': india.token });
    expect(form.statusCode).toBe(415);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: uploadProblemImg.path,
      ...multipartFile('problemImage', png()),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('nine images per complaint, a daily quota, and only one’s own', () => {
  let nine: string[];

  it('refuses a 10th image in a draft', async () => {
    nine = [];
    for (let i = 0; i < 9; i++) nine.push(await uploadedUrl(t.app, india.token));
    const tenth = await uploadImage(t.app, india.token);
    expect(tenth.statusCode).toBe(400);
    expect(failure(tenth).message).toBe('You can attach at most 9 images');
  });

  it('refuses another borrower’s image, a forged one and the same one twice in problem-save', async () => {
    const theirs = await uploadedUrl(t.app, indonesia.token);
    const forged = nine[0]!.replace(/problem-img\/[\w-]{4}/, 'problem-img/AAAA');
    for (const images of [theirs, forged, `${nine[0]},${nine[0]}`, 'https://evil.example/x.png']) {
      const res = await save(india, images);
      expect(res.statusCode).toBe(400);
      expect(failure(res).message).toBe(
        'An attached image could not be found. Please remove it and upload it again',
      );
    }
    const ten = [...nine, theirs].join(',');
    expect(failure(await save(india, ten)).message).toBe('You can attach at most 9 images');
  });

  it('files the nine, which the borrower then sees on the detail', async () => {
    const { problemId } = successData(problemSave, await save(india, nine.join(',')));
    const detail = successData(
      problemDetail,
      await postForm(
        t.app,
        `${problemDetail.path}?languageType=1`,
        { problemId },
        {
          'x-token': india.token,
        },
      ),
    );
    expect(detail.images).toHaveLength(9);
    // Images on a filed complaint cannot be filed again.
    const reuse = await save(india, nine[0]!, 'Another complaint');
    expect(reuse.statusCode).toBe(400);
  });

  it('stops a borrower after the daily quota', async () => {
    await uploadedUrl(t.app, india.token);
    await uploadedUrl(t.app, india.token);
    await uploadedUrl(t.app, india.token);
    const over = await uploadImage(t.app, india.token);
    expect(over.statusCode).toBe(429);
    expect(failure(over)).toMatchObject({
      code: '1029',
      message: 'You have uploaded many images today. Please try again tomorrow',
    });
  });
});

describe('uploads sent all at once', () => {
  it('store nine of twenty in one draft, the other eleven refused, no file left behind', async () => {
    const borrower = await demoSession(t.app, { region: 'IN' });
    const { storage } = t.config.care;
    if (storage.kind !== 'local') throw new Error('these tests run on local storage');
    const filesBefore = filesUnder(storage.dir);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => uploadImage(t.app, borrower.token)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(9);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(11);
    for (const res of refused) {
      expect([res.statusCode, failure(res)]).toEqual([
        400,
        { code: '1001', message: 'You can attach at most 9 images', data: null },
      ]);
    }
    expect(await imageKeysOf(t.db, borrower.borrowerId)).toHaveLength(9);
    expect(filesUnder(storage.dir) - filesBefore).toBe(9);
  });
});

describe('signed image URLs', () => {
  it('refuses a tampered signature or key, and an expired URL', async () => {
    const url = await uploadedUrl(t.app, indonesia.token);
    const tampered = url.replace(/s=[\w-]/, (m) => (m.endsWith('A') ? 's=B' : 's=A'));
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url.split('?')[0]! })).statusCode).toBe(404);
    // Another key: its first character changed (to one it is not: keys are random).
    const otherKey = url.replace(/problem-img\/([\w-])/, (_, first: string) =>
      first === '_' ? 'problem-img/-' : 'problem-img/_',
    );
    expect(otherKey).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url: otherKey })).statusCode).toBe(404);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 26 * 3600_000);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    } finally {
      vi.useRealTimers();
    }
  });

  it('are fresh on every detail read, for a reply’s images too', async () => {
    const url = await uploadedUrl(t.app, indonesia.token);
    const { problemId } = successData(problemSave, await save(indonesia, url));
    const read = async () =>
      successData(
        problemDetail,
        await postForm(t.app, problemDetail.path, { problemId }, { 'x-token': indonesia.token }),
      ).images[0]!;
    const first = await read();
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(200);
  });
});

describe('abandoned drafts', () => {
  const app = useTestApp();
  it('are removed, rows and files, when the borrower uploads again', async () => {
    const { indonesia: borrower } = await careBorrowers(app);
    const old = await uploadedUrl(app.app, borrower.token);
    const weekAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
    await app.db
      .updateTable('problem_images')
      .set({ created_at: weekAgo })
      .where('borrower_id', '=', borrower.borrowerId)
      .execute();
    const fresh = await uploadedUrl(app.app, borrower.token);
    expect((await app.app.inject({ method: 'GET', url: old })).statusCode).toBe(404);
    expect((await app.app.inject({ method: 'GET', url: fresh })).statusCode).toBe(200);
    expect(await imageKeysOf(app.db, borrower.borrowerId)).toHaveLength(1);
    const { storage } = app.config.care;
    if (storage.kind !== 'local') throw new Error('these tests run on local storage');
    const fileOf = (url: string) => path.join(storage.dir, url.slice(20, 22), url.slice(20, 52));
    expect(existsSync(fileOf(fresh))).toBe(true);
    expect(existsSync(fileOf(old))).toBe(false);
  });
});

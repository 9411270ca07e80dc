/**
 * Complaint images: checked by content (providers/image-check.ts), stored under a
 * server-generated key (providers/storage.ts), recorded with the owner, and handed out as
 * signed URLs (image-url.ts).
 */
import { randomBytes } from 'node:crypto';
import { codes } from '@tenor/contract/envelope';
import { COMPLAINT_IMAGES_MAX as MAX_IMAGES } from '@tenor/contract/rules';
import type { CareConfig } from '../../config.ts';
import type { ImageAuthor, NewProblemImage, ProblemImage } from '../../db/schema.ts';
import { nowIso, toIso } from '../../db/time.ts';
import { AppError, refusalIn } from '../../http/app-error.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { type Lang } from '../../i18n.ts';
import { checkImage, contentTypes, MAX_PIXELS, MAX_SIDE } from '../../providers/image-check.ts';
import type { FileStorage } from '../../providers/storage.ts';
import type { ImageRepository, UploadCapReached, UploadCaps } from './image-repository.ts';
import { keyOfImageUrl, signedImageUrl, verifyImageUrl } from './image-url.ts';
import { copy } from './copy.ts';

const DAY_MS = 86_400_000;

/** A draft older than this is abandoned: its images no longer count and are removed. */
const DRAFT_LIFETIME_MS = 7 * DAY_MS;

export interface StoredImage {
  id: number;
  key: string;
}

export function imageService(
  repo: ImageRepository,
  storage: FileStorage,
  config: Pick<CareConfig, 'imageMaxBytes' | 'uploadsPerDay' | 'imageUrlSecret'>,
) {
  const refuse = (key: Parameters<typeof copy>[1], lang: Lang, params = {}) =>
    refusalIn(lang, codes.invalid, copy.later(key, params), 400);

  /** What the bytes are, or a refusal in the caller's language. */
  function verify(file: UploadedFile, lang: Lang) {
    if (file.data.length > config.imageMaxBytes) {
      const max = Number((config.imageMaxBytes / 1048576).toFixed(1));
      throw refuse('imageTooLarge', lang, { max });
    }
    const verdict = checkImage(file.data);
    if (verdict.ok) return verdict;
    switch (verdict.reason) {
      case 'tooWide':
        throw refuse('imageTooBig', lang, { max: MAX_SIDE });
      case 'tooManyPixels':
        throw refuse('imageTooManyPixels', lang, { max: MAX_PIXELS / 1_000_000 });
      case 'notImage':
        throw refuse('imageNotAccepted', lang);
    }
  }

  /** Checks the bytes and stores them under a new key; the row names who may see the image. */
  async function put(
    file: UploadedFile,
    borrowerId: number,
    author: ImageAuthor,
    lang: Lang,
    link: { problemId: number | null; replyId: number | null },
  ): Promise<NewProblemImage> {
    const verdict = verify(file, lang);
    const key = randomBytes(24).toString('base64url');
    await storage.put(key, file.data);
    return {
      storage_key: key,
      borrower_id: borrowerId,
      problem_id: link.problemId,
      reply_id: link.replyId,
      author,
      content_type: contentTypes[verdict.format],
      bytes: file.data.length,
      width: verdict.width,
      height: verdict.height,
      created_at: nowIso(),
    };
  }

  /** The borrower's words for a cap their uploads have reached. */
  const capRefusal = (reached: UploadCapReached, lang: Lang) =>
    reached === 'quota'
      ? new AppError(codes.rateLimited, copy.later('uploadQuota'), 429)
      : refuse('tooManyImages', lang, { max: MAX_IMAGES });

  return {
    verify,

    /** An operator's image on a complaint (the desk's reply). */
    async store(
      file: UploadedFile,
      borrowerId: number,
      lang: Lang,
      link: { problemId: number; replyId: number | null },
    ): Promise<StoredImage> {
      const row = await put(file, borrowerId, 'operator', lang, link);
      return { id: await repo.insert(row), key: row.storage_key };
    },

    /** upload-problem-img: one image of a borrower's draft, within the daily quota and the nine. */
    async upload(borrowerId: number, files: UploadedFile[], lang: Lang) {
      const [file] = files;
      if (file === undefined) throw refuse('imageMissing', lang);
      const now = Date.now();
      const caps: UploadCaps = {
        daySince: toIso(new Date(now - DAY_MS)),
        perDay: config.uploadsPerDay,
        draftSince: toIso(new Date(now - DRAFT_LIFETIME_MS)),
        draftMax: MAX_IMAGES,
      };
      // Checked before the file is written, and again, in turn, as the row goes in.
      const early = await repo.capReached(borrowerId, caps);
      if (early !== null) throw capRefusal(early, lang);
      const row = await put(file, borrowerId, 'borrower', lang, { problemId: null, replyId: null });
      const id = await repo.insertDraft(row, caps);
      if (typeof id !== 'number') {
        await storage.remove(row.storage_key);
        throw capRefusal(id, lang);
      }
      await purgeAbandoned(borrowerId, new Date(now - DRAFT_LIFETIME_MS));
      return {
        url: signedImageUrl(config.imageUrlSecret, row.storage_key, borrowerId, new Date(now)),
      };
    },

    /** The borrower's own draft images named by `urls`; 400 for any that is not. */
    async draftImages(borrowerId: number, urls: string[], lang: Lang): Promise<number[]> {
      if (urls.length > MAX_IMAGES) throw refuse('tooManyImages', lang, { max: MAX_IMAGES });
      const keys = urls.map(keyOfImageUrl);
      if (new Set(keys).size !== keys.length) throw refuse('imageNotFound', lang);
      const rows = await Promise.all(
        keys.map((key) => (key === null ? undefined : repo.byKey(key))),
      );
      return rows.map((row) => {
        const mine =
          row !== undefined &&
          row.borrower_id === borrowerId &&
          row.author === 'borrower' &&
          row.problem_id === null;
        if (!mine) throw refuse('imageNotFound', lang);
        return row.id;
      });
    },

    urlOf: (image: Pick<ProblemImage, 'storage_key' | 'borrower_id'>, now = new Date()) =>
      signedImageUrl(config.imageUrlSecret, image.storage_key, image.borrower_id, now),

    /** The image behind a signed URL, with its bytes; null when the URL is not valid. */
    async read(key: string, e: string, s: string) {
      const row = await repo.byKey(key);
      if (row === undefined) return null;
      if (!verifyImageUrl(config.imageUrlSecret, key, row.borrower_id, e, s, new Date())) {
        return null;
      }
      return bytesOf(row);
    },

    /** Any image by key, for the operators' desk (its own session guards it). */
    async readForDesk(key: string) {
      const row = await repo.byKey(key);
      return row === undefined ? null : bytesOf(row);
    },
  };

  /**
   * Drafts left unfiled past their lifetime are the borrower's abandoned evidence: removed
   * when the borrower uploads again, files first, so no row ever points at nothing.
   */
  async function purgeAbandoned(borrowerId: number, before: Date) {
    const keys = await repo.staleDrafts(borrowerId, toIso(before));
    for (const key of keys) await storage.remove(key);
    await repo.removeByKeys(keys);
  }

  async function bytesOf(row: ProblemImage) {
    const data = await storage.get(row.storage_key);
    return data === null ? null : { row, data };
  }
}

export type ImageService = ReturnType<typeof imageService>;

import type { FastifyInstance } from 'fastify';
import { codes } from '@tenor/contract/envelope';
import { AppError } from '../../http/app-error.ts';
import { extensions, type ImageFormat } from '../../providers/image-check.ts';
import type { ImageService } from './image-service.ts';
import { IMAGE_PATH } from './image-url.ts';
import { copy } from './copy.ts';

const formatOf: Record<string, ImageFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Headers of an image answer: the type found in the bytes, never sniffed, never a page. */
export function imageHeaders(contentType: string, key: string, maxAgeS: number) {
  const format = formatOf[contentType] ?? 'jpeg';
  return {
    'content-type': contentType,
    'content-disposition': `inline; filename="${key}.${extensions[format]}"`,
    'x-content-type-options': 'nosniff',
    'cache-control': `private, max-age=${maxAgeS}`,
    // Even if a browser were talked into rendering it as a document, nothing would run.
    'content-security-policy': "default-src 'none'; sandbox",
  };
}

/**
 * `GET /greyer/problem-img/:key?e=&s=`: a complaint image by its signed URL (image-url.ts).
 * A wrong, expired or foreign signature is the same 404 as a missing image.
 */
export async function imageRoutes(
  app: FastifyInstance,
  opts: { images: ImageService },
): Promise<void> {
  app.get(IMAGE_PATH, async (request, reply) => {
    const { key } = request.params as { key: string };
    const query = request.query as Record<string, unknown>;
    const e = typeof query.e === 'string' ? query.e : '';
    const s = typeof query.s === 'string' ? query.s : '';
    const found = /^[\w-]{32}$/.test(key) ? await opts.images.read(key, e, s) : null;
    if (found === null) throw new AppError(codes.notFound, copy.later('notFound'), 404);
    const left = Math.max(0, Number(e) - Math.floor(Date.now() / 1000));
    return reply.headers(imageHeaders(found.row.content_type, key, left)).send(found.data);
  });
}

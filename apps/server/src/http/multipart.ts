/**
 * Multipart payloads for contract endpoints with `encoding: 'multipart'` (route.ts): text
 * fields become the payload the contract's schema checks; files are read into memory up
 * to the endpoint's limits (uploads are small images) and handed to the handler. Content
 * checks (what the bytes really are) belong to the storage provider, not here.
 */
import type { FastifyRequest } from 'fastify';
import { codes } from '@tenor/contract/envelope';
import { AppError } from './app-error.ts';
import { controlRefusal, fieldWithControl } from './control-characters.ts';
import type { Lang } from '../i18n.ts';
import { requestLang } from './language.ts';
import { t } from '../i18n.ts';

export interface UploadedFile {
  field: string;
  /** As the client named it: never trusted for storage (server names files). */
  filename: string;
  /** As the client declared it: never trusted either. */
  mimetype: string;
  data: Buffer;
}

export interface UploadLimits {
  /** Largest file in bytes. */
  fileBytes: number;
  /** Files per request. */
  files: number;
  /** Field names files may come in; others are refused. */
  fields: readonly string[];
}

export const defaultUploadLimits: UploadLimits = {
  fileBytes: 5 * 1024 * 1024,
  files: 1,
  fields: [],
};

/**
 * Reads a multipart request: its text fields (payload) and files, within `limits`. A field
 * holding a control character is refused (control-characters.ts), in `lang`.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: UploadLimits,
  lang: Lang = requestLang(request),
): Promise<{ payload: Record<string, string>; files: UploadedFile[] }> {
  if (!request.isMultipart())
    throw new AppError(codes.invalid, t.later('unsupportedMediaType'), 415);
  const payload: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const parts = request.parts({
    limits: { fileSize: limits.fileBytes, files: limits.files, fields: 20, fieldSize: 4096 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        payload[part.fieldname] = String(part.value);
        continue;
      }
      if (!limits.fields.includes(part.fieldname)) {
        throw new AppError(codes.invalid, t.later('invalidRequest'), 400);
      }
      const data = await part.toBuffer();
      files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
    }
  } catch (err) {
    throw malformedPartsAsClientError(err);
  }
  const control = fieldWithControl(payload);
  if (control !== undefined) throw controlRefusal(control, lang);
  return { payload, files };
}

/**
 * The parser's own complaint about a body that is not multipart at all ("Unexpected end of
 * multipart data") carries no status: it is the client's mistake, not a 500 (found by the
 * fuzz test). Limits and our refusals keep theirs.
 */
function malformedPartsAsClientError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  if (typeof (err as { statusCode?: unknown }).statusCode === 'number') return err;
  return new AppError(codes.invalid, t.later('invalidRequest'), 400);
}

import { COLLECTION_TYPE, COMPLAINT_IMAGES_MAX, COMPLAINT_TEXT_MAX } from '@tenor/contract/rules';

/** The complaint's limits (docs/screens.md "Complaint form"), as the server checks them. */
export const MAX_DESCRIPTION = COMPLAINT_TEXT_MAX;
export const MAX_IMAGES = COMPLAINT_IMAGES_MAX;
/** The answer the borrower is promised, in working days. */
export const REPLY_WEEKDAYS = 3;
/** How long 'Successfully Sent' stays before the way back to complaint home. */
export const SENT_MODAL_MS = 1500;
/** Largest photo accepted before uploading (the server checks again, by content). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * Typing beyond the limit is not accepted: the text is cut at 200. Counted in UTF-16 units,
 * as the textarea's `maxLength` and the server's check count, never splitting an emoji.
 */
export function clampDescription(text: string): string {
  if (text.length <= MAX_DESCRIPTION) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(MAX_DESCRIPTION - 1))
    ? MAX_DESCRIPTION - 1
    : MAX_DESCRIPTION;
  return text.slice(0, end);
}

/** The counter under the box: `n/200`. */
export const descriptionCount = (text: string): string => `${text.length}/${MAX_DESCRIPTION}`;

export type ComplaintProblem = 'noType' | 'noText' | 'uploading';

/** Why the complaint cannot be sent yet, in the order the borrower should fix it; none: it can. */
export function complaintProblem(draft: {
  problemType?: string | undefined;
  text: string;
  uploading: boolean;
}): ComplaintProblem | undefined {
  if (!draft.problemType) return 'noType';
  if (draft.text.trim() === '') return 'noText';
  if (draft.uploading) return 'uploading';
  return undefined;
}

export type ImageRefusal = 'notImage' | 'tooLarge' | 'full';

/** A picked file that is not worth uploading: not an image, too large, or the 10th. */
export function imageRefusal(
  file: { type: string; size: number },
  count: number,
): ImageRefusal | undefined {
  if (count >= MAX_IMAGES) return 'full';
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  return undefined;
}

/** Whether choosing `type` for `order` is allowed: collection needs a collectable order. */
export const typeAllowed = (type: string, order: { isShow: 0 | 1 } | undefined): boolean =>
  type !== COLLECTION_TYPE || order?.isShow === 1;

import { MAX_IMAGES, clampDescription } from './complaint-rules.ts';

/**
 * What the borrower has written and uploaded so far. Kept in sessionStorage (this app
 * session only, like the launch parameters): it survives a reload and going back, and is
 * never seen by the next borrower who opens the app on a shared phone. No token in it.
 */
export interface ComplaintDraft {
  problemType?: string;
  problemSonType?: string;
  orderNo?: string;
  text: string;
  /** URLs the server gave for uploaded images, in order. */
  images: string[];
  /** The chatbot conversation the complaint follows, when it came from there. */
  chat?: string;
}

export const DRAFT_KEY = 'tenor.care.complaintDraft';

export const emptyDraft: ComplaintDraft = { text: '', images: [] };

const optionalString = (v: unknown): string | undefined =>
  typeof v === 'string' && v !== '' ? v : undefined;

/** A stored value as a draft, or undefined when it is not one (an old or foreign value). */
export function parseDraft(value: unknown): ComplaintDraft | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const raw = value as Record<string, unknown>;
  if (typeof raw.text !== 'string' || !Array.isArray(raw.images)) return undefined;
  const images = raw.images.filter((u): u is string => typeof u === 'string').slice(0, MAX_IMAGES);
  const draft: ComplaintDraft = { text: clampDescription(raw.text), images };
  const fields = ['problemType', 'problemSonType', 'orderNo', 'chat'] as const;
  for (const key of fields) {
    const v = optionalString(raw[key]);
    if (v !== undefined) draft[key] = v;
  }
  return draft;
}

/**
 * The draft the form opens with: the stored one, with the type and order of the address
 * when it names them (the borrower just chose them on complaint home), or only the order
 * (the chatbot's loan). Text and images
 * stay: it is the same complaint being written.
 */
export function openDraft(
  stored: ComplaintDraft | undefined,
  params: { problemType?: string; problemSonType?: string; orderNo?: string },
): ComplaintDraft {
  const draft = { ...(stored ?? emptyDraft) };
  if (params.problemType) {
    draft.problemType = params.problemType;
    draft.problemSonType = params.problemSonType;
    draft.orderNo = params.orderNo;
  } else if (params.orderNo) {
    // From the chatbot: the loan the chat was about (the borrower chooses the type here).
    draft.orderNo = params.orderNo;
  }
  return draft;
}

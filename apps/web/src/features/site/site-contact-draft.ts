import { readDraft, writeDraft } from '../../shared/draft.ts';

/**
 * What a visitor has typed into the contact form, kept in sessionStorage so a reload keeps
 * it (shared/draft.ts). `submissionId` names this draft on the server: sending it twice
 * stores one message; a new one is made once the message is sent.
 */
export interface ContactDraft {
  name: string;
  email: string;
  message: string;
  submissionId: string;
}

export const CONTACT_DRAFT_KEY = 'tenor.site.contactDraft';

/** The draft as the server renders the form: empty, without an id yet. */
export const blankContactDraft: ContactDraft = {
  name: '',
  email: '',
  message: '',
  submissionId: '',
};

const SUBMISSION_ID = /^[\w-]{8,64}$/;

/** A fresh submission id (random, never derived from what was typed). */
export function newSubmissionId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const emptyContactDraft = (): ContactDraft => ({
  name: '',
  email: '',
  message: '',
  submissionId: newSubmissionId(),
});

/** A stored value as a draft, or undefined when it is not one. */
export function parseContactDraft(value: unknown): ContactDraft | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const raw = value as Record<string, unknown>;
  const { name, email, message, submissionId } = raw;
  if (typeof name !== 'string' || typeof email !== 'string' || typeof message !== 'string') {
    return undefined;
  }
  if (typeof submissionId !== 'string' || !SUBMISSION_ID.test(submissionId)) return undefined;
  return { name, email, message, submissionId };
}

export type ContactProblem = 'incomplete' | 'badEmail';

/** Why the draft cannot be sent yet (every field required), or null. */
export function contactProblem(draft: ContactDraft, emailPattern: RegExp): ContactProblem | null {
  if (!draft.name.trim() || !draft.email.trim() || !draft.message.trim()) return 'incomplete';
  return emailPattern.test(draft.email.trim()) ? null : 'badEmail';
}

/*
 * The form's draft as an external store (useSyncExternalStore): the server and the first,
 * hydrating render see the blank form; the browser then shows what was stored, with no
 * mismatch and no effect copying storage into state.
 */
let current: ContactDraft | undefined;
const listeners = new Set<() => void>();

export const contactDraftStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot(): ContactDraft {
    current ??= readDraft(CONTACT_DRAFT_KEY, parseContactDraft) ?? emptyContactDraft();
    return current;
  },
  serverSnapshot: (): ContactDraft => blankContactDraft,
  /** Keeps the draft (for a reload); `undefined` starts a new one. */
  set(next: ContactDraft | undefined) {
    current = next ?? emptyContactDraft();
    writeDraft(CONTACT_DRAFT_KEY, next);
    listeners.forEach((listener) => listener());
  },
};

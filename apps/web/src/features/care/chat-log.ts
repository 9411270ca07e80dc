/**
 * The chatbot's conversation as data (docs/screens.md "Chatbot"): what the borrower and
 * the bot said, in order. Questions and answers are shown from the FAQ tree by id, so a
 * message holds only what is needed to find them again.
 */
export type ChatMessage =
  | { id: number; kind: 'greeting' }
  | { id: number; kind: 'user'; text: string }
  /** The questions of a category (or the follow-ups of a node) of the FAQ tree. */
  | { id: number; kind: 'questions'; pid: number; topic: string }
  /**
   * The answer to a tapped question, with Solved / Not solved until one is chosen; an answer
   * whose action is the complaint form (4) also offers the contact button.
   */
  | { id: number; kind: 'answer'; qaId: number; contact: boolean; verdict?: 'solved' | 'unsolved' }
  /**
   * A reply to typed text: an FAQ answer (`text`), or none found (`text` undefined: the page's
   * own words); `contact` offers the complaint form.
   */
  | { id: number; kind: 'reply'; text: string | undefined; contact: boolean }
  /** After 'Not solved': our own words with the contact button. */
  | { id: number; kind: 'unsolved'; qaId: number }
  | { id: number; kind: 'solved' };

type WithoutId<M> = M extends unknown ? Omit<M, 'id'> : never;
/** A message before it is numbered. */
export type NewMessage = WithoutId<ChatMessage>;

/** The complaint form's action type of an FAQ node (docs/screens.md "Chatbot"). */
export const JUMP_TO_COMPLAINT = 4;
/** qa-record types (docs/screens.md "Chatbot"). */
export const qaRecordType = { jump: 1, verdict: 2, score: 3, text: 4 } as const;
/** Stars from which the app is asked for a store rating (docs/screens.md "Chatbot"). */
export const STORE_RATING_FROM = 4;

/** Appends a message, numbering it. */
export function appendMessage(log: readonly ChatMessage[], message: NewMessage): ChatMessage[] {
  const id = (log.at(-1)?.id ?? 0) + 1;
  return [...log, { ...message, id } as ChatMessage];
}

/** Marks the answer to `qaId` solved or not (its buttons then give way to the choice). */
export function judgeAnswer(
  log: readonly ChatMessage[],
  messageId: number,
  verdict: 'solved' | 'unsolved',
): ChatMessage[] {
  return log.map((m) => (m.id === messageId && m.kind === 'answer' ? { ...m, verdict } : m));
}

/** Typed text worth sending: not empty once trimmed, at most 500 characters (the server's limit). */
export function typedQuestion(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed.slice(0, 500);
}

/** What a score leads to besides recording it: a store rating from 4 stars, else only the result. */
export const asksStoreRating = (score: number): boolean => score >= STORE_RATING_FROM;

/** What a chat message can do: open a topic, ask a question, judge an answer, contact support. */
export type ChatActions = {
  openTopic: (id: number, title: string) => void;
  ask: (id: number, title: string, actionType: number) => void;
  judge: (messageId: number, qaId: number, solved: boolean) => void;
  contact: (qaId?: number) => void;
};

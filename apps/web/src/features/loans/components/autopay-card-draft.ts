import type { DirectDebitRequest } from '@tenor/contract/endpoints/autopay';
import { useDraft } from '../../../shared/draft.ts';
import { useHydrated } from '../../../shared/use-hydrated.ts';

/** What the borrower typed of their BRI card (kept as a draft: it survives a reload). */
export interface CardDraft {
  lastFour: string;
  expiry: string;
  phone: string;
  email: string;
}

/** A draft as stored: four strings, else none (an old or foreign value is dropped). */
const parseCardDraft = (value: unknown): CardDraft | undefined => {
  const v = value as Partial<Record<keyof CardDraft, unknown>> | null;
  return typeof v?.lastFour === 'string' &&
    typeof v.expiry === 'string' &&
    typeof v.phone === 'string' &&
    typeof v.email === 'string'
    ? { lastFour: v.lastFour, expiry: v.expiry, phone: v.phone, email: v.email }
    : undefined;
};

/**
 * The card as typed survives a reload (and brings the borrower back to it), once the page has
 * started (use-hydrated.ts: the server rendered without it).
 */
export function useCardDraft(orderId: number) {
  const [kept, setDraft] = useDraft(`tenor.autopay.card.${orderId}`, parseCardDraft);
  const stored = useHydrated() ? kept : undefined;
  return [stored, setDraft] as const;
}

/** The request a card's draft makes: sent when its form is complete, and again for a new code. */
export const cardRequest = (draft: CardDraft): DirectDebitRequest => ({
  channel: 'DC_BRI',
  cardLastFour: draft.lastFour,
  cardExpiry: draft.expiry,
  phone: draft.phone,
  email: draft.email.trim(),
});

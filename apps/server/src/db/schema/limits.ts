/** Counted events and windows of the limits every instance shares. */
import type { Generated } from 'kysely';

/** Hits per key and window, summed over every instance (http/shared-windows.ts). */
export interface RateWindowsTable {
  key: string;
  /** The window's number: epoch milliseconds divided by its length. */
  window_start: number;
  hits: number;
  expires_ms: number;
}

/** One counted event of the event limiter (providers/event-limiter.ts). */
export interface RateEventsTable {
  id: Generated<number>;
  scope: string;
  subject: string;
  created_at: string;
}

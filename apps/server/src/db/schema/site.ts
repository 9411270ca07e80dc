/** The official site's contact messages. */
import type { Generated } from 'kysely';
import type { Region } from './loans.ts';

/** A message sent with the official site's contact form (modules/site). */
export interface ContactMessagesTable {
  id: Generated<number>;
  /** Made once per draft by the page: a repeated send is stored once. */
  submission_id: string;
  name: string;
  email: string;
  message: string;
  /** The market whose site it was sent from. */
  region: Region;
  /** The sender's address, as the rate limit saw it. */
  client: string;
  created_at: string;
}

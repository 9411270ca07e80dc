import type { Kysely, Migration } from 'kysely';

/**
 * Each lender's own website, which the app must link to (RBI Digital Lending Directions 2025
 * para 8(iv), decision 066): the page listing its digital lending products, apps and service
 * providers, its customer care and grievance page (with the RBI's CMS and Sachet links), and
 * its privacy policy. '' until an operator writes them; the start check requires them in India.
 */
export function lenderWebsites(): Migration {
  const columns = ['website_url', 'care_url', 'privacy_url'] as const;
  return {
    async up(db: Kysely<unknown>) {
      for (const column of columns) {
        await db.schema
          .alterTable('lenders')
          .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
          .execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const column of columns) {
        await db.schema.alterTable('lenders').dropColumn(column).execute();
      }
    },
  };
}

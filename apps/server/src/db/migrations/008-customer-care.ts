import type { Expression, Kysely, Migration, SqlBool } from 'kysely';
import { sqlIn, type ColumnTypes } from './column-types.ts';

const check = (column: string, values: readonly string[]) =>
  sqlIn(column, values) as Expression<SqlBool>;

/** Wrong desk passwords by client address (dropped by migration 011, recreated by its down). */
export async function createSignInFailures(db: Kysely<unknown>, { id, timestamp }: ColumnTypes) {
  await id(db.schema.createTable('ops_sign_in_failures'))
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ops_sign_in_failures_client')
    .on('ops_sign_in_failures')
    .columns(['client', 'created_at'])
    .execute();
  await db.schema
    .createIndex('ops_sign_in_failures_time')
    .on('ops_sign_in_failures')
    .column('created_at')
    .execute();
}

/**
 * Customer care: complaint types per region, complaints (`problems`) with their images and
 * the operators' replies, the chatbot's tree and what borrowers did in it, and the
 * operators' desk sessions and sign-in attempts. Indexes serve the lookups of
 * modules/care (test/query-plans.test.ts).
 */
export function customerCare({ id, timestamp }: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await id(db.schema.createTable('complaint_types'))
        .addColumn('region', 'text', (c) => c.notNull())
        /** Empty for a type; the parent type's value for a son type. */
        .addColumn('parent_value', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addUniqueConstraint('complaint_types_value', ['region', 'parent_value', 'value'])
        .execute();

      await id(db.schema.createTable('problems'))
        .addColumn('borrower_id', 'integer', (c) =>
          c.notNull().references('borrowers.id').onDelete('cascade'),
        )
        .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
        .addColumn('type_value', 'text', (c) => c.notNull())
        .addColumn('son_type_value', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('score', 'integer')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('answered_at', timestamp)
        .addColumn('closed_at', timestamp)
        .addColumn('scored_at', timestamp)
        .addCheckConstraint('problems_status', check('status', ['pending', 'answered', 'closed']))
        .execute();
      await db.schema
        .createIndex('problems_borrower')
        .on('problems')
        .columns(['borrower_id', 'created_at'])
        .execute();
      await db.schema.createIndex('problems_scored').on('problems').column('scored_at').execute();
      await db.schema
        .createIndex('problems_status')
        .on('problems')
        .columns(['status', 'created_at'])
        .execute();

      await id(db.schema.createTable('problem_replies'))
        .addColumn('problem_id', 'integer', (c) =>
          c.notNull().references('problems.id').onDelete('cascade'),
        )
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('problem_replies_problem')
        .on('problem_replies')
        .column('problem_id')
        .execute();

      await id(db.schema.createTable('problem_images'))
        /** Server-generated, unguessable: the file's name in storage. */
        .addColumn('storage_key', 'text', (c) => c.notNull().unique())
        /** The borrower who may see it (for an operator's image, the complaint's borrower). */
        .addColumn('borrower_id', 'integer', (c) =>
          c.notNull().references('borrowers.id').onDelete('cascade'),
        )
        .addColumn('problem_id', 'integer', (c) => c.references('problems.id').onDelete('cascade'))
        .addColumn('reply_id', 'integer', (c) =>
          c.references('problem_replies.id').onDelete('cascade'),
        )
        .addColumn('author', 'text', (c) => c.notNull())
        /** From the bytes, never from the client. */
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addCheckConstraint('problem_images_author', check('author', ['borrower', 'operator']))
        .execute();
      await db.schema
        .createIndex('problem_images_borrower')
        .on('problem_images')
        .columns(['borrower_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('problem_images_problem')
        .on('problem_images')
        .column('problem_id')
        .execute();

      await id(db.schema.createTable('qa_nodes'))
        /** Stable slug for the seed's idempotent upsert. */
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('region', 'text', (c) => c.notNull())
        /** Null for a category; the category (or question) it belongs to otherwise. */
        .addColumn('parent_id', 'integer', (c) => c.references('qa_nodes.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        /** A short form of the title some pages show (`titleAlias`). */
        .addColumn('title_alias', 'text', (c) => c.notNull().defaultTo(''))
        /** Other words borrowers use for it, matched against free text (not shown). */
        .addColumn('keywords', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('answer', 'text', (c) => c.notNull().defaultTo(''))
        /** 4 jumps to the complaint form; 0 otherwise. */
        .addColumn('action_type', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('qa_nodes_children')
        .on('qa_nodes')
        .columns(['region', 'parent_id', 'sort_order'])
        .execute();

      await id(db.schema.createTable('qa_records'))
        .addColumn('borrower_id', 'integer', (c) =>
          c.notNull().references('borrowers.id').onDelete('cascade'),
        )
        .addColumn('order_no', 'text')
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('qa_id', 'integer', (c) => c.references('qa_nodes.id').onDelete('set null'))
        /** Free text (type 4): the FAQ entry it matched, null when none did. */
        .addColumn('matched_id', 'integer', (c) => c.references('qa_nodes.id').onDelete('set null'))
        /** Set when the conversation was attached to a complaint. */
        .addColumn('problem_id', 'integer', (c) => c.references('problems.id').onDelete('set null'))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('qa_records_borrower')
        .on('qa_records')
        .columns(['borrower_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('qa_records_type')
        .on('qa_records')
        .columns(['type', 'created_at'])
        .execute();
      await db.schema
        .createIndex('qa_records_problem')
        .on('qa_records')
        .column('problem_id')
        .execute();

      await db.schema
        .createTable('ops_sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('expires_at', timestamp, (c) => c.notNull())
        .execute();
      await createSignInFailures(db, { id, timestamp });
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'ops_sign_in_failures',
        'ops_sessions',
        'qa_records',
        'qa_nodes',
        'problem_images',
        'problem_replies',
        'problems',
        'complaint_types',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}

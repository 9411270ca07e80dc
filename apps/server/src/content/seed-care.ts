import type { Db } from '../db/database.ts';
import type { Region } from '../db/schema.ts';
import { careFaq } from './care-faq.ts';
import { careTypes } from './care-types.ts';

const regions: Region[] = ['IN', 'ID'];

/**
 * Complaint types and the chatbot's tree of each market, written when a market has none:
 * care needs them in every deployment, and once written they are the operators' to edit
 * (a restart never brings back what they changed). Codes and unique keys make two instances
 * starting at once harmless.
 */
export async function seedCareCatalogue(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const region of regions) {
      const hasTypes = await trx
        .selectFrom('complaint_types')
        .select('id')
        .where('region', '=', region)
        .executeTakeFirst();
      if (hasTypes === undefined) {
        const rows = careTypes[region].flatMap((type, i) => [
          { region, parent_value: '', value: type.value, title: type.title, sort_order: i + 1 },
          ...(type.sons ?? []).map((son, j) => ({
            region,
            parent_value: type.value,
            value: son.value,
            title: son.title,
            sort_order: j + 1,
          })),
        ]);
        await trx
          .insertInto('complaint_types')
          .values(rows)
          .onConflict((oc) => oc.doNothing())
          .execute();
      }

      const hasFaq = await trx
        .selectFrom('qa_nodes')
        .select('id')
        .where('region', '=', region)
        .executeTakeFirst();
      if (hasFaq !== undefined) continue;
      for (const [i, category] of careFaq[region].entries()) {
        const inserted = await trx
          .insertInto('qa_nodes')
          .values({
            code: category.code,
            region,
            parent_id: null,
            title: category.title,
            title_alias: '',
            keywords: '',
            answer: '',
            action_type: 0,
            icon: category.icon,
            sort_order: i + 1,
          })
          .onConflict((oc) => oc.column('code').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted === undefined) continue;
        await trx
          .insertInto('qa_nodes')
          .values(
            category.questions.map((q, j) => ({
              code: q.code,
              region,
              parent_id: inserted.id,
              title: q.title,
              title_alias: '',
              keywords: q.keywords,
              icon: '',
              answer: q.answer,
              action_type: q.action ?? 0,
              sort_order: j + 1,
            })),
          )
          .onConflict((oc) => oc.column('code').doNothing())
          .execute();
      }
    }
  });
}

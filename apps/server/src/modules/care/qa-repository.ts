import type { Db } from '../../db/database.ts';
import type { Selectable } from 'kysely';
import type { QaNode, QaRecordsTable, Region } from '../../db/schema.ts';
import { rowBy } from '../../db/row-by.ts';

/** A chatbot step to record; its complaint (`problem_id`) is linked only when one is filed. */
export type NewQaRecord = Omit<Selectable<QaRecordsTable>, 'id' | 'problem_id'>;

/** The chatbot's tree and what borrowers did in it. */
export interface QaRepository {
  /** Categories (parent null) or the children of a node, in order. */
  children(region: Region, parentId: number | null): Promise<QaNode[]>;
  node(region: Region, id: number): Promise<QaNode | undefined>;
  /** Every question of the market (nodes with a parent), for free-text matching. */
  questions(region: Region): Promise<QaNode[]>;
  addRecord(record: NewQaRecord): Promise<void>;
}

export function qaRepository(db: Db): QaRepository {
  return {
    children(region, parentId) {
      const query = db.selectFrom('qa_nodes').selectAll().where('region', '=', region);
      return (
        parentId === null
          ? query.where('parent_id', 'is', null)
          : query.where('parent_id', '=', parentId)
      )
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },
    node: (region, id) => rowBy(db, 'qa_nodes', { id, region }),
    questions: (region) =>
      db
        .selectFrom('qa_nodes')
        .selectAll()
        .where('region', '=', region)
        .where('parent_id', 'is not', null)
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),
    async addRecord(record) {
      await db.insertInto('qa_records').values(record).execute();
    },
  };
}

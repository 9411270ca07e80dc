import type { Region } from '@tenor/contract/launch';
import type { GrievanceOfficer } from '../../config/market.ts';
import type { Db } from '../../db/database.ts';
import { costCapProblems } from './cost-cap.ts';
import { lenderProblems } from './lender-rules.ts';

/**
 * The platform's own nodal grievance officer for India (RBI Digital Lending Directions 2025
 * para 11; decision 066): a catalogue with an Indian product needs all three settings.
 */
export function platformOfficerProblems(
  regions: ReadonlySet<Region>,
  officers: Record<Region, GrievanceOfficer>,
): string[] {
  if (!regions.has('IN')) return [];
  const officer = officers.IN;
  const settings = [
    ['GRIEVANCE_OFFICER_NAME_IN', officer.name],
    ['GRIEVANCE_OFFICER_EMAIL_IN', officer.email],
    ['GRIEVANCE_OFFICER_PHONE_IN', officer.phone],
  ] as const;
  return settings
    .filter(([, value]) => value.trim() === '')
    .map(
      ([name]) =>
        `${name}: is required to offer loans in India: the platform's own nodal grievance officer (Digital Lending Directions 2025 para 11)`,
    );
}

/**
 * Every product's lender, checked at start (app.ts, decision 055): the problems to refuse the
 * start with, empty when each product names a complete lender that keeps decision 054's rules,
 * every Indonesian product is within OJK's cost caps in force on `now` (cost-cap.ts), and, given
 * the platform's officers, India's is named when Indian products are offered (decision 066).
 */
export async function lenderCheck(
  db: Db,
  officers?: Record<Region, GrievanceOfficer>,
  now: Date = new Date(),
): Promise<string[]> {
  const [products, lenders] = await Promise.all([
    db
      .selectFrom('products')
      .select([
        'code',
        'region',
        'term_unit',
        'period_choices',
        'lender_id',
        'amount_min',
        'amount_max',
        'amount_step',
        'daily_rate_bps',
        'fee_bps',
        'late_fee_bps',
      ])
      .orderBy('id')
      .execute(),
    db.selectFrom('lenders').selectAll().execute(),
  ]);
  return [
    ...lenderProblems(products, new Map(lenders.map((l) => [l.id, l]))),
    ...costCapProblems(products, now),
    ...(officers === undefined
      ? []
      : platformOfficerProblems(new Set(products.map((p) => p.region)), officers)),
  ];
}

import type { Region } from '@tenor/contract/launch';
import type { GrievanceOfficer, MarketConfig } from '../../config/market.ts';
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

/** Who the platform is in a market, as the pages show it (config/market.ts). */
export type PlatformIdentity = Pick<MarketConfig, 'company' | 'support' | 'grievanceOfficer'>;

/**
 * A market with products names who lends there and how borrowers reach it: the company's name,
 * address and registration numbers (the site's licence line), customer service's phone and
 * e-mail, and Indonesia's complaints officer. Outside demo mode none has a default, so a start
 * never shows an invented licence or contact (decision 095); India's officer: above.
 */
export function platformIdentityProblems(
  regions: ReadonlySet<Region>,
  market: PlatformIdentity,
): string[] {
  const problems: string[] = [];
  for (const region of [...regions].sort()) {
    const { company, support } = market;
    const settings: [string, string | string[]][] = [
      [`COMPANY_NAME_${region}`, company[region].name],
      [`COMPANY_ADDRESS_${region}`, company[region].address],
      [`COMPANY_REGISTRATION_${region}`, company[region].registration],
      [`SUPPORT_PHONE_${region}`, support[region].phone],
      [`SUPPORT_EMAIL_${region}`, support[region].email],
    ];
    if (region === 'ID') {
      const officer = market.grievanceOfficer.ID;
      settings.push(
        ['GRIEVANCE_OFFICER_NAME_ID', officer.name],
        ['GRIEVANCE_OFFICER_EMAIL_ID', officer.email],
        ['GRIEVANCE_OFFICER_PHONE_ID', officer.phone],
      );
    }
    for (const [name, value] of settings) {
      const empty = Array.isArray(value) ? value.length === 0 : value.trim() === '';
      if (empty) {
        problems.push(
          `${name}: is required to offer loans in ${region === 'IN' ? 'India' : 'Indonesia'}: the lender's own, shown to borrowers (no default outside demo mode)`,
        );
      }
    }
  }
  return problems;
}

/**
 * Every product's lender, checked at start (app.ts, decision 055): the problems to refuse the
 * start with, empty when each product names a complete lender that keeps decision 054's rules,
 * every Indonesian product is within OJK's cost caps in force on `now` (cost-cap.ts), and, given
 * the platform's identity, each market with products names it (decisions 066 and 095).
 */
export async function lenderCheck(
  db: Db,
  market?: PlatformIdentity,
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
    ...(market === undefined
      ? []
      : [
          ...platformOfficerProblems(regionsOf(products), market.grievanceOfficer),
          ...platformIdentityProblems(regionsOf(products), market),
        ]),
  ];
}

const regionsOf = (products: { region: Region }[]) => new Set(products.map((p) => p.region));

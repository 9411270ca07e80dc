import type { Region } from '@tenor/contract/launch';
import type { GrievanceOfficer, MarketConfig } from '../../config/market.ts';
import type { Db } from '../../db/database.ts';
import { costCapProblems } from './cost-cap.ts';
import { lenderProblems } from './lender-rules.ts';

/** Who the platform is in a market, as the pages show it (config/market.ts). */
export type PlatformIdentity = Pick<MarketConfig, 'company' | 'support' | 'grievanceOfficer'>;

type Setting = readonly [name: string, value: string | readonly string[], why: string];

const SHOWN = "the lender's own, shown to borrowers (no default outside demo mode)";
const NODAL =
  "the platform's own nodal grievance officer (Digital Lending Directions 2025 para 11)";

const officerSettings = (region: Region, officer: GrievanceOfficer, why: string): Setting[] => [
  [`GRIEVANCE_OFFICER_NAME_${region}`, officer.name, why],
  [`GRIEVANCE_OFFICER_EMAIL_${region}`, officer.email, why],
  [`GRIEVANCE_OFFICER_PHONE_${region}`, officer.phone, why],
];

/**
 * The settings a market with products needs, none with a default outside demo mode so a start
 * never shows an invented licence or contact (decision 095): the company's name, address and
 * registration numbers (the site's licence line), customer service's phone and e-mail, and the
 * platform's own grievance officer (India: RBI Digital Lending Directions 2025 para 11, decision
 * 066; Indonesia: the complaints officer the site names).
 */
function requiredSettings(region: Region, market: PlatformIdentity): Setting[] {
  const company = market.company[region];
  const support = market.support[region];
  return [
    [`COMPANY_NAME_${region}`, company.name, SHOWN],
    [`COMPANY_ADDRESS_${region}`, company.address, SHOWN],
    [`COMPANY_REGISTRATION_${region}`, company.registration, SHOWN],
    [`SUPPORT_PHONE_${region}`, support.phone, SHOWN],
    [`SUPPORT_EMAIL_${region}`, support.email, SHOWN],
    ...officerSettings(region, market.grievanceOfficer[region], region === 'IN' ? NODAL : SHOWN),
  ];
}

/** Each required setting left empty in a market with products, named with why it is needed. */
export function platformIdentityProblems(
  regions: ReadonlySet<Region>,
  market: PlatformIdentity,
): string[] {
  return [...regions].sort().flatMap((region) =>
    requiredSettings(region, market)
      .filter(([, value]) => (typeof value === 'string' ? value.trim() : value).length === 0)
      .map(
        ([name, , why]) =>
          `${name}: is required to offer loans in ${region === 'IN' ? 'India' : 'Indonesia'}: ${why}`,
      ),
  );
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
    ...(market === undefined ? [] : platformIdentityProblems(regionsOf(products), market)),
  ];
}

const regionsOf = (products: { region: Region }[]) => new Set(products.map((p) => p.region));

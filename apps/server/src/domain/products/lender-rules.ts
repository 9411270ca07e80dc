/**
 * What a lender must carry before its products may be offered, and the rules decision 054 sets
 * on its figures (decision 055). Pure: the start-up check (lender-check.ts) feeds it the rows.
 * Each problem names the product or lender and the column to fix.
 */
import type { LenderInfo } from '@tenor/contract/lender';
import type { Lender, Product } from '../../db/schema.ts';
import { parsePeriods } from './product-terms.ts';

type ProductLink = Pick<Product, 'code' | 'region' | 'term_unit' | 'period_choices' | 'lender_id'>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HTTPS = /^https:\/\/\S+$/;

/**
 * The lender's own website pages the app links to (decision 066; Directions 2025 para 8(iv)):
 * required in India, https wherever given.
 */
export const WEBSITE_COLUMNS = ['website_url', 'care_url', 'privacy_url'] as const;
const WEBSITE_PAGES: Record<(typeof WEBSITE_COLUMNS)[number], string> = {
  website_url: 'page of its digital lending products, apps and lending service providers',
  care_url: 'customer care and grievance page, with the RBI CMS and Sachet links',
  privacy_url: 'privacy policy',
};

/** The recovery agents' names, or undefined when the column is not a JSON list of names. */
export function recoveryAgentsOf(json: string): string[] | undefined {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return undefined;
    const names = value.filter((x): x is string => typeof x === 'string' && x.trim() !== '');
    return names.length === value.length ? names : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The shortest loan a product offers, in days (a month counts as its shortest, 28 days), or
 * undefined when it offers none.
 */
function shortestTenorDays(product: ProductLink): number | undefined {
  const periods = parsePeriods(product.period_choices);
  if (periods.length === 0) return undefined;
  return Math.min(...periods) * (product.term_unit === 'month' ? 28 : 1);
}

/**
 * The fewest working days a Key Fact Statement must stay valid: India 3 for a loan of 7 days or
 * more, 1 below (KFS circular of 15 Apr 2024, decision 054 table row 1); Indonesia sets none,
 * and Tenor asks for 1 (a RIPLAY's figures hold at least the day they are shown).
 */
export function minKfsValidityDays(region: Lender['region'], tenorDays: number): number {
  return region === 'IN' && tenorDays >= 7 ? 3 : 1;
}

/** Everything wrong with one lender row, each as "lender <code>: <column>: <what>". */
export function lenderRowProblems(lender: Lender): string[] {
  const problems: string[] = [];
  const say = (column: string, what: string) =>
    problems.push(`lender ${lender.code}: ${column}: ${what}`);
  const required: (keyof Lender)[] = [
    'legal_name',
    'registration',
    'grievance_name',
    'grievance_phone',
    'grievance_email',
  ];
  for (const column of required) {
    if (String(lender[column]).trim() === '') say(column, 'is required');
  }
  if (lender.grievance_email.trim() !== '' && !EMAIL.test(lender.grievance_email)) {
    say('grievance_email', 'is not an e-mail address');
  }
  if (recoveryAgentsOf(lender.recovery_agents) === undefined) {
    say('recovery_agents', 'must be a JSON list of names, [] when none is engaged');
  }
  if (!Number.isInteger(lender.cooling_off_days) || lender.cooling_off_days < 0) {
    say('cooling_off_days', 'must be a whole number of days');
  }
  if (lender.region === 'IN') {
    if (!HTTPS.test(lender.directory_url)) {
      say(
        'directory_url',
        "is required in India: the https link to the lender's app in the RBI's directory of digital lending apps (Directions 2025 para 17)",
      );
    }
    if (lender.cooling_off_days < 1) {
      say(
        'cooling_off_days',
        `${lender.cooling_off_days} is below the RBI's minimum of 1 day (Digital Lending Directions 2025 para 10(i))`,
      );
    }
  }
  for (const column of WEBSITE_COLUMNS) {
    const url = lender[column].trim();
    if (url === '' ? lender.region === 'IN' : !HTTPS.test(url)) {
      say(
        column,
        lender.region === 'IN'
          ? `is required in India: an https link to the lender's ${WEBSITE_PAGES[column]} (Digital Lending Directions 2025 para 8(iv))`
          : `must be an https link to the lender's ${WEBSITE_PAGES[column]}`,
      );
    }
  }
  if (!Number.isInteger(lender.kfs_validity_days) || lender.kfs_validity_days < 1) {
    say('kfs_validity_days', 'must be a whole number of working days, at least 1');
  }
  return problems;
}

/**
 * Every product's lender problems: a product without a lender or with another market's, each
 * lender's own row (once), and a Key Fact Statement validity shorter than the product's
 * shortest loan needs.
 */
export function lenderProblems(
  products: readonly ProductLink[],
  lenders: ReadonlyMap<number, Lender>,
): string[] {
  const problems: string[] = [];
  const checked = new Set<number>();
  const short = new Set<number>();
  for (const product of products) {
    const lender = product.lender_id === null ? undefined : lenders.get(product.lender_id);
    if (lender === undefined) {
      problems.push(
        `product ${product.code}: lender_id: names no lender; every product needs the lender that lends it (decision 055)`,
      );
      continue;
    }
    if (lender.region !== product.region) {
      problems.push(
        `product ${product.code}: lender_id: lender ${lender.code} lends in ${lender.region}, the product is offered in ${product.region}`,
      );
    }
    if (!checked.has(lender.id)) {
      checked.add(lender.id);
      problems.push(...lenderRowProblems(lender));
    }
    const tenor = shortestTenorDays(product);
    if (tenor === undefined) continue;
    const min = minKfsValidityDays(lender.region, tenor);
    if (lender.kfs_validity_days >= 1 && lender.kfs_validity_days < min && !short.has(lender.id)) {
      // Once per lender: the first product that needs more names the figure to reach.
      short.add(lender.id);
      problems.push(
        `lender ${lender.code}: kfs_validity_days: ${lender.kfs_validity_days} working days is below the ${min} the KFS circular requires for product ${product.code}'s ${tenor}-day loans`,
      );
    }
  }
  return problems;
}

/** Answers by lender row: catalogue rows are frozen and shared, so each is made once. */
const infoOfRow = new WeakMap<Lender, LenderInfo>();

/**
 * The `lender` field of an answer about a product: the lender as the API names it (contract
 * `lenderInfo`), or nothing for a product without one (a start refuses those, lender-check.ts).
 */
export function lenderField(
  product: Pick<Product, 'lender_id'>,
  lenders: ReadonlyMap<number, Lender>,
): { lender?: LenderInfo } {
  const lender = product.lender_id === null ? undefined : lenders.get(product.lender_id);
  if (lender === undefined) return {};
  let info = infoOfRow.get(lender);
  if (info === undefined) {
    info = lenderInfoOf(lender);
    infoOfRow.set(lender, info);
  }
  return { lender: info };
}

function lenderInfoOf(lender: Lender): LenderInfo {
  return {
    legalName: lender.legal_name,
    registration: lender.registration,
    regulator: lender.region === 'IN' ? 'RBI' : 'OJK',
    grievanceOfficer: {
      name: lender.grievance_name,
      phone: lender.grievance_phone,
      email: lender.grievance_email,
    },
    recoveryAgents: recoveryAgentsOf(lender.recovery_agents) ?? [],
    directoryUrl: lender.directory_url,
    coolingOffDays: lender.cooling_off_days,
    coolingOffKeepsFee: lender.cooling_off_keeps_fee === 1,
    kfsValidityDays: lender.kfs_validity_days,
  };
}

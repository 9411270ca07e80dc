/**
 * Nothing is charged that the loan's Key Fact Statement did not show (RBI KFS circular of
 * 15 Apr 2024, decision 054 India 2; decision 066). The statement Agree executed (decision 056)
 * keeps its penal charge as row 10 printed it; the late charge engine reads the loan's penal
 * charge through it (and the payable amounts through the engine), so a product changed
 * after the borrower agreed, or a rule that would charge more, never reaches the borrower:
 * the charge is cut to what the statement showed, and the cut is logged.
 */
import type { Region } from '@tenor/contract/launch';
import type { Product } from '../../db/schema.ts';
import { silentLog, type Log } from '../../kernel/log.ts';
import {
  INDIA_PENAL_CHARGE,
  INDONESIA_MAX_DAILY_BPS,
  indonesiaDailyCharge,
  type LateFeeRule,
} from '../products/late-fee-rules.ts';

/** The penal charge a statement showed: India's flat charge, Indonesia's daily rate, or none. */
export type KfsPenal =
  | { kind: 'flat'; newClient: number; repeatClient: number }
  | { kind: 'daily'; bpsPerDay: number }
  | { kind: 'none' };

/** What a statement issued now for this product shows in row 10 (kfs-page.ts prints the same). */
export function penalShownOf(region: Region, product: Pick<Product, 'late_fee_bps'>): KfsPenal {
  if (region === 'IN') return { kind: 'flat', ...INDIA_PENAL_CHARGE };
  const bpsPerDay = Math.min(product.late_fee_bps, INDONESIA_MAX_DAILY_BPS);
  return bpsPerDay > 0 ? { kind: 'daily', bpsPerDay } : { kind: 'none' };
}

/** A stored `penal_terms`, or undefined for a statement from before migration 048 (or unreadable). */
export function parsePenal(json: string | null): KfsPenal | undefined {
  if (json === null) return undefined;
  try {
    const v = JSON.parse(json) as Partial<Record<string, unknown>>;
    if (v.kind === 'none') return { kind: 'none' };
    if (v.kind === 'daily' && Number.isInteger(v.bpsPerDay)) {
      return { kind: 'daily', bpsPerDay: v.bpsPerDay as number };
    }
    if (v.kind === 'flat' && Number.isInteger(v.newClient) && Number.isInteger(v.repeatClient)) {
      return {
        kind: 'flat',
        newClient: v.newClient as number,
        repeatClient: v.repeatClient as number,
      };
    }
  } catch {
    // Unreadable: treated as none shown below (the safe side for the borrower).
  }
  return { kind: 'none' };
}

/** The most the statement allows for one overdue instalment. */
const allowedBy = (shown: KfsPenal): LateFeeRule =>
  shown.kind === 'none'
    ? () => 0
    : shown.kind === 'daily'
      ? indonesiaDailyCharge(shown.bpsPerDay)
      : (_p, client) => (client.repeat ? shown.repeatClient : shown.newClient);

/** Where a cut charge is logged: the app's log, set once at start (app.ts). */
let refusals: Pick<Log, 'warn'> = silentLog;
export function logKfsRefusals(log: Pick<Log, 'warn'>): void {
  refusals = log;
}

/**
 * The market's rule, never above what the executed statement shows: a larger amount is cut to
 * the statement's and logged with the order; a statement that shows no penal charge allows none.
 */
export function withinKfs(rule: LateFeeRule, shown: KfsPenal, orderId: number): LateFeeRule {
  const allowed = allowedBy(shown);
  return (period, client) => {
    const owed = rule(period, client);
    const most = allowed(period, client);
    if (owed <= most) return owed;
    refusals.warn(
      { orderId, owed, allowed: most, shown: shown.kind },
      'late charge above the Key Fact Statement refused: cut to what it showed',
    );
    return most;
  };
}

/**
 * The extension ("repay delay") fee a statement showed in row 10 (decision 069): a share of the
 * principal falling due, or none when the product offered no extension.
 */
export type KfsExtension = { kind: 'fee'; feeBps: number } | { kind: 'none' };

/** What a statement issued now for this product shows (kfs-page.ts prints the same). */
export function extensionShownOf(
  product: Pick<Product, 'extension_allowed' | 'extension_fee_bps'>,
): KfsExtension {
  return product.extension_allowed === 1
    ? { kind: 'fee', feeBps: product.extension_fee_bps }
    : { kind: 'none' };
}

/** A stored `extension_terms`, or undefined for a statement from before migration 051. */
export function parseExtension(json: string | null): KfsExtension | undefined {
  if (json === null) return undefined;
  try {
    const v = JSON.parse(json) as Partial<Record<string, unknown>>;
    if (v.kind === 'fee' && Number.isInteger(v.feeBps)) {
      return { kind: 'fee', feeBps: v.feeBps as number };
    }
  } catch {
    // Unreadable: treated as none shown below (the safe side for the borrower).
  }
  return { kind: 'none' };
}

/**
 * The extension fee, never above what the executed statement allows (`allowed`: the statement's
 * share of the same principal, 0 when it showed none): a larger fee is cut to it and logged.
 */
export function extensionFeeWithinKfs(fee: number, allowed: number, orderId: number): number {
  if (fee <= allowed) return fee;
  refusals.warn(
    { orderId, owed: fee, allowed },
    'extension fee above the Key Fact Statement refused: cut to what it showed',
  );
  return allowed;
}

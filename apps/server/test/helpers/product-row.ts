import type { Lender, Product } from '../../src/db/schema.ts';
import { demoLenders } from '../../src/seed/demo-lenders.ts';

/** A product row for unit tests of pure functions (an India day loan unless overridden). */
export const productRow = (over: Partial<Product> = {}): Product => ({
  id: 1,
  code: 'x',
  region: 'IN',
  name: 'RupeeFlow',
  logo: '/assets/logos/x.svg',
  amount_min: 500_000,
  amount_max: 5_000_000,
  amount_range_des: 'Amount range',
  loan_rate: '0.05%/day',
  description: 'Desc',
  tags: '["A","B"]',
  status: 'active',
  button_text: 'Apply now',
  url: '/confirmLoan?productId=1',
  sort_order: 10,
  term_unit: 'day',
  period_choices: '[91]',
  daily_rate_bps: 5,
  fee_bps: 300,
  amount_step: 500_000,
  extension_allowed: 1,
  display_only: 0,
  extension_days: 7,
  extension_fee_bps: 500,
  late_fee_bps: 200,
  lender_id: null,
  part_prepayment: 0,
  created_at: '2025-01-01T00:00:00.000Z',
  ...over,
});

/** A complete lender row of the product's market (a demo lender's) for unit tests. */
export function lenderRow(over: Partial<Lender> = {}): Lender {
  const region = over.region ?? 'IN';
  const {
    products: _products,
    recoveryAgents,
    ...row
  } = demoLenders.find((l) => l.region === region)!;
  return {
    ...row,
    id: 1,
    recovery_agents: JSON.stringify(recoveryAgents),
    created_at: '2025-01-01T00:00:00.000Z',
    ...over,
  };
}

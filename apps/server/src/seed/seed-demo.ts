import { pageUrl } from '@tenor/contract/paths';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/time.ts';
import { agreementPath } from '../content/agreement-html.ts';
import { agreementsFor } from '../content/demo-agreements.ts';
import { demoProducts, loanRateText, regionLabels } from '../content/demo-products.ts';
import { demoLenders } from './demo-lenders.ts';
import { seedDemoPerformance } from './demo-performance.ts';
import { demoTemplates } from './demo-templates.ts';
import { logoPath } from '../content/logo-svg.ts';

/**
 * Inserts the demo catalogue, each product's agreements and the landing templates. Idempotent: products and
 * agreements are matched by `code`, so restarts and concurrent instances leave existing
 * rows (and operators' edits) alone, and a database from before agreements existed gets
 * them on the next start.
 */
/** The one demo product whose loans may be part-prepaid (decision 061): off everywhere else. */
const partPrepayment = (code: string) => (code === 'in-salarynest' ? 1 : 0);

export async function seedDemo(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Lenders first (matched by code like products), then each demo product that names none
    // gets its demo lender: a database from before lenders existed gets them on the next start.
    await trx
      .insertInto('lenders')
      .values(
        demoLenders.map(({ recoveryAgents, products: _products, ...lender }) => ({
          ...lender,
          recovery_agents: JSON.stringify(recoveryAgents),
          created_at: nowIso(),
        })),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    // A demo database from before migration 040: its lenders' KFS keeps the fee (decision 058);
    // from before 048: its lenders' website links (decision 066).
    for (const l of demoLenders) {
      await trx
        .updateTable('lenders')
        .set({
          cooling_off_keeps_fee: l.cooling_off_keeps_fee,
          website_url: l.website_url,
          care_url: l.care_url,
          privacy_url: l.privacy_url,
        })
        .where('code', '=', l.code)
        .execute();
    }
    const lenderIds = new Map(
      (await trx.selectFrom('lenders').select(['id', 'code']).execute()).map((r) => [r.code, r.id]),
    );
    const lenderOf = (productCode: string): number | null =>
      lenderIds.get(demoLenders.find((l) => l.products.includes(productCode))?.code ?? '') ?? null;

    const existing = new Set(
      (await trx.selectFrom('products').select('code').execute()).map((r) => r.code),
    );
    for (const [index, p] of demoProducts.entries()) {
      if (existing.has(p.code)) continue;
      const labels = regionLabels[p.region];
      const inserted = await trx
        .insertInto('products')
        .values({
          code: p.code,
          region: p.region,
          name: p.name,
          logo: logoPath(p.code),
          amount_min: p.amountMin,
          amount_max: p.amountMax,
          amount_range_des: labels.amountRangeDes,
          loan_rate: loanRateText(p.region, p.dailyRateBps),
          description: p.description,
          tags: JSON.stringify(p.tags),
          status: p.status,
          button_text: labels.buttonText,
          // The id is needed for the link, so it is set right after the insert.
          url: '',
          sort_order: (index + 1) * 10,
          term_unit: p.termUnit,
          period_choices: JSON.stringify(p.periodChoices),
          daily_rate_bps: p.dailyRateBps,
          fee_bps: p.feeBps,
          amount_step: p.amountStep,
          extension_allowed: p.extensionAllowed ? 1 : 0,
          extension_days: p.extension.days,
          extension_fee_bps: p.extension.feeBps,
          late_fee_bps: p.lateFeeBps,
          display_only: p.displayOnly ? 1 : 0,
          lender_id: lenderOf(p.code),
          part_prepayment: partPrepayment(p.code),
          created_at: nowIso(),
        })
        // Another instance starting at the same moment may have inserted it first.
        .onConflict((oc) => oc.column('code').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted === undefined) continue;
      const { id } = inserted;
      await trx
        .updateTable('products')
        .set({ url: pageUrl('confirmLoan', { productId: id }) })
        .where('id', '=', id)
        .execute();
    }

    for (const p of demoProducts) {
      await trx
        .updateTable('products')
        .set({ lender_id: lenderOf(p.code), part_prepayment: partPrepayment(p.code) })
        .where('code', '=', p.code)
        .where('lender_id', 'is', null)
        .execute();
    }

    const ids = new Map(
      (await trx.selectFrom('products').select(['id', 'code']).execute()).map((r) => [
        r.code,
        r.id,
      ]),
    );
    const agreements = demoProducts.flatMap((p) => {
      const productId = ids.get(p.code);
      return productId === undefined
        ? []
        : agreementsFor(p).map((a) => ({
            product_id: productId,
            position: a.position,
            code: a.code,
            title: a.title,
            contract_url: agreementPath(a.code),
            created_at: nowIso(),
          }));
    });
    if (agreements.length > 0) {
      await trx
        .insertInto('product_agreements')
        .values(agreements)
        .onConflict((oc) => oc.doNothing())
        .execute();
    }

    await seedDemoPerformance(trx);

    // Landing templates, matched by code like products.
    await trx
      .insertInto('promo_templates')
      .values(demoTemplates.map((t) => ({ ...t, created_at: nowIso() })))
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  });
}

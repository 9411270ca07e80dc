/**
 * Setting a mandate up, and the borrower's pause, resume and cancel from the page (decisions
 * 072, 078): the mandate row is written pending first (one live per order), then registered
 * with the provider, whose page or app the borrower approves it in: UPI AutoPay in the UPI app,
 * e-NACH (with the account the borrower typed, never stored here) on the bank's page.
 */
import type { AutopayView, EnachRequest, WalletChannel } from '@tenor/contract/endpoints/autopay';
import { pageUrl } from '@tenor/contract/paths';
import type { Mandate } from '../../../db/schema.ts';
import { toIso } from '../../../db/time.ts';
import { ownOrder } from '../order-context.ts';
import { copy } from './mandate-copy.ts';
import { newRef, notOffered, unavailable, type MandateContext } from './mandate-context.ts';

type View = (borrowerId: number, orderId: number, now?: Date) => Promise<AutopayView>;

export function mandateSetup(ctx: MandateContext, view: View) {
  const { repo } = ctx;

  async function setup(
    borrower: { id: number; phone?: string },
    orderId: number,
    now = new Date(),
    enach?: EnachRequest,
    wallet?: WalletChannel,
  ): Promise<AutopayView> {
    const current = await view(borrower.id, orderId);
    if (current.mandate?.status === 'pending') return current;
    if (!current.offered || current.terms === null) throw notOffered();
    const own = await ownOrder(ctx.reads, borrower.id, orderId);
    // Indonesia links a wallet (decision 076); India's methods take none.
    if ((own.product.region === 'ID') !== (wallet !== undefined)) throw notOffered();
    const provider = ctx.providers.of(own.product.region);
    if (provider?.mandates === undefined) throw unavailable();
    const ref = newRef('mnd');
    const created = await repo.create({
      order_id: orderId,
      borrower_id: borrower.id,
      market: own.product.region,
      provider: provider.name,
      method: wallet !== undefined ? 'wallet' : enach === undefined ? 'upiAutopay' : 'enach',
      wallet: wallet ?? null,
      status: 'pending',
      live_order_id: orderId,
      max_amount: current.terms.maxAmount,
      frequency: current.terms.frequency,
      ends_at: current.terms.endsAt,
      ref,
      created_at: toIso(now),
      updated_at: toIso(now),
    });
    if (created === undefined) return view(borrower.id, orderId);
    try {
      const reg = await provider.mandates.register({
        ref,
        maxAmount: created.max_amount,
        frequency: 'as_presented',
        endsAt: new Date(created.ends_at),
        customer: { name: `Tenor borrower ${borrower.id}`, phone: borrower.phone ?? '' },
        description: copy('en', 'mandateDescription', { orderNo: own.order.order_no }),
        // The wallet's page sends the borrower back to /autopay, linked or not.
        ...(wallet === undefined
          ? {}
          : {
              wallet: {
                channel: wallet,
                returnUrl: `${ctx.origin}${pageUrl('autopay', { orderId })}`,
              },
            }),
        ...(enach === undefined
          ? {}
          : {
              bank: {
                authType: enach.authType,
                account: {
                  holder: enach.holder,
                  number: enach.accountNumber,
                  ifsc: enach.ifsc,
                  type: enach.accountType,
                },
              },
            }),
      });
      await repo.registered(created.id, reg, now);
    } catch (err) {
      await repo.move(created.id, ['pending'], 'failed', 'providerRefused', now);
      throw err;
    }
    return view(borrower.id, orderId);
  }

  async function cancelMandate(mandate: Mandate, reason: string, now: Date): Promise<void> {
    const found = ctx.railOf(mandate.provider);
    if (found !== null && mandate.customer_ref !== null && mandate.token_ref !== null) {
      await found.rail.cancel(
        mandate.customer_ref,
        mandate.token_ref,
        mandate.method === 'enach' ? 'enach' : 'upiAutopay',
      );
    }
    await repo.move(mandate.id, ['pending', 'active', 'paused'], 'cancelled', reason, now);
    await ctx.voidNotified(mandate.id, now);
  }

  async function change(
    borrowerId: number,
    orderId: number,
    action: 'pause' | 'resume' | 'cancel',
    now = new Date(),
  ): Promise<AutopayView> {
    await ownOrder(ctx.reads, borrowerId, orderId);
    const mandate = await repo.live(orderId);
    if (mandate === undefined) throw notOffered();
    if (action === 'pause') await repo.move(mandate.id, ['active'], 'paused', 'borrower', now);
    if (action === 'resume') {
      // Paused in the UPI app, it resumes there; here only what was paused here.
      if (mandate.status_reason === 'borrower') {
        await repo.move(mandate.id, ['paused'], 'active', null, now);
      }
    }
    if (action === 'cancel') await cancelMandate(mandate, 'borrower', now);
    return view(borrowerId, orderId);
  }

  return { setup, change, cancelMandate };
}

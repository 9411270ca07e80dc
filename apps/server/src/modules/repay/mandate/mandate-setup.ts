/**
 * Setting a mandate up, and the borrower's pause, resume and cancel from the page (decisions
 * 072, 078): the mandate row is written pending first (one live per order), then registered
 * with the provider, whose page or app the borrower approves it in: UPI AutoPay in the UPI app,
 * e-NACH (with the account the borrower typed, never stored here) on the bank's page.
 */
import type {
  AutopayView,
  DirectDebitRequest,
  EnachRequest,
} from '@tenor/contract/endpoints/autopay';
import type { WalletChannel } from '@tenor/contract/autopay-fields';
import { codes } from '@tenor/contract/envelope';
import { pageUrl } from '@tenor/contract/paths';
import { normalisePhone } from '@tenor/contract/phone';
import type { Mandate } from '../../../db/schema.ts';
import { toIso } from '../../../db/time.ts';
import { AppError } from '../../../http/app-error.ts';
import type { MandateTerms } from '../../../providers/mandate-rail.ts';
import { MandateCodeError, type CodeRefusal } from '../../../providers/mandate-code.ts';
import { ownOrder } from '../order-context.ts';
import { copy } from './mandate-copy.ts';
import {
  methodOf,
  newRef,
  notOffered,
  unavailable,
  type MandateContext,
} from './mandate-context.ts';

/** The bank's refusals of its code, in the borrower's words (decision 081). */
const REFUSED: Record<CodeRefusal, 'codeWrong' | 'codeExpired' | 'codeLocked'> = {
  wrong: 'codeWrong',
  expired: 'codeExpired',
  locked: 'codeLocked',
};

/** What Xendit's card linking takes of the typed card: the phone in E.164 (decision 081). */
function cardTerms(card: DirectDebitRequest): NonNullable<MandateTerms['card']> {
  const phone = normalisePhone('ID', card.phone);
  if (phone === null) throw notOffered();
  return {
    channel: card.channel,
    lastFour: card.cardLastFour,
    expiry: card.cardExpiry,
    phone,
    email: card.email.trim(),
  };
}

const customerOf = (borrower: { id: number; phone?: string }) => ({
  name: `Tenor borrower ${borrower.id}`,
  phone: borrower.phone ?? '',
  ref: `tnr_brw_${borrower.id}`,
});

type View = (borrowerId: number, orderId: number, now?: Date) => Promise<AutopayView>;

export function mandateSetup(ctx: MandateContext, view: View) {
  const { repo } = ctx;

  async function setup(
    borrower: { id: number; phone?: string },
    orderId: number,
    now = new Date(),
    enach?: EnachRequest,
    wallet?: WalletChannel,
    directDebit?: DirectDebitRequest,
  ): Promise<AutopayView> {
    const current = await view(borrower.id, orderId);
    if (current.mandate?.status === 'pending') {
      // A card waiting for its code, sent again: the bank is asked for a new code.
      return directDebit !== undefined && current.mandate.method === 'directDebit'
        ? newCode(borrower, orderId, directDebit, now)
        : current;
    }
    if (!current.offered || current.terms === null) throw notOffered();
    const own = await ownOrder(ctx.reads, borrower.id, orderId);
    // Indonesia links a wallet (decision 076) or a debit card (decision 081); India's methods
    // take neither.
    const indonesian = wallet !== undefined || directDebit !== undefined;
    if ((own.product.region === 'ID') !== indonesian) throw notOffered();
    const provider = ctx.providers.of(own.product.region);
    if (provider?.mandates === undefined) throw unavailable();
    if (directDebit !== undefined && provider.mandates.verify === undefined) throw notOffered();
    const card = directDebit === undefined ? undefined : cardTerms(directDebit);
    const ref = newRef('mnd');
    const created = await repo.create({
      order_id: orderId,
      borrower_id: borrower.id,
      market: own.product.region,
      provider: provider.name,
      method:
        card !== undefined
          ? 'directDebit'
          : wallet !== undefined
            ? 'wallet'
            : enach === undefined
              ? 'upiAutopay'
              : 'enach',
      wallet: wallet ?? null,
      card_channel: card?.channel ?? null,
      card_last_four: card?.lastFour ?? null,
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
        customer: customerOf(borrower),
        description: copy('en', 'mandateDescription', { orderNo: own.order.order_no }),
        ...(card === undefined ? {} : { card }),
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

  /**
   * A direct debit waiting for its code, asked again (the code expired, was tried too often or
   * never came): the same mandate, linked again at the bank with the card as now typed.
   */
  async function newCode(
    borrower: { id: number; phone?: string },
    orderId: number,
    directDebit: DirectDebitRequest,
    now: Date,
  ): Promise<AutopayView> {
    const mandate = await repo.live(orderId);
    const found = mandate === undefined ? null : ctx.railOf(mandate.provider);
    if (mandate?.status !== 'pending' || found === null) return view(borrower.id, orderId);
    const card = cardTerms(directDebit);
    const order = await ctx.reads.orders.order(mandate.order_id);
    const reg = await found.rail.register({
      ref: mandate.ref,
      maxAmount: mandate.max_amount,
      frequency: 'as_presented',
      endsAt: new Date(mandate.ends_at),
      customer: customerOf(borrower),
      description: copy('en', 'mandateDescription', { orderNo: order?.order_no ?? '' }),
      card,
    });
    await repo.card(mandate.id, card, now);
    await repo.registered(mandate.id, reg, now);
    return view(borrower.id, orderId);
  }

  /** The bank's code for a card waiting for it: right, the mandate is active (decision 081). */
  async function verify(
    borrowerId: number,
    orderId: number,
    code: string,
    now = new Date(),
  ): Promise<AutopayView> {
    await ownOrder(ctx.reads, borrowerId, orderId);
    const mandate = await repo.live(orderId);
    if (mandate?.method === 'directDebit' && mandate.status !== 'pending') {
      // Linked already (a second tap, or an answer lost on the way): nothing more to ask.
      return view(borrowerId, orderId);
    }
    const found = mandate === undefined ? null : ctx.railOf(mandate.provider);
    if (
      mandate?.method !== 'directDebit' ||
      mandate.auth_ref === null ||
      mandate.customer_ref === null
    ) {
      throw new AppError(codes.wrongVerifyCode, copy.later('codeNotAsked'), 400);
    }
    if (found?.rail.verify === undefined) throw unavailable();
    try {
      const card = await found.rail.verify(mandate.customer_ref, mandate.auth_ref, code);
      await repo.move(mandate.id, ['pending'], 'active', null, now, { token_ref: card.tokenRef });
    } catch (err) {
      if (err instanceof MandateCodeError) {
        throw new AppError(codes.wrongVerifyCode, copy.later(REFUSED[err.refusal]), 400);
      }
      throw err;
    }
    return view(borrowerId, orderId);
  }

  async function cancelMandate(mandate: Mandate, reason: string, now: Date): Promise<void> {
    const found = ctx.railOf(mandate.provider);
    if (found !== null && mandate.customer_ref !== null && mandate.token_ref !== null) {
      await found.rail.cancel(
        mandate.customer_ref,
        mandate.token_ref,
        methodOf(mandate),
        mandate.auth_ref ?? undefined,
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

  return { setup, verify, change, cancelMandate };
}

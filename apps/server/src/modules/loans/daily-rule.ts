import type { RecommendedItem } from '@tenor/contract/endpoints/loans';
import { codes } from '@tenor/contract/envelope';
import type { Region } from '@tenor/contract/launch';
import { AppError } from '../../http/app-error.ts';
import type { Lang } from '../../i18n.ts';
import type { MaybePromise } from '../../kernel/maybe-promise.ts';
import { marketDayStartIso } from '../../domain/orders/market-day.ts';
import type { OrderRepository } from '../../domain/orders/order-repository.ts';
import { copy } from './copy.ts';
import type { LoansRepository } from './repository.ts';

/*
 * The daily application rule (docs/decisions/041-markets-and-the-daily-rule.md): a borrower
 * applies for a product once per market day. An application is an `apply` event — the
 * recommended list's tap, and every push (confirm-service.ts records one) — so every list
 * reads the same set; a push is what confirm and push refuse, because the list's tap is the
 * way into confirm. "Today" is the market's calendar day (its time zone), as the borrower
 * reads "come back tomorrow".
 */

/** The products the borrower has applied for today; at once when kept. */
export const appliedToday = (
  repo: LoansRepository,
  borrowerId: number,
  region: Region,
  nowMs?: number,
): MaybePromise<ReadonlySet<number>> =>
  repo.appliedProductIds(borrowerId, marketDayStartIso(region, nowMs));

/** A recommended item closed for today: disabled, with the reason as its caveat. */
export function closedToday(
  items: readonly RecommendedItem[],
  applied: ReadonlySet<number>,
  lang: Lang,
): RecommendedItem[] {
  return items.map((item) =>
    applied.has(item.productId) && item.solving === 1
      ? {
          ...item,
          solving: 0,
          buttonText: copy(lang, 'appliedButton'),
          caveats: copy(lang, 'appliedCaveat'),
        }
      : item,
  );
}

/** Refuses (1010) a confirm or push of a product the borrower pushed earlier this market day. */
export async function refuseIfPushedToday(
  orders: OrderRepository,
  borrowerId: number,
  productId: number,
  region: Region,
  now: Date,
): Promise<void> {
  const last = await orders.lastPushAt(borrowerId, productId);
  if (
    last !== undefined &&
    Date.parse(last) >= Date.parse(marketDayStartIso(region, now.getTime()))
  )
    throw new AppError(codes.appliedToday, copy.later('appliedToday'), 409);
}

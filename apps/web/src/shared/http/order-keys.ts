/**
 * Every read of one order starts with its key (details, plan, bills, receipts, ways to pay):
 * one invalidation then reaches every view of the order, whichever area shows it
 * (decision 040). No imports, so any api file can build its key from it.
 */
export const orderKey = (orderId: number) => ['order', orderId] as const;

/** The prefix of every order's reads. */
export const ORDERS_KEY = ['order'] as const;

/**
 * The cache keys of the repay area's reads of one order, in one place with no imports: a page
 * that drops what is kept of an order (order-payments.ts) need not load every read's schema.
 */
export const repayKeys = {
  payOptions: (orderId: number) => ['repay', 'payOptions', orderId] as const,
  vcode: (orderId: number) => ['repay', 'vcode', orderId] as const,
  delay: (orderId: number) => ['repay', 'delay', orderId] as const,
  instalments: (orderId: number) => ['repay', 'instalments', orderId] as const,
  way: (orderId: number) => ['repay', 'way', orderId] as const,
};

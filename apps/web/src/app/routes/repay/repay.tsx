/** `/that?amount=&display=&orderId=&productId=` — repay by virtual account. */
export { VirtualAccount as Component } from '../../../features/repay/components/virtual-account.tsx';

/** `/individual?amount=&display=&orderId=&productId=` — repay method chooser. */
export { MethodChooser as Component } from '../../../features/repay/components/method-chooser.tsx';

/** `/confirmLoan?productId=` — loan confirm V3. */
export { LoanConfirm as Component } from '../../../features/loans/components/loan-confirm.tsx';

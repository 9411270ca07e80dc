/**
 * Why a bank refused the one-time code that links a direct debit's card (decision 081):
 * `wrong` (the borrower may type it again), `expired` or `locked` (too many tries: a new code
 * must be asked for). The mandate service answers each in the borrower's words.
 */
export type CodeRefusal = 'wrong' | 'expired' | 'locked';

export class MandateCodeError extends Error {
  constructor(readonly refusal: CodeRefusal) {
    super(`the bank refused the code: ${refusal}`);
    this.name = 'MandateCodeError';
  }
}

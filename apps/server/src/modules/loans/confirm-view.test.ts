import { describe, expect, it } from 'vitest';
import { loanConfirm } from '@tenor/contract/endpoints/loans';
import type { Agreement } from '../../db/schema.ts';
import { productRow } from '../../../test/helpers/product-row.ts';
import { confirmView } from './confirm-view.ts';

const now = new Date('2025-06-15T04:00:00.000Z');

const agreement = (position: number, title: string): Agreement => ({
  id: position,
  product_id: 1,
  position,
  code: `x-${position}`,
  title,
  contract_url: `/agreements/x-${position}.html`,
  created_at: now.toISOString(),
});

const agreements = [agreement(1, 'Loan Agreement'), agreement(2, 'Key Fact Statement')];

describe('confirmView', () => {
  it('answers a day loan in the contract shape, money formatted only in rows', () => {
    const view = confirmView({
      product: productRow({ period_choices: '[91,120]' }),
      agreements,
      amount: 5_000_000,
      periods: 91,
      lang: 'en',
      now,
    });
    expect(loanConfirm.response.safeParse(view).success).toBe(true);
    expect(view).toMatchObject({
      amount: 5_000_000,
      periods: 91,
      periodChoices: [91, 120],
      termUnit: 'day',
      receivedAmount: 4_850_000,
      repayPlans: [
        { title: 'Period 1/1', amount: 5_227_500, payTime: '14 Sep 2025', dueOn: '2025-09-14' },
      ],
      firstPayTime: '14 Sep 2025',
      pRateDsc: 'Interest 0.05% per day',
      sendSms: 0,
      popTitle: 'Loan agreement',
      popAgreementUrl: '/agreements/x-1.html',
      agreements: [
        { title: 'Loan Agreement', position: 1 },
        { title: 'Key Fact Statement', position: 2 },
      ],
    });
    expect(view.amountChoices[0]).toBe(500_000);
    expect(view.amountChoices.at(-1)).toBe(5_000_000);
    expect(view.details).toEqual([
      { text: 'Loan amount', value: '₹50,000.00' },
      { text: 'Loan term', value: '91 days' },
      { text: 'Interest rate', value: '0.05%/day' },
      { text: 'Interest', value: '₹2,275.00' },
      { text: 'Processing fee (deducted upfront)', value: '₹1,500.00' },
      { text: 'Amount you receive', value: '₹48,500.00' },
      { text: 'Total repayment', value: '₹52,275.00' },
      { text: 'Due date', value: '14 Sep 2025' },
    ]);
  });

  it('answers an Indonesian instalment loan without the agreement modal', () => {
    const view = confirmView({
      product: productRow({
        region: 'ID',
        term_unit: 'month',
        period_choices: '[3,6]',
        amount_min: 200_000_000,
        amount_max: 1_500_000_000,
        amount_step: 100_000_000,
        daily_rate_bps: 4,
        fee_bps: 250,
      }),
      agreements,
      amount: 300_000_000,
      periods: 3,
      lang: 'id',
      now,
    });
    expect(view.repayPlans.map((p) => p.title)).toEqual([
      'Periode 1/3',
      'Periode 2/3',
      'Periode 3/3',
    ]);
    expect(view.repayPlans.reduce((s, p) => s + p.amount, 0)).toBe(300_000_000 + 10_800_000);
    expect(view).toMatchObject({ popTitle: '', popContent: '', popAgreementUrl: '' });
    expect(view.details).toContainEqual({ text: 'Cicilan', value: '3 × Rp 1.036.000' });
    expect(view.details).toContainEqual({ text: 'Jumlah pinjaman', value: 'Rp 3.000.000' });
    expect(view.pRateDsc).toBe('Bunga 0,04% per hari');
  });
});

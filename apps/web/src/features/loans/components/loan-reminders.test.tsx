import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReminderNotice } from '@tenor/contract/reminders';
import { bridgeLog, clearBridgeLog } from '../../../lib/bridge.ts';
import { cleanUp, envelope, fakeServer, renderAt, startSession } from '../../../test/test-kit.tsx';
import { LoanReminders } from './loan-reminders.tsx';

const notice = (extra: Partial<ReminderNotice>): ReminderNotice => ({
  id: 1,
  leadDays: 1,
  amount: 515_000,
  penalCharge: 100_000,
  penalPerDay: false,
  dueAt: '2030-03-14T17:30:00.000Z',
  sentAt: '2030-03-13T04:30:00.000Z',
  payUrl: '/that?amount=515000&orderId=9&productId=2',
  bridge: true,
  ...extra,
});

function show(notices: ReminderNotice[], orderStatus = 174) {
  const server = fakeServer({ '/v3/reminders/notices': () => envelope(notices) });
  renderAt('/loanDetails', '/loanDetails', <LoanReminders order={{ orderId: 9, orderStatus }} />);
  return server;
}

describe('LoanReminders', () => {
  beforeEach(() => {
    startSession('1');
    clearBridgeLog();
  });
  afterEach(cleanUp);

  it('lists each reminder with amount, due date, penal charge and its pay page; the missed one says the law requires it', async () => {
    show([
      notice({ id: 2, leadDays: -1, bridge: false }),
      notice({ id: 1, leadDays: 1, bridge: false }),
    ]);
    const rows = within(await screen.findByTestId('reminder-notices')).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Missed payment: ₹5,150.00 was due on 14 Mar 2030');
    expect(rows[0]).toHaveTextContent('A penal charge of ₹1,000.00 applies.');
    expect(rows[0]).toHaveTextContent('This notice is required by law.');
    expect(rows[1]).toHaveTextContent('₹5,150.00 is due on 14 Mar 2030');
    expect(rows[1]).toHaveTextContent('If it is paid late, a penal charge of ₹1,000.00 applies.');
    expect(rows[1]).not.toHaveTextContent('required by law');
    expect(within(rows[1]!).getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      '/that?amount=515000&orderId=9&productId=2',
    );
    expect(screen.getByRole('link', { name: 'Payment reminders' })).toHaveAttribute(
      'href',
      '/reminderSettings',
    );
  });

  it('hands each reminder the borrower wants as a notification to the app once', async () => {
    show([notice({ id: 7 }), notice({ id: 8, bridge: false })]);
    await waitFor(() => expect(bridgeLog()).toHaveLength(1));
    expect(bridgeLog()[0]).toMatchObject({
      action: 'notify',
      payload: { id: 'reminder-7', title: '₹5,150.00 is due on 14 Mar 2030' },
    });
    // A second visit: the page again, the device's memory of notified reminders kept.
    cleanup();
    show([notice({ id: 7 })]);
    await screen.findAllByTestId('reminder-notices');
    expect(bridgeLog()).toHaveLength(1);
  });

  it('shows nothing for an order whose money was never paid out', () => {
    const server = show([notice({})], 21);
    expect(screen.queryByRole('link', { name: 'Payment reminders' })).not.toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });
});

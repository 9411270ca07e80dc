import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryOptions } from '@tanstack/react-query';
import { jointTargeted } from '@tenor/contract/endpoints/loans';
import { resetLaunchCache } from '../../lib/launch.ts';
import { cleanUp, envelope, fakeServer, renderAt, startSession } from '../../test/test-kit.tsx';
import { callOrThrow } from '../http/query.ts';
import { pageData, pageQuery } from './page-data.ts';
import { PageRoute } from './page-route.tsx';

const STATUS = '/indah/stand/targeted';

// Any read will do: the wrapper does not care what the page loads.
const statusQuery = (orderId: number) =>
  queryOptions({
    queryKey: ['test', 'status', orderId],
    queryFn: ({ signal }) => callOrThrow(jointTargeted, {}, { signal }),
  });
const orderPage = pageData('loanDetails', ({ orderId }) => ({ status: statusQuery(orderId) }));

function OrderPage() {
  return (
    <PageRoute
      query={pageQuery(orderPage, 'status')}
      title={(status) => status?.title ?? 'Loading title'}
      invalid={{ title: 'No such order', testId: 'missing-order' }}
      skeleton={<p>skeleton</p>}
    >
      {({ orderId, productId }, status) => (
        <p>
          order {orderId} product {String(productId)}: {status.message}
        </p>
      )}
    </PageRoute>
  );
}

const open = (entry: string) => renderAt('/loanDetails', entry, <OrderPage />);
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('PageRoute', () => {
  afterEach(cleanUp);

  it('without a session says so and calls nothing', () => {
    resetLaunchCache();
    window.history.replaceState(null, '', '/loanDetails');
    const server = fakeServer({});
    open('/loanDetails?orderId=9');
    expect(screen.getByTestId('no-session')).toBeInTheDocument();
    expect(heading()).toBe('Loading title');
    expect(server.calls).toEqual([]);
  });

  it('with a link that lacks what the page needs says so and calls nothing', () => {
    startSession();
    const server = fakeServer({});
    open('/loanDetails?productId=2&orderId=0');
    expect(screen.getByTestId('missing-order').textContent).toContain('No such order');
    expect(server.calls).toEqual([]);
  });

  it('shows the skeleton, then the page with its typed parameters and data', async () => {
    startSession();
    fakeServer({ [STATUS]: () => envelope({ title: 'Order 9', message: 'all good' }) });
    open('/loanDetails?orderId=9&productId=x');
    expect(screen.getByText('skeleton')).toBeInTheDocument();
    expect(await screen.findByText('order 9 product undefined: all good')).toBeInTheDocument();
    expect(heading()).toBe('Order 9');
  });

  it('shows a failed load with a retry that loads again', async () => {
    startSession();
    let calls = 0;
    fakeServer({
      [STATUS]: () =>
        ++calls === 1
          ? envelope(null, '500', 'Try later')
          : envelope({ title: 'Order 9', message: 'back' }),
    });
    open('/loanDetails?orderId=9');
    expect(await screen.findByTestId('error-state')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByText('order 9 product undefined: back')).toBeInTheDocument(),
    );
  });

  it('renders a page that needs no session without one', () => {
    resetLaunchCache();
    window.history.replaceState(null, '', '/testPreview');
    renderAt(
      '/testPreview',
      '/testPreview',
      <PageRoute page="testPreview" title="Preview" needsSession={false}>
        {() => <p>preview</p>}
      </PageRoute>,
    );
    expect(screen.getByText('preview')).toBeInTheDocument();
  });
});

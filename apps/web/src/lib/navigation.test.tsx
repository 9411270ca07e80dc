import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  browserHistory,
  canGoBack,
  Link,
  memoryHistory,
  Navigate,
  Router,
  staticHistory,
  useLocation,
  useSearchParams,
} from './navigation.tsx';

function Where() {
  const { pathname, search } = useLocation();
  const [query] = useSearchParams();
  return (
    <p>
      at {pathname}
      {search} order {query.get('orderId') ?? 'none'}
    </p>
  );
}

const renderWith = (history: ReturnType<typeof memoryHistory>, link: React.ReactNode) =>
  render(
    <Router history={history}>
      <Where />
      {link}
    </Router>,
  );

describe('navigation', () => {
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('follows a link without a reload, and reads the new address and query', () => {
    const history = memoryHistory('/loanDetails?orderId=4');
    renderWith(history, <Link to="/repay?orderId=9">Repay now</Link>);
    expect(screen.getByText('at /loanDetails?orderId=4 order 4')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Repay now' });
    expect(link.getAttribute('href')).toBe('/repay?orderId=9');
    fireEvent.click(link);
    expect(screen.getByText('at /repay?orderId=9 order 9')).toBeInTheDocument();
    expect(history.action).toBe('PUSH');
    act(() => history.go(-1));
    expect(screen.getByText('at /loanDetails?orderId=4 order 4')).toBeInTheDocument();
    expect(history.action).toBe('POP');
  });

  it('leaves a press with a key held, or meant for another tab, to the browser', () => {
    const history = memoryHistory('/loanDetails');
    renderWith(
      history,
      <>
        <Link to="/repay">Repay now</Link>
        <Link to="/chatbot" target="_blank">
          Help
        </Link>
      </>,
    );
    for (const [name, init] of [
      ['Repay now', { ctrlKey: true }],
      ['Repay now', { metaKey: true }],
      ['Repay now', { button: 1 }],
      ['Help', {}],
    ] as const) {
      const followed = fireEvent.click(screen.getByRole('link', { name }), init);
      expect(followed, name).toBe(true);
    }
    expect(history.location.pathname).toBe('/loanDetails');
  });

  it('puts a link to the page on screen, or one marked replace, in place of the entry', () => {
    const history = memoryHistory('/loanDetails?orderId=4');
    renderWith(
      history,
      <>
        <Link to="/loanDetails?orderId=4">Again</Link>
        <Link to="/receipt" replace>
          Receipt
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Again' }));
    expect(history.action).toBe('REPLACE');
    fireEvent.click(screen.getByRole('link', { name: 'Receipt' }));
    expect(history.action).toBe('REPLACE');
    act(() => history.go(-1));
    expect(history.location.pathname).toBe('/receipt');
  });

  it('redirects in place of the entry', () => {
    const history = memoryHistory('/repayChoice?orderId=4');
    renderWith(history, <Navigate to="/repay?orderId=4" replace />);
    expect(screen.getByText('at /repay?orderId=4 order 4')).toBeInTheDocument();
    expect(history.action).toBe('REPLACE');
  });

  it("numbers the tab's entries, so a page knows another of the app's is behind it", async () => {
    window.history.replaceState(null, '', '/loanDetails');
    const history = browserHistory();
    expect(canGoBack()).toBe(false);
    expect(history.location.key).toBe('default');
    history.push('/repay');
    expect(canGoBack()).toBe(true);
    expect(history.location.pathname).toBe('/repay');
    history.replace('/repayReceipt');
    expect(canGoBack()).toBe(true);
    const seen: string[] = [];
    history.listen(() => seen.push(`${history.action} ${history.location.pathname}`));
    history.go(-1);
    await waitFor(() => expect(seen).toEqual(['POP /loanDetails']));
    expect(canGoBack()).toBe(false);
  });

  it('renders a request on the server, where nothing can navigate', () => {
    const history = staticHistory('/relevant?orderId=2');
    render(
      <Router history={history}>
        <Where />
      </Router>,
    );
    expect(screen.getByText('at /relevant?orderId=2 order 2')).toBeInTheDocument();
    expect(() => history.push('/repay')).toThrow(/cannot navigate/);
  });
});

import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useId } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredPart } from './deferred-part.tsx';
import { lazyPart } from './lazy-part.tsx';
import { useHydrated } from './use-hydrated.ts';

/** A chunk's load that fails `failures` times (a phone just back online), then answers. */
function flakyChunk(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return ({ name }: { name: string }) => <p>{`part of ${name}`}</p>;
  });
  return load;
}

describe('a page part in its own chunk', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('below the fold (deferredPart): a chunk lost once is asked for again and the part shows', async () => {
    const load = flakyChunk(1);
    const Part = deferredPart(load);
    render(<Part name="loan details" />);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(screen.queryByText('part of loan details')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('part of loan details')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('below the fold (deferredPart): hydrated while its chunk is on the way, it keeps every node the server wrote', async () => {
    // Two cards, as loan details' lower part renders several (decision 080).
    const Cards = () => (
      <>
        <a href="/loanStatement">statement</a>
        <a href="/reminderSettings">reminders</a>
      </>
    );
    const OnServer = deferredPart(async () => Cards);
    void OnServer.prepare();
    await act(() => vi.advanceTimersByTimeAsync(0));
    const page = (Part: typeof OnServer) => (
      <main>
        <h1>Loan details</h1>
        <Part />
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(OnServer));
    document.body.append(container);
    const links = [...container.querySelectorAll('a')];
    expect(links).toHaveLength(2);

    let arrive: (part: typeof Cards) => void = () => {};
    const InBrowser = deferredPart(() => new Promise<typeof Cards>((r) => (arrive = r)));
    await act(async () => {
      hydrateRoot(container, page(InBrowser));
    });
    // Still the server's nodes while the chunk is on the way …
    expect(links.every((link) => link.isConnected)).toBe(true);
    await act(async () => {
      arrive(Cards);
      await vi.advanceTimersByTimeAsync(0);
    });
    // … and the same ones once it has come.
    expect([...container.querySelectorAll('a')]).toEqual(links);
    container.remove();
  });

  it('below the fold (deferredPart): hydrated after a card the browser alone renders, no two elements share an id', async () => {
    // Loan details: the order's card, the cards under it (server-rendered, their code later)
    // and the rating card (rendered once the page has started).
    const Titled = ({ title }: { title: string }) => {
      const id = useId();
      return (
        <section aria-labelledby={id}>
          <h2 id={id}>{title}</h2>
        </section>
      );
    };
    const Documents = () => <Titled title="documents" />;
    const Rating = () => (useHydrated() ? <Titled title="rating" /> : null);
    const OnServer = deferredPart(async () => Documents);
    void OnServer.prepare();
    await act(() => vi.advanceTimersByTimeAsync(0));
    const page = (Part: typeof OnServer) => (
      <main>
        <Titled title="order" />
        <Part />
        <Rating />
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(OnServer));
    document.body.append(container);

    let arrive: (part: typeof Documents) => void = () => {};
    const InBrowser = deferredPart(() => new Promise<typeof Documents>((r) => (arrive = r)));
    await act(async () => {
      hydrateRoot(container, page(InBrowser));
      await vi.advanceTimersByTimeAsync(0);
    });
    await act(async () => {
      arrive(Documents);
      await vi.advanceTimersByTimeAsync(0);
    });
    const sections = [...container.querySelectorAll('section')];
    expect(sections.map((section) => section.textContent)).toEqual([
      'order',
      'documents',
      'rating',
    ]);
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Each card named by its own heading.
    for (const section of sections) {
      const label = section.getAttribute('aria-labelledby')!;
      expect(container.querySelector(`[id="${label}"]`)?.textContent).toBe(section.textContent);
    }
    container.remove();
  });

  it('below the fold (deferredPart): offline, the part is left out at once and the page stays', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const load = flakyChunk(1);
    const Part = deferredPart(load);
    render(
      <>
        <h1>Loan details</h1>
        <Part name="loan details" />
      </>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Loan details' })).toBeInTheDocument();
    expect(screen.queryByText('part of loan details')).not.toBeInTheDocument();
  });

  it('not in the first view (lazyPart): a chunk lost twice is asked for again after 1 s and 3 s', async () => {
    const load = flakyChunk(2);
    const Part = lazyPart(load, () => true);
    render(<Part name="the rating" />);
    await act(() => vi.advanceTimersByTimeAsync(3_999));
    expect(screen.queryByText('part of the rating')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('part of the rating')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });
});

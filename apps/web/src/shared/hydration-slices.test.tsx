import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../lib/next-task.ts';
import { hydrateInSlices, Slice, slicesHydrated } from './hydration-slices.tsx';
import { useHydrated } from './use-hydrated.ts';

/** The server's markup of `page` in a container on the page, as a rendered page arrives. */
function served(page: React.ReactElement): HTMLElement {
  vi.stubEnv('SSR', true);
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  vi.unstubAllEnvs();
  document.body.append(container);
  return container;
}

const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name)!;

/** A button that records its taps in `taps` under its name. */
const Tap = ({ name, taps }: { name: string; taps: string[] }) => (
  <button type="button" onClick={() => taps.push(name)}>
    {name}
  </button>
);

describe('hydration in slices', () => {
  afterEach(() => document.body.replaceChildren());

  it('hydrates the page first, then each slice in a task of its own, and keeps the server nodes', async () => {
    const taps: string[] = [];
    const Page = () => (
      <main>
        <Tap name="top" taps={taps} />
        <Slice>
          <Tap name="first" taps={taps} />
        </Slice>
        <Slice>
          <Tap name="second" taps={taps} />
          <p>and its text</p>
        </Slice>
      </main>
    );
    const container = served(<Page />);
    const nodes = [...container.querySelectorAll('*')];
    let ready = false;
    void hydrateInSlices(() => void hydrateRoot(container, <Page />)).then(() => (ready = true));
    await Promise.resolve();
    const tapAll = () => ['top', 'first', 'second'].forEach((n) => button(container, n).click());

    tapAll();
    expect(taps).toEqual(['top']);
    // A task is queued after each turn: it runs once that turn's slice has hydrated.
    await nextTask();
    tapAll();
    expect(taps).toEqual(['top', 'top', 'first']);
    expect(ready).toBe(false);
    await nextTask();
    tapAll();
    expect(taps).toEqual(['top', 'top', 'first', 'top', 'first', 'second']);
    await nextTask();
    await nextTask();
    expect(ready).toBe(true);
    await expect(slicesHydrated()).resolves.toBeUndefined();
    // Hydrated, not drawn again: every node is the server's.
    expect([...container.querySelectorAll('*')]).toEqual(nodes);
  });

  it('a slice inside a slice gets a turn of its own after it, and the page counts it', async () => {
    const taps: string[] = [];
    const Page = () => (
      <Slice>
        <Tap name="outer" taps={taps} />
        <Slice>
          <Tap name="inner" taps={taps} />
        </Slice>
      </Slice>
    );
    const container = served(<Page />);
    let ready = false;
    void hydrateInSlices(() => void hydrateRoot(container, <Page />)).then(() => (ready = true));
    button(container, 'outer').click();
    expect(taps).toEqual([]);
    await nextTask();
    button(container, 'outer').click();
    button(container, 'inner').click();
    expect(taps).toEqual(['outer']);
    expect(ready).toBe(false);
    await nextTask();
    button(container, 'inner').click();
    expect(taps).toEqual(['outer', 'inner']);
    await nextTask();
    await nextTask();
    expect(ready).toBe(true);
  });

  it('a slice its parent renders anew before its turn shows what it is now, not what the server drew', async () => {
    // As loan confirm reads the borrower's stored choice once the page has started.
    const Page = ({ stored }: { stored: string }) => {
      const amount = useHydrated() ? stored : '5000';
      return (
        <Slice>
          <a href={`/confirmLoan?amount=${amount}`}>{`Borrow ${amount}`}</a>
        </Slice>
      );
    };
    const container = served(<Page stored="5000" />);
    await hydrateInSlices(() => void hydrateRoot(container, <Page stored="8000" />));
    const link = container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/confirmLoan?amount=8000');
    expect(link.textContent).toBe('Borrow 8000');
  });

  it('rendered by the browser itself (a page the app opens), a slice is there at once', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(container).render(
        <Slice>
          <p>at once</p>
        </Slice>,
      );
    });
    expect(container.textContent).toBe('at once');
  });
});

import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { useUntilReady } from './until-ready.ts';

/** The server's markup of `ui` in a container, as a rendered page shows it before the app. */
function serverRendered(ui: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  return container;
}

/** What /boot.js does with the first tap on a marked control. */
const keep = (control: Element) =>
  ((globalThis as { tenorEarlyTaps?: Element[] }).tenorEarlyTaps ??= []).push(control);

describe('a button before the app has taken over the page', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
    delete (globalThis as { tenorEarlyTaps?: Element[] }).tenorEarlyTaps;
  });

  it('is rendered busy and marked for /boot.js on the server', () => {
    const container = serverRendered(<Button onClick={() => undefined}>Pay</Button>);
    const button = container.querySelector('button')!;
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('data-early-tap');
    expect(button).toHaveTextContent('Pay');
  });

  it('acts once on the tap /boot.js kept, when hydrated, and is ready after', async () => {
    const onClick = vi.fn();
    const ui = <Button onClick={onClick}>Confirm</Button>;
    const container = serverRendered(ui);
    const button = container.querySelector('button')!;
    keep(button);
    await act(async () => {
      root = hydrateRoot(container, ui);
    });
    expect(onClick).toHaveBeenCalledOnce();
    // The same element, now the app's: ready, and a new tap acts again.
    expect(container.querySelector('button')).toBe(button);
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveAttribute('data-early-tap');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('does not act on its own when no tap was kept, nor for a tap kept on another control', async () => {
    const onClick = vi.fn();
    const ui = (
      <>
        <Button onClick={onClick}>Pay</Button>
        <Button>Other</Button>
      </>
    );
    const container = serverRendered(ui);
    const [, other] = container.querySelectorAll('button');
    keep(other!);
    await act(async () => {
      root = hydrateRoot(container, ui);
    });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('replays taps on several controls in order, each acting on what the one before changed', async () => {
    const confirmed = vi.fn();
    function Form() {
      const [consent, setConsent] = useState(false);
      const { marks } = useUntilReady();
      return (
        <>
          <input
            type="checkbox"
            aria-label="I agree"
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
            {...marks}
          />
          <Button onClick={() => confirmed(consent)}>Confirm</Button>
        </>
      );
    }
    const container = serverRendered(<Form />);
    const [box, confirm] = [container.querySelector('input')!, container.querySelector('button')!];
    keep(box);
    keep(confirm);
    // As in the browser: React's own scheduling, not act()'s queue, which would hold the
    // consent's update back until its scope ends.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      root = hydrateRoot(container, <Form />);
      await waitFor(() => expect(confirmed).toHaveBeenCalledOnce());
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(confirmed).toHaveBeenCalledWith(true);
    expect(box.checked).toBe(true);
  });

  it('keeps the ref its page gives it', async () => {
    const ref = { current: null as HTMLButtonElement | null };
    const ui = <Button ref={ref}>Retry</Button>;
    const container = serverRendered(ui);
    await act(async () => {
      root = hydrateRoot(container, ui);
    });
    expect(ref.current).toBe(container.querySelector('button'));
  });

  it('is ready at once on a page the browser renders itself', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Apply</Button>);
    const button = screen.getByRole('button', { name: 'Apply' });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveAttribute('data-early-tap');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});

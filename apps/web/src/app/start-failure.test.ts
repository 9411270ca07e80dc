import { afterEach, describe, expect, it, vi } from 'vitest';
import { showStartFailure, startFailed } from './start-failure.ts';

const page = () => {
  document.body.innerHTML =
    '<div id="root"><div class="shell"><div class="shell-card"></div></div></div>';
  return document.getElementById('root') as HTMLElement;
};

describe('showStartFailure', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('replaces the placeholders with the error, in the borrower language', () => {
    const root = page();
    showStartFailure(root, 'id-ID');
    expect(root.querySelector('.shell')).toBeNull();
    expect(root.querySelector('[role="alert"] h1')?.textContent).toBe('Terjadi kesalahan');
    expect(root.querySelector('p')?.textContent).toMatch(/Periksa koneksi/);
    expect(root.querySelector('button')?.textContent).toBe('Muat ulang');
    expect(document.title).toBe('Terjadi kesalahan');
  });

  it('reloads the page from its button', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const root = page();
    showStartFailure(root, 'en-IN');
    const button = root.querySelector('button') as HTMLButtonElement;
    expect(button.textContent).toBe('Reload');
    button.click();
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('startFailed', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });
  const stubReload = () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    return reload;
  };

  it('online, loads the page again once a minute at most, then shows the error', () => {
    const reload = stubReload();
    const root = page();
    startFailed(root, 'en-IN', 1_000_000);
    expect(reload).toHaveBeenCalledOnce();
    expect(root.querySelector('[role="alert"]')).toBeNull();

    startFailed(root, 'en-IN', 1_000_000 + 59_999);
    expect(reload).toHaveBeenCalledOnce();
    expect(root.querySelector('[role="alert"] h1')?.textContent).toBe('Something went wrong');

    startFailed(page(), 'en-IN', 1_000_000 + 60_000);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('offline, shows the error at once: a reload could not reach the server', () => {
    const reload = stubReload();
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const root = page();
    startFailed(root, 'id-ID', 1_000_000);
    expect(reload).not.toHaveBeenCalled();
    expect(root.querySelector('[role="alert"] h1')?.textContent).toBe('Terjadi kesalahan');
  });
});

import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';

/**
 * The app's navigation between its pages, without a reload (decision 089): a history of
 * entries (the browser's, one in memory for the unit tests, a fixed one for the server's
 * render), the current location read from it, links and `navigate`. Every page path is a plain
 * one, matched by app/router.tsx, so nothing here compiles a route pattern.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** Each entry's own; `default` for the entry the tab was opened at. */
  key: string;
}

export type Action = 'POP' | 'PUSH' | 'REPLACE';

export interface History {
  readonly location: Location;
  /** How the current entry was reached. */
  readonly action: Action;
  push(to: string): void;
  replace(to: string): void;
  go(delta: number): void;
  /** Called after every change of location; returns how to stop. */
  listen(listener: () => void): () => void;
}

const parse = (to: string, key: string): Location => {
  const url = new URL(to, 'http://h');
  return { pathname: url.pathname, search: url.search, hash: url.hash, key };
};

const newKey = () => Math.random().toString(36).slice(2, 10);

/** What each entry of the browser's history holds: its key and its place (`idx`). */
interface EntryState {
  key?: unknown;
  idx?: unknown;
}

const entryOf = (win: Window) => (win.history.state ?? {}) as EntryState;

/** The place of the tab's current entry: 0 for the one the app started at. */
const placeOf = (win: Window) => {
  const { idx } = entryOf(win);
  return typeof idx === 'number' ? idx : 0;
};

/**
 * Whether this page was reached from another page of ours in this tab, so going back stays
 * in the app: above 0 there is an in-app page behind this one. A page the native app opened
 * directly has none (the app has its own back).
 */
export function canGoBack(): boolean {
  // Rendered on the server: a launch is always the first page of the tab.
  return typeof window !== 'undefined' && placeOf(window) > 0;
}

/** What every history shares: how the current entry was reached, and who hears of a move. */
function moves() {
  const listeners = new Set<() => void>();
  const seen = {
    action: 'POP' as Action,
    moved(next: Action) {
      seen.action = next;
      for (const listener of listeners) listener();
    },
    listen(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return seen;
}

/**
 * The tab's history: entries numbered from the one the app started at (`idx`, as React Router
 * numbered them). That one is left as the browser made it, unnumbered, which reads as 0
 * (`placeOf`): stamping it would cost a `replaceState` in the page's first hydration task.
 */
export function browserHistory(win: Window = window): History {
  const seen = moves();
  const read = (): Location => {
    const { key } = entryOf(win);
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, key: typeof key === 'string' ? key : 'default' };
  };
  let location = read();
  const changed = (next: Action) => {
    location = read();
    seen.moved(next);
  };
  win.addEventListener('popstate', () => changed('POP'));
  return {
    get location() {
      return location;
    },
    get action() {
      return seen.action;
    },
    push(to) {
      win.history.pushState({ key: newKey(), idx: placeOf(win) + 1 }, '', to);
      changed('PUSH');
    },
    replace(to) {
      win.history.replaceState({ key: newKey(), idx: placeOf(win) }, '', to);
      changed('REPLACE');
    },
    go: (delta) => win.history.go(delta),
    listen: seen.listen,
  };
}

/** A history of its own, starting at `entry` (the unit tests). */
export function memoryHistory(entry: string): History {
  const seen = moves();
  const entries = [parse(entry, 'default')];
  let index = 0;
  return {
    get location() {
      return entries[index] as Location;
    },
    get action() {
      return seen.action;
    },
    push(to) {
      entries.splice(index + 1, entries.length, parse(to, newKey()));
      index += 1;
      seen.moved('PUSH');
    },
    replace(to) {
      entries[index] = parse(to, newKey());
      seen.moved('REPLACE');
    },
    go(delta) {
      const next = index + delta;
      if (next < 0 || next >= entries.length) return;
      index = next;
      seen.moved('POP');
    },
    listen: seen.listen,
  };
}

/** One location that never changes: the server's render of a request. */
export function staticHistory(url: string): History {
  const location = parse(url, 'default');
  const fixed = () => {
    throw new Error('A page rendered on the server cannot navigate');
  };
  return {
    location,
    action: 'POP',
    push: fixed,
    replace: fixed,
    go: fixed,
    listen: () => () => {},
  };
}

const HistoryContext = createContext<History | null>(null);
const LocationContext = createContext<Location | null>(null);

/** The pages under it read `history`'s location and move through it. */
export function Router({ history, children }: { history: History; children: ReactNode }) {
  const location = useSyncExternalStore(
    history.listen,
    () => history.location,
    () => history.location,
  );
  return (
    <HistoryContext.Provider value={history}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </HistoryContext.Provider>
  );
}

/** The app in the browser: the tab's own history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => browserHistory());
  return <Router history={history}>{children}</Router>;
}

/** The server's render of `location` (a path with its query). */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const history = useMemo(() => staticHistory(location), [location]);
  return <Router history={history}>{children}</Router>;
}

function useHistory(): History {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('A page is rendered outside its router');
  return history;
}

export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error('A page is rendered outside its router');
  return location;
}

/** The current address's query. */
export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

export type Navigate = (to: string | number, options?: { replace?: boolean }) => void;

/** Goes to a page of the app (`to`, a path with its query), or back and forth by a number of entries. */
export function useNavigate(): Navigate {
  const history = useHistory();
  return useMemo<Navigate>(
    () => (to, options) => {
      if (typeof to === 'number') history.go(to);
      else if (options?.replace) history.replace(to);
      else history.push(to);
    },
    [history],
  );
}

/** Goes to `to` as soon as it is rendered, in place of the current entry with `replace`. */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useLayoutEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

/** A press the page should follow itself: the main button, no key held, no other target. */
const followsHere = (event: MouseEvent<HTMLAnchorElement>) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
  (!event.currentTarget.target || event.currentTarget.target === '_self');

/**
 * A link to a page of the app (`to`, a path with its query): a real link, so it works before
 * the app has started and opens in a new tab when asked, followed without a reload otherwise.
 */
export function Link({
  to,
  replace,
  onClick,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean }) {
  const history = useHistory();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!followsHere(event)) return;
        event.preventDefault();
        // A link to the page on screen takes its place: going back does not return to it twice.
        const { pathname, search, hash } = history.location;
        if (replace || to === pathname + search + hash) history.replace(to);
        else history.push(to);
      }}
    />
  );
}

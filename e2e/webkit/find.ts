/**
 * Finding what a borrower sees, by role and visible name, inside the page. WebDriver has no
 * role locator, so one script resolves a query in a single round trip. It is a string (not a
 * function's source): the TypeScript runner's helpers would not exist in the page.
 *
 * The name is a simplification of the accessible name that fits these pages:
 * aria-labelledby, aria-label, the labels of a form field, else the visible text.
 */
export type Role =
  | 'heading'
  | 'button'
  | 'link'
  | 'checkbox'
  | 'radio'
  | 'dialog'
  | 'img'
  | 'textbox'
  | 'region'
  | 'article';

export interface Query {
  role?: Role;
  /** A string matches the whole name (spaces collapsed); a RegExp is tested against it. */
  name?: string | RegExp;
  level?: number;
  testId?: string;
  /** Only elements whose visible text contains this. */
  hasText?: string;
  /** Looks inside the first visible match of this query. */
  within?: Query;
}

/** The query as the page script takes it (a RegExp does not survive JSON). */
export interface WireQuery {
  role?: Role;
  name?: string | { source: string; flags: string };
  level?: number;
  testId?: string;
  hasText?: string;
  within?: WireQuery;
}

export function toWire(q: Query): WireQuery {
  const { name, within, ...rest } = q;
  return {
    ...rest,
    ...(name === undefined
      ? {}
      : { name: typeof name === 'string' ? name : { source: name.source, flags: name.flags } }),
    ...(within ? { within: toWire(within) } : {}),
  };
}

export function describe(q: Query): string {
  const parts = [
    q.testId ? `[data-testid=${q.testId}]` : (q.role ?? 'element'),
    q.level ? `level ${q.level}` : '',
    q.name === undefined
      ? ''
      : `named ${String(q.name instanceof RegExp ? q.name : `"${q.name}"`)}`,
    q.hasText ? `with text "${q.hasText}"` : '',
    q.within ? `in ${describe(q.within)}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * arguments[0]: a WireQuery. Returns { element, text, disabled, count } for the first
 * visible match (element null when none).
 */
export const FIND_SCRIPT = `
const selectors = {
  heading: 'h1,h2,h3,h4,h5,h6,[role=heading]',
  button: 'button,[role=button],input[type=button],input[type=submit]',
  link: 'a[href],[role=link]',
  checkbox: 'input[type=checkbox],[role=checkbox]',
  radio: 'input[type=radio],[role=radio]',
  dialog: 'dialog,[role=dialog],[role=alertdialog]',
  img: 'img,[role=img]',
  textbox: 'input:not([type]),input[type=text],input[type=tel],input[type=number],textarea,[role=textbox]',
  region: 'section[aria-label],section[aria-labelledby],[role=region]',
  article: 'article,[role=article]',
};
const norm = (s) => (s || '').replace(/\\s+/g, ' ').trim();
const textOf = (el) => norm(el.innerText !== undefined ? el.innerText : el.textContent);
const nameOf = (el) => {
  const by = el.getAttribute('aria-labelledby');
  if (by) return norm(by.split(/\\s+/).map((id) => {
    const ref = document.getElementById(id);
    return ref ? textOf(ref) : '';
  }).join(' '));
  const label = el.getAttribute('aria-label');
  if (label) return norm(label);
  if (el.labels && el.labels.length) return norm([...el.labels].map(textOf).join(' '));
  if (el.tagName === 'IMG') return norm(el.getAttribute('alt'));
  return textOf(el);
};
const visible = (el) => {
  const r = el.getBoundingClientRect();
  if (r.width <= 0 || r.height <= 0) return false;
  const style = getComputedStyle(el);
  return style.visibility !== 'hidden' && !el.closest('[aria-hidden=true],[hidden],[inert]');
};
const levelOf = (el) => Number(el.getAttribute('aria-level') || el.tagName.slice(1));
const matches = (el, q) => {
  if (q.level && levelOf(el) !== q.level) return false;
  if (q.hasText && !textOf(el).includes(q.hasText)) return false;
  if (q.name !== undefined) {
    const name = nameOf(el);
    if (typeof q.name === 'string') return name === norm(q.name);
    return new RegExp(q.name.source, q.name.flags).test(name);
  }
  return true;
};
const all = (q, root) => {
  const css = q.testId ? '[data-testid="' + q.testId + '"]' : q.role ? selectors[q.role] : '*';
  return [...root.querySelectorAll(css)].filter((el) => visible(el) && matches(el, q));
};
const resolve = (q) => {
  let root = document;
  if (q.within) {
    const outer = resolve(q.within);
    if (!outer.length) return [];
    root = outer[0];
  }
  return all(q, root);
};
const found = resolve(arguments[0]);
const el = found[0] || null;
return {
  element: el,
  text: el ? textOf(el) : '',
  disabled: el ? Boolean(el.disabled || el.getAttribute('aria-disabled') === 'true') : false,
  count: found.length,
};
`;

import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures.ts';

/**
 * Accessibility beyond axe (docs/accessibility-audit.md): what a TalkBack user meets, read off
 * Chromium's own accessibility tree, and what the phone's settings do to a page (200 % text,
 * a 320 px screen), its touch targets and its keyboard focus.
 */

/** A node of the accessibility tree as a screen reader walks it: in order, ignored ones left out. */
export interface AxNode {
  role: string;
  name: string;
  /** The states and properties Chromium exposes (checked, expanded, disabled, focusable, level…). */
  props: Record<string, unknown>;
}

/** Roles a borrower acts on: each needs a name, and those with a state must expose it. */
const interactive = new Set([
  'button',
  'link',
  'checkbox',
  'radio',
  'switch',
  'textbox',
  'searchbox',
  'combobox',
  'listbox',
  'option',
  'slider',
  'spinbutton',
  'tab',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
]);

/** Roles whose meaning is their state: TalkBack says "ticked", "not ticked", "selected". */
const stateOf: Record<string, string> = {
  checkbox: 'checked',
  radio: 'checked',
  switch: 'checked',
  menuitemcheckbox: 'checked',
  menuitemradio: 'checked',
  tab: 'selected',
};

interface RawNode {
  nodeId: string;
  ignored: boolean;
  role?: { value?: string };
  name?: { value?: string };
  properties?: { name: string; value: { value?: unknown } }[];
  childIds?: string[];
}

/** The page's accessibility tree in reading order (Chromium's, as TalkBack's swipe walks it). */
export async function accessibilityTree(page: Page): Promise<AxNode[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: RawNode[] };
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    const walked: AxNode[] = [];
    const visit = (node: RawNode | undefined) => {
      if (!node) return;
      if (!node.ignored) {
        walked.push({
          role: node.role?.value ?? '',
          name: (node.name?.value ?? '').trim(),
          props: Object.fromEntries((node.properties ?? []).map((p) => [p.name, p.value.value])),
        });
      }
      for (const id of node.childIds ?? []) visit(byId.get(id));
    };
    visit(nodes[0]);
    return walked;
  } finally {
    await cdp.detach();
  }
}

/**
 * The tree a screen reader walks: the first heading read is the page's h1; every control has
 * a role and a name; a tick box, a radio, a switch or a tab says its state; a control that
 * opens something says whether it is open; a control is either reachable or says it is
 * disabled. Returns the walk, for a test to read states off it.
 */
export async function expectScreenReaderWalk(page: Page): Promise<AxNode[]> {
  const walk = await accessibilityTree(page);
  const problems: string[] = [];
  const headings = walk.filter((n) => n.role === 'heading');
  if (headings[0]?.props.level !== 1) {
    problems.push(`first heading is not the h1: ${JSON.stringify(headings[0])}`);
  }
  for (const n of walk) {
    if (!interactive.has(n.role)) continue;
    const label = `${n.role} "${n.name}"`;
    if (n.name === '') problems.push(`${n.role} without a name`);
    const state = stateOf[n.role];
    if (state && !(state in n.props)) problems.push(`${label} does not say whether it is ${state}`);
    if (n.role === 'combobox' && !('expanded' in n.props)) {
      problems.push(`${label} does not say whether it is open`);
    }
    if (n.props.focusable !== true && n.props.disabled !== true && n.role !== 'option')
      problems.push(`${label} can be neither reached nor is it disabled`);
  }
  expect.soft(problems, `screen reader walk of ${page.url()}`).toEqual([]);
  return walk;
}

/** Focus is on, or inside, this element: where the borrower's next swipe or key starts. */
export async function expectFocusIn(target: Locator): Promise<void> {
  await expect
    .poll(() =>
      target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)),
    )
    .toBe(true);
}

/**
 * The page at 320 px with the text at 200 % (the root size doubled, as a phone's text size
 * setting does to a page written in rem): nothing scrolls sideways, no text is cut by its
 * box. The page is put back as it was.
 */
export async function expectReflows(page: Page, shot?: string): Promise<void> {
  const before = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: before.height });
  try {
    const problems = await page.evaluate(async () => {
      document.documentElement.style.fontSize = '200%';
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const found: string[] = [];
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(el.getBoundingClientRect().width)} px`;
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth > width) {
        found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
      }
      // A strip made to scroll sideways (tabs, chips) is not cut: its content is reachable.
      const scrolls = (el: Element | null): boolean => {
        for (let e = el; e; e = e.parentElement) {
          const o = getComputedStyle(e).overflowX;
          if (o === 'auto' || o === 'scroll') return true;
        }
        return false;
      };
      // Text that runs out of its box past the screen (a word too long to break).
      const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let t = texts.nextNode(); t; t = texts.nextNode()) {
        const parent = t.parentElement;
        if (!parent || parent.closest('.visually-hidden') || scrolls(parent)) continue;
        if ((t.textContent ?? '').trim() === '') continue;
        const range = document.createRange();
        range.selectNodeContents(t);
        if (range.getBoundingClientRect().right > width + 1) {
          found.push(`text past the screen's edge: ${name(parent)}`);
        }
      }
      for (const el of document.querySelectorAll('body *')) {
        if (el.closest('.visually-hidden')) continue;
        // Pictures and icons too; a fixed layer follows the screen, whatever its width.
        const box = el.getBoundingClientRect();
        if (
          box.width > 0 &&
          box.right > width + 1 &&
          !scrolls(el.parentElement) &&
          getComputedStyle(el).position !== 'fixed'
        ) {
          found.push(`past the screen's edge: ${name(el)}`);
        }
        if (!(el instanceof HTMLElement) || el.closest('[aria-hidden="true"]')) continue;
        if (!el.offsetParent && getComputedStyle(el).position !== 'fixed') continue;
        if (el.clientWidth <= 1 || (el.textContent ?? '').trim() === '') continue;
        const style = getComputedStyle(el);
        const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
        const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
        if (clipsX && el.scrollWidth > el.clientWidth + 1) found.push(`cut sideways: ${name(el)}`);
        else if (clipsY && el.scrollHeight > el.clientHeight + 1)
          found.push(`cut at the bottom: ${name(el)}`);
      }
      return [...new Set(found)];
    });
    // What the borrower sees: looked at by a person (docs/accessibility-audit.md).
    if (shot)
      await page.screenshot({ path: `.tmp/shots/a11y-${shot}-320-200.png`, fullPage: true });
    await page.evaluate(() => (document.documentElement.style.fontSize = ''));
    expect.soft(problems, `320 px, 200 % text: ${page.url()}`).toEqual([]);
  } finally {
    await page.setViewportSize(before);
  }
}

/**
 * Touch targets (WCAG 2.2 2.5.8): every control is at least 24 × 24 px, or a 24 px circle on
 * its centre meets no other control; links inside a sentence are exempt. A tick box or radio
 * counts with its label, which a tap on selects it too.
 */
export async function expectTouchTargets(page: Page): Promise<void> {
  const problems = await page.evaluate(() => {
    type Box = { x: number; y: number; w: number; h: number; name: string };
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="tab"], [tabindex]:not([tabindex="-1"])';
    const boxes: Box[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.closest('[aria-hidden="true"], [inert], dialog:not([open])')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      let r = el.getBoundingClientRect();
      const labels = el instanceof HTMLInputElement ? [...(el.labels ?? [])] : [];
      if (labels.length > 0) {
        const all = [r, ...labels.map((l) => l.getBoundingClientRect())].filter((b) => b.width > 1);
        const x = Math.min(...all.map((b) => b.left));
        const y = Math.min(...all.map((b) => b.top));
        r = new DOMRect(
          x,
          y,
          Math.max(...all.map((b) => b.right)) - x,
          Math.max(...all.map((b) => b.bottom)) - y,
        );
      }
      // Hidden inputs driven by their label (a photo picker), or nothing drawn.
      if (r.width <= 1 || r.height <= 1) continue;
      // A link in running text (2.5.8's inline exception).
      if (
        el.tagName === 'A' &&
        style.display === 'inline' &&
        (el.parentElement?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length
      ) {
        continue;
      }
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(r.width)}×${Math.round(r.height)}`;
      boxes.push({ x: r.left, y: r.top, w: r.width, h: r.height, name });
    }
    const small = (b: Box) => b.w < 24 - 0.5 || b.h < 24 - 0.5;
    const centre = (b: Box) => [b.x + b.w / 2, b.y + b.h / 2] as const;
    const distance = (p: readonly [number, number], b: Box) => {
      const dx = Math.max(b.x - p[0], 0, p[0] - (b.x + b.w));
      const dy = Math.max(b.y - p[1], 0, p[1] - (b.y + b.h));
      return Math.hypot(dx, dy);
    };
    const found: string[] = [];
    for (const a of boxes.filter(small)) {
      const c = centre(a);
      const crowded = boxes.find((b) => {
        if (b === a) return false;
        // A control nested in another (an icon in a button) is one target.
        if (b.x <= a.x && b.y <= a.y && b.x + b.w >= a.x + a.w && b.y + b.h >= a.y + a.h) {
          return false;
        }
        if (small(b)) return Math.hypot(c[0] - centre(b)[0], c[1] - centre(b)[1]) < 24;
        return distance(c, b) < 12;
      });
      if (crowded) found.push(`${a.name} is under 24 px and crowds ${crowded.name}`);
    }
    return found;
  });
  expect.soft(problems, `touch targets of ${page.url()}`).toEqual([]);
}

/**
 * Keyboard focus is visible (WCAG 2.4.7): Tab through up to `limit` controls; each focused
 * one draws an outline or a ring.
 */
export async function expectVisibleFocus(page: Page, limit = 30): Promise<void> {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const drawn =
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) ||
        style.boxShadow !== 'none';
      const r = el.getBoundingClientRect();
      return {
        key: `${el.tagName}|${el.textContent?.slice(0, 30)}|${Math.round(r.top + scrollY)}|${Math.round(r.left)}`,
        name: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
        drawn,
      };
    });
    if (!focused || seen.has(focused.key)) break;
    seen.add(focused.key);
    if (!focused.drawn) problems.push(`${focused.name} shows no focus`);
  }
  expect.soft(problems, `visible focus on ${page.url()}`).toEqual([]);
  // Back to where a finger would be: nothing focused by the walk.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/**
 * Form errors are not told by colour alone: a field marked invalid points at words that
 * say what is wrong (aria-describedby or aria-errormessage).
 */
export async function expectErrorsInWords(page: Page): Promise<void> {
  const problems = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-invalid="true"]')]
      .filter((el) => {
        const ids =
          `${el.getAttribute('aria-describedby') ?? ''} ${el.getAttribute('aria-errormessage') ?? ''}`
            .split(/\s+/)
            .filter(Boolean);
        return !ids.some((id) => (document.getElementById(id)?.textContent ?? '').trim() !== '');
      })
      .map((el) => `${el.tagName.toLowerCase()}#${el.id} is marked invalid without words`),
  );
  expect.soft(problems, `errors in words on ${page.url()}`).toEqual([]);
}

/**
 * Every check of a page at rest: axe, the screen reader's walk, touch targets, visible focus,
 * errors in words, then 320 px at 200 % text (`shot` names its screenshot). Returns the walk.
 */
export async function expectUsable(
  page: Page,
  { exclude = [], shot }: { exclude?: string[]; shot?: string } = {},
): Promise<AxNode[]> {
  await expectAccessible(page, { exclude });
  const walk = await expectScreenReaderWalk(page);
  await expectTouchTargets(page);
  await expectErrorsInWords(page);
  await expectVisibleFocus(page);
  await expectReflows(page, shot);
  return walk;
}

/** The node of the walk with this role and name. */
export function nodeOf(walk: AxNode[], role: string, name: string | RegExp): AxNode | undefined {
  return walk.find(
    (n) => n.role === role && (typeof name === 'string' ? n.name === name : name.test(n.name)),
  );
}

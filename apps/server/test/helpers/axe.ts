import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { JSDOM } from 'jsdom';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

interface AxeResult {
  violations: { id: string; nodes: { html: string }[] }[];
}

/**
 * axe-core's checks on a server-rendered page in jsdom (labels, headings, landmarks, lang,
 * names, ARIA). Colour contrast needs layout, which jsdom has not: it is checked by
 * `contrastRatio` on the stylesheet's colour pairs instead.
 */
export async function axeViolations(html: string): Promise<string[]> {
  const dom = new JSDOM(html, { runScripts: 'outside-only' });
  try {
    dom.window.eval(axeSource);
    const axe = (dom.window as unknown as { axe: { run: (...a: unknown[]) => Promise<AxeResult> } })
      .axe;
    const result = await axe.run(dom.window.document, {
      rules: { 'color-contrast': { enabled: false } },
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
  } finally {
    dom.window.close();
  }
}

const channel = (hex: string, i: number) => {
  const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) =>
  0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 1) + 0.0722 * channel(hex, 2);

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

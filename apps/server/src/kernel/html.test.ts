import { describe, expect, it } from 'vitest';
import { html, raw } from './html.ts';

describe('html', () => {
  it('escapes every value, in element content and quoted attributes alike', () => {
    const value = `"'<>&`;
    expect(html`<p title="${value}">${value}</p>`.html).toBe(
      '<p title="&quot;&#39;&lt;&gt;&amp;">&quot;&#39;&lt;&gt;&amp;</p>',
    );
  });

  it('passes markup through unescaped only when it is html or raw', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p>${inner}${raw('<br>')}${'<br>'}</p>`.html).toBe(
      '<p><b>&lt;i&gt;</b><br>&lt;br&gt;</p>',
    );
  });

  it('joins lists and leaves out null, undefined and false (but not 0 or "")', () => {
    const items = ['a', 'b&'].map((x) => html`<li>${x}</li>`);
    expect(html`<ul>${items}</ul>${null}${undefined}${false}${0}${''}`.html).toBe(
      '<ul><li>a</li><li>b&amp;</li></ul>0',
    );
  });
});

import type * as z from 'zod/mini';
import type { EndpointDef } from '@tenor/contract/endpoint';
import { failuresOf } from '@tenor/contract/endpoint-failures';
import { jsonSchema } from '@tenor/contract/openapi';
import { html, type Html } from '../../kernel/html.ts';

type Areas = Record<string, Record<string, EndpointDef>>;

export const API_REFERENCE_CSS = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1f2328}
h1{font-size:1.6rem}h2{margin-top:2rem;border-bottom:1px solid #d0d7de}h3{font-size:1rem;margin:1.5rem 0 .25rem}
code,pre{font:13px/1.4 ui-monospace,monospace}pre{background:#f6f8fa;padding:.75rem;overflow:auto;border-radius:6px}
.method{display:inline-block;min-width:3.5rem;font-weight:700;color:#0b5cad}
table{border-collapse:collapse}td,th{border:1px solid #d0d7de;padding:.25rem .5rem;text-align:left}
details{margin:.25rem 0}summary{cursor:pointer;color:#0b5cad}`;

const schemaText = (schema: z.ZodMiniType, io: 'input' | 'output') =>
  JSON.stringify(jsonSchema(schema, io), null, 2);

function endpointSection(area: string, name: string, e: EndpointDef): Html {
  const facts = [
    ['encoding', e.encoding],
    ['session', e.auth ? 'X-Token header' : e.optionalAuth ? 'X-Token header, optional' : 'none'],
    ['success code', `'${e.success}'`],
    [
      'failure codes',
      failuresOf(e)
        .map((code) => `'${code}'`)
        .join(', '),
    ],
    ...(e.files ? [['file fields', e.files.join(', ')]] : []),
    ['answer', e.body === 'binary' ? 'the resource itself (image)' : 'envelope'],
  ];
  return html`<section id="${area}.${name}">
<h3><span class="method">${e.method}</span> <code>${e.path}</code> — ${name}</h3>
<table><tbody>${facts.map(([k, v]) => html`<tr><th scope="row">${k}</th><td>${v ?? ''}</td></tr>`)}</tbody></table>
<details><summary>Request schema</summary><pre>${schemaText(e.request, 'input')}</pre></details>
${e.body !== 'binary' && html`<details><summary>Response data schema</summary><pre>${schemaText(e.response, 'output')}</pre></details>`}
</section>`;
}

/** The API reference as one plain page: every endpoint by area, schemas folded. */
export function apiReferencePage(areas: Areas, version: string): string {
  const sections = Object.entries(areas).map(
    ([area, endpoints]) =>
      html`<h2 id="${area}">${area}</h2>${Object.entries(endpoints).map(
        ([name, e]) => html`${endpointSection(area, name, e)}\n`,
      )}`,
  );
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tenor API ${version}</title><meta name="description" content="Every endpoint of the Tenor API: method, path, encoding, request and response schemas.">
<link rel="stylesheet" href="/docs/api.css"></head>
<body><main><h1>Tenor API ${version}</h1>
<p>Machine-readable: <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1). Every answer is an envelope <code>{ code, message, data }</code>; <code>data</code> is meaningful only when <code>code</code> is the endpoint's success code. Money travels as integer minor units (paise, sen).</p>
<nav aria-label="Areas"><ul>${Object.keys(areas).map((a) => html`<li><a href="#${a}">${a}</a></li>`)}</ul></nav>
${sections}</main></body></html>`.html;
}

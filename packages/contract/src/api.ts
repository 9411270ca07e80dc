/**
 * Every endpoint, by area. The server registers from this; clients import single
 * endpoints from `endpoints/<area>.ts` so bundles carry only what a page calls.
 */
import * as care from './endpoints/care.ts';
import * as dev from './endpoints/dev.ts';
import * as loans from './endpoints/loans.ts';
import * as promo from './endpoints/promo.ts';
import * as repay from './endpoints/repay.ts';
import * as rights from './endpoints/rights.ts';
import * as site from './endpoints/site.ts';
import type { EndpointDef } from './endpoint.ts';

function endpointsOf(mod: Record<string, unknown>): Record<string, EndpointDef> {
  const out: Record<string, EndpointDef> = {};
  for (const [name, value] of Object.entries(mod)) {
    if (typeof value === 'object' && value !== null && 'path' in value && 'encoding' in value) {
      out[name] = value as EndpointDef;
    }
  }
  return out;
}

export const api = {
  loans: endpointsOf(loans),
  repay: endpointsOf(repay),
  care: endpointsOf(care),
  promo: endpointsOf(promo),
  site: endpointsOf(site),
  rights: endpointsOf(rights),
  dev: endpointsOf(dev),
} as const;

/**
 * Each area's endpoint module, by area, as types: what a table kept beside the endpoints — one
 * entry per endpoint, as their own refusals (endpoint-failures.ts) and their summaries
 * (openapi-summaries.ts) — is keyed by, so a new endpoint or area is a type error there.
 */
import type { EndpointDef } from './endpoint.ts';
import type * as care from './endpoints/care.ts';
import type * as dev from './endpoints/dev.ts';
import type * as loans from './endpoints/loans.ts';
import type * as promo from './endpoints/promo.ts';
import type * as repay from './endpoints/repay.ts';
import type * as rights from './endpoints/rights.ts';
import type * as site from './endpoints/site.ts';

export interface AreaModules {
  loans: typeof loans;
  repay: typeof repay;
  care: typeof care;
  promo: typeof promo;
  site: typeof site;
  rights: typeof rights;
  dev: typeof dev;
}

/** The names of a module's endpoints (its schemas and types left out). */
export type EndpointNames<M> = { [K in keyof M]: M[K] extends EndpointDef ? K : never }[keyof M];

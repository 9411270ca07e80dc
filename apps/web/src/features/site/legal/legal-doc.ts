/**
 * A legal or information page as data (decision 022): its prose lives in one module per
 * page, market and language under `texts/`, loaded only by that page (never in the area's
 * language pack, which every route of the area pays for).
 */

/** A paragraph, a bullet list, a table, or a block the page fills from configuration. */
export type LegalBlock =
  | string
  | { list: readonly string[] }
  | { table: LegalTable }
  /** The lender's name, address and registration numbers, and the support contacts. */
  | { company: true }
  /** The grievance officer of the reader's market (the server's configuration). */
  | { officer: true };

export interface LegalTable {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly string[])[];
}

export interface LegalSection {
  /** The anchor of the section (`#rights`): stable across languages, so links survive a switch. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDoc {
  title: string;
  /** "Last updated …", as written. */
  updated: string;
  /** Heading of the table of contents. */
  contents: string;
  intro: readonly LegalBlock[];
  sections: readonly LegalSection[];
}

/** Values the texts name as `{company}`, `{appName}` and so on. */
export type LegalVars = Record<string, string>;

/** Replaces `{name}` with its value; an unknown name stays as written (a test catches it). */
export const fillText = (text: string, vars: LegalVars): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);

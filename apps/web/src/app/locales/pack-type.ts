import type { Pack as Reference } from './en-IN.ts';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Every pack has the reference pack's keys, with its own strings. */
export type Pack = Shape<Reference>;

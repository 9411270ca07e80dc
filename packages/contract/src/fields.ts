import * as z from 'zod/mini';

/**
 * Field helpers shared by every endpoint. Form and query payloads arrive as strings, so
 * numeric fields accept a number (what clients send) or a decimal string (what a form
 * decoder yields) and always come out as a number.
 */
const intString = z.pipe(
  z.string().check(z.regex(/^-?\d{1,15}$/, 'must be a whole number')),
  z.transform((s: string) => Number(s)),
);

const wholeNumber = () => z.union([z.int(), intString]);

/** The range of the databases' 32-bit integer columns (ids, counts, choices). */
export const INT32_MAX = 2_147_483_647;

/**
 * A whole number within 32 bits: ids, counts and choices are compared with 32-bit columns,
 * and PostgreSQL refuses a larger value in such a comparison (a 500 before this bound; the
 * fuzz test found it).
 */
export const int = () =>
  z.pipe(wholeNumber(), z.int().check(z.gte(-INT32_MAX - 1), z.lte(INT32_MAX)));

export const positiveId = () => z.pipe(int(), z.int().check(z.positive('must be a positive id')));

/** Money in integer minor units (paise, sen): 64-bit columns, so wider than `int`. */
export const money = () =>
  z.pipe(wholeNumber(), z.int().check(z.nonnegative('must not be negative')));

/** A '0'/'1' flag as the spec's string flags. */
export const flag = () => z.enum(['0', '1']);

/** A 0/1 numeric switch (accepts '0'/'1' from forms). */
export const bit = () => z.pipe(int(), z.union([z.literal(0), z.literal(1)]));

export const text = (max = 500) => z.string().check(z.maxLength(max));

export const requiredText = (max = 500) =>
  z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(max));

/** A label/value row as shown on detail pages. */
export const detailRow = z.lazy(() => z.object({ text: z.string(), value: z.string() }));
export type DetailRow = z.output<typeof detailRow>;

export const empty = z.object({});
/** An answer without data: the envelope's `data` is `null` (typed, so clients see `null`, not `unknown`). */
export const nothing = z.null();

/** Date-time text as shown to users: yyyy-MM-dd HH:mm:ss. Dates travel as ISO-8601 UTC. */
export const isoDate = () => z.iso.datetime();

// Compiled by scripts/check-openapi.mjs against the types openapi-typescript generates from
// the API description: what a team that integrates gets must be typed, not `unknown`.
import type { paths } from '../.tmp/openapi/api-types.ts';

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

type Operation<P extends keyof paths, M extends keyof paths[P]> = paths[P][M];
type Answer<O, S extends number> = O extends {
  responses: { [K in S]: { content: { 'application/json': infer B } } };
}
  ? B
  : never;

type Details = Operation<'/v3/loan-details/loan-details', 'post'>;

// Loan details: the success envelope carries typed data.
export type _DetailsKnown = Expect<Equal<unknown extends Answer<Details, 200>['data'] ? 1 : 0, 0>>;
export type _DetailsOrder = Expect<Equal<Answer<Details, 200>['data']['orderId'], number>>;
export type _DetailsCode = Expect<Equal<Answer<Details, 200>['code'], '00'>>;
// Its failures: an unknown order is a 404 with code 1004 and no data.
export type _DetailsNotFound = Expect<Equal<Answer<Details, 404>['code'], '1004'>>;
export type _DetailsNoData = Expect<Equal<Answer<Details, 404>['data'], null>>;

// A call without data answers null, not unknown.
type Tap = Operation<'/indah/pageEvent/save', 'post'>;
export type _TapNull = Expect<Equal<Answer<Tap, 200>['data'], null>>;

// Registration: "already registered" is a 200 with its own code.
type Register = Operation<'/api/v2/youmi/promotion/register', 'post'>;
export type _RegisterCodes = Expect<Equal<Answer<Register, 200>['code'], '0' | '11'>>;

// The upload names its file field.
type Upload = NonNullable<
  Operation<'/greyer/upload-problem-img', 'post'>['requestBody']
>['content']['multipart/form-data'];
export type _UploadFile = Expect<Equal<'problemImage' extends keyof Upload ? 1 : 0, 1>>;

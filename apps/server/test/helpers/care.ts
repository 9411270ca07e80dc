import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { uploadProblemImg } from '@tenor/contract/endpoints/care';
import type { Db } from '../../src/db/database.ts';
import type { Database } from '../../src/db/schema.ts';
import { multipartFile, png } from './images.ts';
import { demoSession, successData, type DemoSession, type TestApp } from './test-app.ts';

/** Rows in a table: what a refused request must have left as it was. */
export async function rowCount(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The query of the web's form helpers: English for India, Indonesian otherwise. */
export const langQuery = (region: 'IN' | 'ID') => `languageType=${region === 'IN' ? 1 : 0}`;

/** Uploads one image as the complaint form does. */
export function uploadImage(
  app: FastifyInstance,
  token: string,
  data: Buffer = png(),
  filename = 'photo.png',
  contentType = 'image/png',
  languageType = '1',
): Promise<LightMyRequestResponse> {
  const body = multipartFile('problemImage', data, filename, contentType);
  return app.inject({
    method: 'POST',
    url: `${uploadProblemImg.path}?languageType=${languageType}`,
    payload: body.payload,
    headers: { ...body.headers, 'x-token': token },
  });
}

/** The URL of a freshly uploaded valid image. */
export async function uploadedUrl(app: FastifyInstance, token: string): Promise<string> {
  return successData(uploadProblemImg, await uploadImage(app, token)).url;
}

/** The desk's sign-in form posted from `remoteAddress`. */
export function deskSignIn(
  app: FastifyInstance,
  password: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/ops/sign-in',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ password }).toString(),
  });
}

/** One demo borrower in each market of the app: what every care test starts from. */
export async function careBorrowers(
  t: TestApp,
): Promise<{ india: DemoSession; indonesia: DemoSession }> {
  const [india, indonesia] = await Promise.all([
    demoSession(t.app, { region: 'IN' }),
    demoSession(t.app, { region: 'ID' }),
  ]);
  return { india, indonesia };
}

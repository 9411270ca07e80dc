import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database of its own on the PostgreSQL server named by `adminUrl`, so test files (and
 * apps within a file) never see each other's rows. Dropped on `drop()`.
 */
export async function createPgDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tenor_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(adminUrl, (client) => dropWhenFree(client, name)),
  };
}

/** The pool's clients may still be closing after `pool.end()` resolves; wait for them rather than kill them. */
async function dropWhenFree(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(`drop database if exists "${name}"`);
      return;
    } catch (err) {
      const inUse = (err as { code?: string }).code === '55006';
      if (!inUse || attempt >= 100) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

async function withAdmin(
  adminUrl: string,
  run: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

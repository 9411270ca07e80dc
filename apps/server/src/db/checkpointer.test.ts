import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SQLiteDatabase as SQLite, type SQLiteFile } from './sqlite-driver.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { startCheckpointer } from './checkpointer.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function openFile(): { file: SQLiteFile; path: string } {
  const dir = mkdtempSync(join(tmpdir(), 'tenor-ckpt-'));
  dirs.push(dir);
  const path = join(dir, 'db.sqlite');
  const file = new SQLite(path);
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.exec('create table t (id integer primary key, body text not null)');
  return { file, path };
}

/** Frames in the log not yet copied into the database file. */
const pending = (file: SQLiteFile): number => {
  const [row] = file.pragma('wal_checkpoint(NOOP)') as { log: number; checkpointed: number }[];
  return row!.log - row!.checkpointed;
};

const write = (file: SQLiteFile, rows: number) => {
  const insert = file.prepare('insert into t (body) values (?)');
  for (let i = 0; i < rows; i++) insert.run('x'.repeat(200));
};

describe('the background checkpointer', () => {
  it('takes checkpoints off the server connection and keeps the log copied', async () => {
    const { file, path } = openFile();
    const checkpointer = startCheckpointer(file, path);
    await checkpointer.ready;
    expect(file.pragma('wal_autocheckpoint', { simple: true })).toBe(0);

    // Each single-row commit appends to the log; nobody on this connection copies it back.
    write(file, 3000);
    await expect.poll(() => pending(file), { timeout: 5000, interval: 100 }).toBe(0);
    expect(statSync(path).size).toBeGreaterThan(3000 * 200);

    checkpointer.stop();
    file.close();
  });

  it('hands checkpoints back to the server connection when the thread is gone', async () => {
    const { file } = openFile();
    // A path the thread cannot open: it fails at start.
    const checkpointer = startCheckpointer(file, join(tmpdir(), 'no-such-dir', 'db.sqlite'));
    await checkpointer.ready.catch(() => {});
    await expect
      .poll(() => file.pragma('wal_autocheckpoint', { simple: true }), { timeout: 5000 })
      .toBe(1000);
    file.close();
  });
});

describe('a database closed before its checkpointer is up', () => {
  it('is left alone', async () => {
    const { file, path } = openFile();
    const checkpointer = startCheckpointer(file, path);
    file.close();
    await checkpointer.ready;
    checkpointer.stop();
  });
});

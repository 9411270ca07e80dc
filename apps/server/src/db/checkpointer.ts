import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';
import { sqliteDriverPath } from './sqlite-driver.ts';

/** How often the background connection copies the write-ahead log into the database file. */
const CHECKPOINT_EVERY_MS = 250;
/** A log longer than this is cut back to it after a checkpoint has emptied it. */
const WAL_SIZE_LIMIT = 64 * 1024 * 1024;
/** SQLite's own default, restored if the background connection is lost. */
const AUTOCHECKPOINT_PAGES = 1000;

/*
 * The thread's code, plain CommonJS so it runs the same from source (tsx) and from the bundle.
 * Its own connection runs PASSIVE checkpoints: they never block the server's reads or writes.
 */
const THREAD = `
const { workerData, parentPort } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const file = new SQLite(workerData.path, { fileMustExist: true });
file.pragma('busy_timeout = 5000');
const checkpoint = file.prepare('pragma wal_checkpoint(PASSIVE)');
const timer = setInterval(() => {
  try { checkpoint.run(); } catch { /* busy: the next tick tries again */ }
}, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  try { file.close(); } catch {}
  parentPort.close();
});
parentPort.postMessage('ready');
`;

export interface Checkpointer {
  /** Resolves once the background connection is open (tests). */
  ready: Promise<void>;
  /** Resolves once the thread has exited, its connection closed (tests remove the folder then). */
  exited: Promise<void>;
  stop(): void;
}

/**
 * Moves the embedded database's checkpoints off the request path
 * (docs/decisions/012-api-fast-path.md). SQLite checkpoints from inside whichever commit
 * crosses 1,000 log pages, and a checkpoint syncs the database file to disk: measured here
 * it was most of a small insert's cost (130 µs of an insert against 33 µs without), paid by
 * one unlucky request while the event loop waited. Here the server's connection never
 * checkpoints; a thread with its own connection does it every quarter second. Durability is
 * unchanged (WAL with NORMAL sync: a commit is in the log before it is acknowledged). If the
 * thread fails, the server's connection checkpoints itself again.
 */
export function startCheckpointer(file: SQLite.Database, path: string): Checkpointer {
  file.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT}`);
  const driver = sqliteDriverPath;
  const worker = new Worker(THREAD, {
    eval: true,
    workerData: { driver, path, everyMs: CHECKPOINT_EVERY_MS },
  });
  // A background helper: it never keeps the process alive.
  worker.unref();
  let stopping = false;
  const fallBack = () => {
    if (!stopping && file.open) file.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  };
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', () => {
      // The database may have been closed (a short-lived test app) before the thread was up.
      if (file.open) file.pragma('wal_autocheckpoint = 0');
      resolve();
    });
    worker.once('error', (err) => {
      fallBack();
      reject(err);
    });
    worker.once('exit', () => {
      fallBack();
      resolve();
    });
  });
  // Nobody awaits `ready` in production; a failed start is handled by fallBack.
  ready.catch(() => {});
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    ready,
    exited,
    stop() {
      stopping = true;
      worker.postMessage('stop');
    },
  };
}

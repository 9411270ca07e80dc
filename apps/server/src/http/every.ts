/**
 * The one way a module runs work on a timer on each instance (reconciliation, the closing job,
 * reminders, the complaint clock, erasures): every `everyMs` (0: never on this instance), and
 * once when the app is ready if `atReady`. A tick that finds the last run still going is
 * skipped, so runs never overlap or queue up; a failed run is logged under the job's name and
 * the next tick tries again. On close the timer stops and a run in progress finishes before
 * the database closes. Work shared by several instances claims its rows in the database.
 */
import type { FastifyInstance } from 'fastify';

export interface TimedJob {
  /** Named in the log when a run fails. */
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  atReady?: boolean;
}

export function runEvery(app: FastifyInstance, job: TimedJob): void {
  if (job.everyMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = (): Promise<void> => {
    running ??= job
      .run()
      .then(
        () => undefined,
        (err: unknown) => app.log.error({ err }, `${job.name} failed`),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    if (job.atReady === true) await tick();
    timer = setInterval(() => void tick(), job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

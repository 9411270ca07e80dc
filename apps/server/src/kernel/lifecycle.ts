/**
 * Where the process is in its life, for the load balancer's readiness probe (`/readyz`):
 * `starting` until the app is ready, `ready` while it serves, `draining` from SIGTERM on
 * (ops/shutdown.ts), so no new borrower is sent to an instance that is going away.
 */
export type Phase = 'starting' | 'ready' | 'draining';

export interface Lifecycle {
  phase: Phase;
  /** Requests received and not yet answered (or cut). */
  inFlight: number;
  /** Since draining began: requests answered, and those whose connection closed before their answer was complete. */
  drained: { answered: number; cut: number };
}

export const newLifecycle = (): Lifecycle => ({
  phase: 'starting',
  inFlight: 0,
  drained: { answered: 0, cut: 0 },
});

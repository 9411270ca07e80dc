/**
 * Where the process is in its life, for the load balancer's readiness probe (`/readyz`):
 * `starting` until the app is ready, `ready` while it serves, `draining` from SIGTERM on
 * (ops/shutdown.ts), so no new borrower is sent to an instance that is going away.
 */
export type Phase = 'starting' | 'ready' | 'draining';

export interface Lifecycle {
  phase: Phase;
}

export const newLifecycle = (): Lifecycle => ({ phase: 'starting' });

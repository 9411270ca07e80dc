/** The renderer's instrument (docs/operations.md "Metrics"), in the registry of kernel/metrics.ts. */
import { Counter } from 'prom-client';
import { registry } from '../kernel/metrics.ts';

export const renderRefusals = new Counter({
  name: 'tenor_render_budget_refusals_total',
  help: 'Pages sent as their shell because the render budget of the minute was spent.',
  registers: [registry],
});

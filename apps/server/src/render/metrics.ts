/** The renderer's instrument (docs/operations.md "Metrics"), in the registry of kernel/metrics.ts. */
import { counter } from '../kernel/metrics.ts';

export const renderRefusals = counter({
  name: 'tenor_render_budget_refusals_total',
  help: 'Pages sent as their shell because the render budget of the minute was spent.',
});

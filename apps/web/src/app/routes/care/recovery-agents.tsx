/** `/recoveryAgents` — each lender's recovery agents, or none engaged (decision 066). */
export { RecoveryAgents as Component } from '../../../features/care/components/recovery-agents.tsx';
/** Its data (the page's one declaration): the server renders with it. */
export { recoveryAgentsPage as data } from '../../../features/care/api/get-whatsapp.ts';

// Every workflow the worker runs. Workflow code is deterministic: no I/O, no clocks but Temporal's.
export { intentWorkflow } from './intent.js';
export { webhookDeliveryWorkflow } from './delivery.js';
export { retentionWorkflow, feedSilenceWorkflow } from './housekeeping.js';
export { outboundMailWorkflow } from './mail.js';

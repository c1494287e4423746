// Replay of one webhook delivery (CONTRACT §8, §12): the API's POST .../replay and the dashboard's
// Resend both come here, so a replay is the same whichever the tenant used.
import { notFound, unavailable } from '../domain/errors.js';
import { ID_PATTERNS } from '../domain/ids.js';
import type { DeliveryBody } from '../ledger/deliveries.js';
import type { Logger } from '../logger.js';
import type { Services } from '../services.js';
import { deliveryWorkflowId, sendNow, webhookDeliveryWorkflow } from '../workflows/delivery.js';
import { DELIVERY_STATE, EVENT_KIND, INTENT_ID, TENANT_ID } from '../workflows/search-attributes.js';

/** Sends the delivery once more now; the caller has counted it against the replay limit. */
export async function replayDelivery(
  s: Services,
  tenantId: string,
  deliveryId: string | undefined,
  log: Logger,
): Promise<DeliveryBody> {
  if (!deliveryId || !ID_PATTERNS.delivery.test(deliveryId)) throw notFound('delivery');
  const d = await s.deliveries.replayable(tenantId, deliveryId);
  try {
    // Mid-schedule the running workflow sends at once; after the sixth failure this starts a
    // short run that sends once. Either way the event_id is the stored one.
    await s.temporal.client.workflow.signalWithStart(webhookDeliveryWorkflow, {
      workflowId: deliveryWorkflowId(deliveryId),
      taskQueue: s.temporal.taskQueue,
      args: [{ deliveryId, replayOnly: d.state === 'failed' }],
      signal: sendNow,
      workflowIdReusePolicy: 'ALLOW_DUPLICATE',
      typedSearchAttributes: [
        { key: TENANT_ID, value: tenantId },
        { key: EVENT_KIND, value: d.event },
        { key: DELIVERY_STATE, value: d.state },
        ...(d.intentId ? [{ key: INTENT_ID, value: d.intentId }] : []),
      ],
    });
  } catch (err) {
    log.warn({ err, delivery_id: deliveryId }, 'replay could not reach Temporal');
    throw unavailable('Temporal is unavailable; the replay was not sent. Try again shortly.');
  }
  return s.deliveries.get(tenantId, deliveryId);
}

// Replay of one webhook delivery (CONTRACT §8, §12): the API's POST .../replay and the dashboard's
// Resend both come here, so a replay is the same whichever the tenant used.
import { notFound, unavailable } from '../domain/errors.js';
import { ID_PATTERNS } from '../domain/ids.js';
import type { EventKind } from '../domain/events.js';
import type { DeliveryBody, DeliveryLedger, DeliveryState } from '../ledger/deliveries.js';
import type { Logger } from '../logger.js';

/** Signals (or starts) the delivery's workflow to send once more (temporal/workflow-gateway.ts). */
export interface DeliveryReplayer {
  replayDelivery(d: {
    deliveryId: string;
    tenantId: string;
    eventKind: EventKind;
    intentId?: string | undefined;
    state: DeliveryState;
  }): Promise<void>;
}

/** Sends the delivery once more now; the caller has counted it against the replay limit. */
export async function replayDelivery(
  s: { deliveries: DeliveryLedger; workflows: DeliveryReplayer },
  tenantId: string,
  deliveryId: string | undefined,
  log: Logger,
): Promise<DeliveryBody> {
  if (!deliveryId || !ID_PATTERNS.delivery.test(deliveryId)) throw notFound('delivery');
  const d = await s.deliveries.replayable(tenantId, deliveryId);
  try {
    await s.workflows.replayDelivery({
      deliveryId,
      tenantId,
      eventKind: d.event,
      intentId: d.intentId,
      state: d.state,
    });
  } catch (err) {
    log.warn({ err, delivery_id: deliveryId }, 'replay could not reach Temporal');
    throw unavailable('Temporal is unavailable; the replay was not sent. Try again shortly.');
  }
  return s.deliveries.get(tenantId, deliveryId);
}

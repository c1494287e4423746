import { ApiKey, OpsAlert, Tenant } from './tenant.js';
import { IdempotencyKey, Intent, ProductLink, Reservation } from './intent.js';
import { Credit, Device, PairingCode } from './credit.js';
import { Delivery, DeliveryAttempt, EventRecord } from './webhook.js';

export * from './tenant.js';
export * from './intent.js';
export * from './credit.js';
export * from './webhook.js';

export const ALL_ENTITIES = [
  Tenant,
  ApiKey,
  OpsAlert,
  Intent,
  Reservation,
  IdempotencyKey,
  ProductLink,
  Credit,
  Device,
  PairingCode,
  EventRecord,
  Delivery,
  DeliveryAttempt,
];

import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { EventKind } from '../../domain/events.js';

export const EventRecord = defineEntity({
  name: 'EventRecord',
  tableName: 'events',
  properties: {
    id: p.string().primary(),
    tenantId: p.string(),
    kind: p.string().$type<EventKind>(),
    intentId: p.string().nullable(),
    creditId: p.string().nullable(),
    payload: p.text(),
    occurredAt: p.bigint('number'),
    redactedAt: p.bigint('number').nullable(),
  },
});
export type EventRecord = InferEntity<typeof EventRecord>;

export const Delivery = defineEntity({
  name: 'Delivery',
  tableName: 'deliveries',
  properties: {
    id: p.string().primary(),
    eventId: p.string(),
    tenantId: p.string(),
    eventKind: p.string().$type<EventKind>(),
    state: p.string().$type<'pending' | 'succeeded' | 'failed'>().default('pending'),
    attempts: p.integer().default(0),
    nextAttemptAt: p.bigint('number').nullable(),
    lastStatus: p.integer().nullable(),
    lastError: p.string().nullable(),
    createdAt: p.bigint('number'),
    succeededAt: p.bigint('number').nullable(),
    dispatched: p.boolean().default(false),
    claimedAttempt: p.integer().default(0),
    claimedAtMs: p.bigint('number').nullable(),
  },
});
export type Delivery = InferEntity<typeof Delivery>;

export const DeliveryAttempt = defineEntity({
  name: 'DeliveryAttempt',
  tableName: 'delivery_attempts',
  properties: {
    deliveryId: p.string().primary(),
    attempt: p.integer().primary(),
    replay: p.boolean(),
    startedAtMs: p.bigint('number'),
    durationMs: p.integer(),
    status: p.integer().nullable(),
    error: p.string().nullable(),
  },
});
export type DeliveryAttempt = InferEntity<typeof DeliveryAttempt>;

import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Evidence, IntentStatus } from '../../domain/intent.js';

export const Intent = defineEntity({
  name: 'Intent',
  tableName: 'intents',
  properties: {
    id: p.string().primary(),
    tenantId: p.string(),
    status: p.string().$type<IntentStatus>().default('open'),
    listPaise: p.integer(),
    pageToken: p.string(),
    expiresAt: p.bigint('number'),
    createdAt: p.bigint('number'),
    description: p.string().nullable(),
    reference: p.string().nullable(),
    metadata: p.json<Record<string, string>>().nullable(),
    paidPaise: p.integer().nullable(),
    evidence: p.string().$type<Evidence>().nullable(),
    rrn: p.string().nullable(),
    payerVpa: p.string().nullable(),
    payerName: p.string().nullable(),
    confirmedAt: p.bigint('number').nullable(),
    late: p.boolean().nullable(),
    cancelledAt: p.bigint('number').nullable(),
    expiredAt: p.bigint('number').nullable(),
    creditId: p.string().nullable(),
    payerUtr: p.string().nullable(),
    syncVersion: p.integer().default(1),
    syncedVersion: p.integer().default(0),
    syncRequestedAt: p.bigint('number'),
  },
});
export type Intent = InferEntity<typeof Intent>;

export const Reservation = defineEntity({
  name: 'Reservation',
  tableName: 'reservations',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    tenantId: p.string(),
    intentId: p.string(),
    amountPaise: p.integer(),
    reservedAt: p.bigint('number'),
    lapsesAt: p.bigint('number'),
    heldUntil: p.bigint('number'),
    restUntil: p.bigint('number'),
    endReason: p.string().$type<'confirmed' | 'cancelled'>().nullable(),
  },
});
export type Reservation = InferEntity<typeof Reservation>;

export const IdempotencyKey = defineEntity({
  name: 'IdempotencyKey',
  tableName: 'idempotency_keys',
  properties: {
    tenantId: p.string().primary(),
    key: p.string().primary(),
    fingerprint: p.string(),
    responseStatus: p.integer(),
    responseBody: p.text(),
    createdAt: p.bigint('number'),
  },
});
export type IdempotencyKey = InferEntity<typeof IdempotencyKey>;

/** A reusable product link (CONTRACT §9): each visit of `/pr/{slug}` makes an order from it. */
export const ProductLink = defineEntity({
  name: 'ProductLink',
  tableName: 'product_links',
  properties: {
    slug: p.string().primary(),
    tenantId: p.string(),
    listPaise: p.bigint('number'),
    description: p.string().nullable(),
    createdAt: p.bigint('number'),
  },
});
export type ProductLink = InferEntity<typeof ProductLink>;

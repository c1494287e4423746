import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const Tenant = defineEntity({
  name: 'Tenant',
  tableName: 'tenants',
  properties: {
    id: p.string().primary(),
    name: p.string(),
    email: p.string(),
    payeeVpa: p.string(),
    payeeName: p.string().nullable(),
    latePolicy: p.string().$type<'confirm' | 'park'>().default('confirm'),
    restSeconds: p.integer().default(3600),
    reservationTtlSeconds: p.integer().default(900),
    ingestId: p.string(),
    webhookUrl: p.string().nullable(),
    /** Kept in clear because every attempt signs with it; shown once, never logged (SPEC §5). */
    webhookSecret: p.string().nullable(),
    feedSilenceAlertedAt: p.bigint('number').nullable(),
    createdAt: p.bigint('number'),
  },
});
export type Tenant = InferEntity<typeof Tenant>;

export const ApiKey = defineEntity({
  name: 'ApiKey',
  tableName: 'api_keys',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    tenantId: p.string(),
    keyPrefix: p.string(),
    keyHash: p.string(),
    createdAt: p.bigint('number'),
    revokedAt: p.bigint('number').nullable(),
  },
});
export type ApiKey = InferEntity<typeof ApiKey>;

export const OpsAlert = defineEntity({
  name: 'OpsAlert',
  tableName: 'ops_alerts',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    kind: p.string(),
    tenantId: p.string().nullable(),
    message: p.string(),
    createdAt: p.bigint('number'),
  },
});
export type OpsAlert = InferEntity<typeof OpsAlert>;

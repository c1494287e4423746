import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { CreditSource, CreditStatus } from '../../domain/credit.js';

export const Credit = defineEntity({
  name: 'Credit',
  tableName: 'credits',
  properties: {
    id: p.string().primary(),
    tenantId: p.string(),
    rrn: p.string().nullable(),
    amountPaise: p.integer(),
    payerVpa: p.string().nullable(),
    payerName: p.string().nullable(),
    payerRedactedAt: p.bigint('number').nullable(),
    source: p.string().$type<CreditSource>(),
    deviceId: p.string().nullable(),
    creditedAt: p.bigint('number').nullable(),
    receivedAt: p.bigint('number'),
    status: p.string().$type<CreditStatus>(),
    note: p.string().nullable(),
    intentId: p.string().nullable(),
    deltaPaise: p.integer().nullable(),
    candidates: p.array(),
    resolvedAt: p.bigint('number').nullable(),
    dismissReason: p.string().nullable(),
  },
});
export type Credit = InferEntity<typeof Credit>;

export const Device = defineEntity({
  name: 'Device',
  tableName: 'devices',
  properties: {
    id: p.string().primary(),
    tenantId: p.string(),
    name: p.string().nullable(),
    platform: p.string().$type<'android' | 'ios'>(),
    tokenHash: p.string(),
    createdAt: p.bigint('number'),
    lastSeenAt: p.bigint('number').nullable(),
    revokedAt: p.bigint('number').nullable(),
  },
});
export type Device = InferEntity<typeof Device>;

export const PairingCode = defineEntity({
  name: 'PairingCode',
  tableName: 'pairing_codes',
  properties: {
    codeHash: p.string().primary(),
    tenantId: p.string(),
    name: p.string().nullable(),
    createdAt: p.bigint('number'),
    expiresAt: p.bigint('number'),
    usedAt: p.bigint('number').nullable(),
  },
});
export type PairingCode = InferEntity<typeof PairingCode>;

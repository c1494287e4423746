// The bodies the API and the webhooks show (CONTRACT §1: absent value = absent key; §4 and §6: key
// order; SPEC §6, CONTRACT §12: event payloads). Receivers parse these: each key, its presence and its
// place are part of the interface.
import { describe, expect, test } from '@jest/globals';
import {
  CREDIT_STATUSES,
  PARKED_STATUSES,
  renderCredit,
  type CreditRecord,
} from '../../src/domain/credit.js';
import {
  CREDIT_EVENT_KINDS,
  EVENT_KINDS,
  INTENT_EVENT_KINDS,
  creditEventPayload,
  eventForParkedStatus,
  intentEventPayload,
} from '../../src/domain/events.js';
import { pageUrl, renderOrder, type IntentRecord } from '../../src/domain/intent.js';

const NOW = 1_800_000_000;
const BASE = 'https://pay.example.in';

describe('a credit (CONTRACT §6)', () => {
  const matched: CreditRecord = {
    id: 'crd_0123456789abcdef0123',
    rrn: '632514087215',
    amountPaise: 49_987,
    payerVpa: 'ravi@okaxis',
    payerName: 'RAVI KUMAR',
    source: 'email',
    creditedAt: NOW - 30,
    creditedUntil: NOW + 29,
    receivedAt: NOW,
    status: 'placed',
    note: 'No order held this amount when it was credited.',
    intentId: 'int_0123456789abcdef0123',
    statementId: 'stm_0123456789abcdef0123',
    deltaPaise: -13,
    candidates: ['int_0123456789abcdef0123'],
    resolvedAt: NOW + 60,
  };

  test('every field, in the order of CONTRACT §6', () => {
    const body = renderCredit(matched);
    expect(Object.keys(body)).toEqual([
      'credit_id',
      'rrn',
      'amount_paise',
      'payer_vpa',
      'payer_name',
      'source',
      'credited_at',
      'credited_until',
      'received_at',
      'status',
      'note',
      'intent_id',
      'statement_id',
      'delta_paise',
      'candidates',
      'resolved_at',
    ]);
    expect(body).toEqual({
      credit_id: 'crd_0123456789abcdef0123',
      rrn: '632514087215',
      amount_paise: 49_987,
      payer_vpa: 'ravi@okaxis',
      payer_name: 'RAVI KUMAR',
      source: 'email',
      credited_at: NOW - 30,
      credited_until: NOW + 29,
      received_at: NOW,
      status: 'placed',
      note: 'No order held this amount when it was credited.',
      intent_id: 'int_0123456789abcdef0123',
      statement_id: 'stm_0123456789abcdef0123',
      delta_paise: -13,
      candidates: ['int_0123456789abcdef0123'],
      resolved_at: NOW + 60,
    });
  });

  test('absent values are absent keys, whether stored as null or never set; candidates always present', () => {
    const bare: CreditRecord = {
      id: 'crd_1',
      rrn: null,
      amountPaise: 100,
      payerVpa: null,
      source: 'device',
      creditedAt: null,
      receivedAt: NOW,
      status: 'stale',
      note: null,
      intentId: null,
      candidates: [],
    };
    // Strictly: a key present with the value undefined is not an absent key.
    expect(renderCredit(bare)).toStrictEqual({
      credit_id: 'crd_1',
      amount_paise: 100,
      source: 'device',
      received_at: NOW,
      status: 'stale',
      candidates: [],
    });
  });

  test('after retention the payer details show as null, the one place a credit carries nulls (CONTRACT §1)', () => {
    const body = renderCredit({ ...matched, payerRedactedAt: NOW });
    expect(body.payer_vpa).toBeNull();
    expect(body.payer_name).toBeNull();
    expect(Object.keys(body).slice(3, 5)).toEqual(['payer_vpa', 'payer_name']);
  });

  test('inside a webhook payload the candidates travel beside the credit, not in it (CONTRACT §12)', () => {
    const body = renderCredit(matched, false);
    expect(body).not.toHaveProperty('candidates');
    expect(body.resolved_at).toBe(NOW + 60);
  });

  test('the parked statuses are the five of SPEC §1; matched, placed and dismissed are not parked', () => {
    expect([...PARKED_STATUSES]).toEqual(['unplaced', 'ambiguous', 'duplicate', 'stale', 'late']);
    expect([...CREDIT_STATUSES]).toEqual([
      'matched',
      'unplaced',
      'ambiguous',
      'duplicate',
      'stale',
      'late',
      'placed',
      'dismissed',
    ]);
  });
});

describe('an order (CONTRACT §4)', () => {
  const open: IntentRecord = {
    id: 'int_0123456789abcdef0123',
    status: 'open',
    listPaise: 50_000,
    pageToken: 'tok_abc',
    expiresAt: NOW + 3600,
    createdAt: NOW - 60,
    description: 'Blue kurta',
    reference: 'order-42',
    metadata: { sku: 'K-1' },
  };
  const held = { amountPaise: 49_999, heldUntil: NOW + 900 };

  test('an open order holding an amount: every field in the order of CONTRACT §4', () => {
    const body = renderOrder(open, held, BASE, NOW);
    expect(Object.keys(body)).toEqual([
      'intent_id',
      'status',
      'list_paise',
      'page_url',
      'expires_at',
      'created_at',
      'description',
      'reference',
      'metadata',
      'amount_paise',
      'reserved_until',
    ]);
    expect(body).toEqual({
      intent_id: 'int_0123456789abcdef0123',
      status: 'open',
      list_paise: 50_000,
      page_url: 'https://pay.example.in/p/tok_abc',
      expires_at: NOW + 3600,
      created_at: NOW - 60,
      description: 'Blue kurta',
      reference: 'order-42',
      metadata: { sku: 'K-1' },
      amount_paise: 49_999,
      reserved_until: NOW + 900,
    });
  });

  test('the held amount shows only while the hold is live: not at the second it lapses', () => {
    expect(renderOrder(open, { ...held, heldUntil: NOW + 1 }, BASE, NOW)).toHaveProperty(
      'amount_paise',
      49_999,
    );
    const lapsed = renderOrder(open, { ...held, heldUntil: NOW }, BASE, NOW);
    expect(lapsed).not.toHaveProperty('amount_paise');
    expect(lapsed).not.toHaveProperty('reserved_until');
  });

  test('absent optional fields are absent keys, whether null or never set', () => {
    const bare: IntentRecord = {
      id: 'int_1',
      status: 'open',
      listPaise: 100,
      pageToken: 't',
      expiresAt: NOW + 10,
      createdAt: NOW,
      description: null,
      reference: null,
      metadata: null,
      paidPaise: null,
      evidence: null,
      rrn: null,
      late: null,
      expiredAt: null,
    };
    expect(renderOrder(bare, undefined, BASE, NOW)).toStrictEqual({
      intent_id: 'int_1',
      status: 'open',
      list_paise: 100,
      page_url: 'https://pay.example.in/p/t',
      expires_at: NOW + 10,
      created_at: NOW,
    });
  });

  test('an open order past expires_at shows as expired at expires_at, before its timer records it', () => {
    const atExpiry = renderOrder(open, undefined, BASE, open.expiresAt);
    expect(atExpiry).toMatchObject({ status: 'expired', expired_at: open.expiresAt });
    const justBefore = renderOrder(open, undefined, BASE, open.expiresAt - 1);
    expect(justBefore.status).toBe('open');
    expect(justBefore).not.toHaveProperty('expired_at');
  });

  test('an expiry already recorded shows its own time', () => {
    const expired = { ...open, status: 'expired' as const, expiredAt: open.expiresAt + 7 };
    expect(renderOrder(expired, undefined, BASE, NOW + 7200)).toMatchObject({
      status: 'expired',
      expired_at: open.expiresAt + 7,
    });
  });

  test('a late confirmation: what was paid, the discount, the evidence, the payer, late: true, in order', () => {
    const confirmed: IntentRecord = {
      ...open,
      status: 'confirmed',
      paidPaise: 49_987,
      evidence: 'late',
      rrn: '632514087215',
      payerVpa: 'ravi@okaxis',
      payerName: 'RAVI KUMAR',
      confirmedAt: NOW,
      late: true,
    };
    // A confirmed order holds no amount, whatever the caller passes.
    const body = renderOrder(confirmed, held, BASE, NOW);
    expect(Object.keys(body).slice(9)).toEqual([
      'paid_paise',
      'discount_paise',
      'evidence',
      'rrn',
      'payer_vpa',
      'payer_name',
      'confirmed_at',
      'late',
    ]);
    expect(body).toMatchObject({
      status: 'confirmed',
      paid_paise: 49_987,
      discount_paise: 13,
      evidence: 'late',
      rrn: '632514087215',
      payer_vpa: 'ravi@okaxis',
      payer_name: 'RAVI KUMAR',
      confirmed_at: NOW,
      late: true,
    });
  });

  test('late appears only as true: an on-time confirmation carries no late key', () => {
    const onTime = {
      ...open,
      status: 'confirmed' as const,
      paidPaise: 50_000,
      evidence: 'amount' as const,
      late: false,
    };
    const body = renderOrder(onTime, undefined, BASE, NOW);
    expect(body).not.toHaveProperty('late');
    expect(body).toMatchObject({ paid_paise: 50_000, discount_paise: 0 });
  });

  test('a cancelled order shows when it was cancelled', () => {
    const cancelled = { ...open, status: 'cancelled' as const, cancelledAt: NOW - 5 };
    const body = renderOrder(cancelled, held, BASE, NOW);
    expect(body).toMatchObject({ status: 'cancelled', cancelled_at: NOW - 5 });
    expect(body).not.toHaveProperty('amount_paise');
    expect(body).not.toHaveProperty('expired_at');
  });

  test('the pay page address is the base URL, /p/ and the page token', () => {
    expect(pageUrl('https://x.in', 'Ab_9')).toBe('https://x.in/p/Ab_9');
  });
});

describe('event payloads (SPEC §6, CONTRACT §12)', () => {
  // Built inside each test, so that a renderOrder that throws fails that test instead of the file.
  const expiredOrder = () =>
    renderOrder(
      { id: 'int_1', status: 'expired', listPaise: 100, pageToken: 't', expiresAt: NOW, createdAt: NOW - 9 },
      undefined,
      BASE,
      NOW,
    );

  test('intent-scoped: event, event_id, occurred_at, then the order body opening with intent_id', () => {
    const order = expiredOrder();
    const payload = intentEventPayload('intent.expired', 'evt_1', NOW, order);
    expect(Object.keys(payload).slice(0, 4)).toEqual(['event', 'event_id', 'occurred_at', 'intent_id']);
    expect(payload).toEqual({ event: 'intent.expired', event_id: 'evt_1', occurred_at: NOW, ...order });
  });

  test('credit-scoped: intent_id explicitly null, the credit without its candidates, the candidates as orders', () => {
    const order = expiredOrder();
    const credit = renderCredit(
      {
        id: 'crd_1',
        amountPaise: 100,
        source: 'email',
        receivedAt: NOW,
        status: 'late',
        candidates: ['int_1'],
      },
      false,
    );
    const payload = creditEventPayload('payment.late', 'evt_2', NOW, credit, [order]);
    expect(Object.keys(payload)).toEqual([
      'event',
      'event_id',
      'occurred_at',
      'intent_id',
      'credit',
      'candidates',
    ]);
    expect(payload).toEqual({
      event: 'payment.late',
      event_id: 'evt_2',
      occurred_at: NOW,
      intent_id: null,
      credit,
      candidates: [order],
    });
  });

  test("SPEC's eight kinds and CONTRACT §14's statement.reconciled, and the event that reports each parked status", () => {
    expect([...INTENT_EVENT_KINDS]).toEqual(['payment.confirmed', 'intent.expired', 'intent.cancelled']);
    expect([...CREDIT_EVENT_KINDS]).toEqual([
      'payment.late',
      'payment.unplaced',
      'payment.ambiguous',
      'payment.duplicate',
      'payment.stale',
    ]);
    expect(EVENT_KINDS).toEqual([...INTENT_EVENT_KINDS, ...CREDIT_EVENT_KINDS, 'statement.reconciled']);
    for (const status of PARKED_STATUSES) expect(eventForParkedStatus[status]).toBe(`payment.${status}`);
  });
});

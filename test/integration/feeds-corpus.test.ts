// Issue 26, "every SMS feed goes through the one reader": every labelled wording we may read (the shared
// fixtures and the corpus's tuning part, never its held-out part) sent as a seller's phone sends it,
// through each reporter in turn: our own reporter's `POST /v1/reports` sms form, the "Incoming SMS to URL
// forwarder" template, and SMSGate's signed webhook. Each feed must answer exactly what the reader answers
// in process (a credit with its amount and rrn, `ignored`, or `unparseable`), never a credit where the
// label says there is none, and raise an operator alert only for a message that could not be read.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import {
  type AlertCase,
  corpusCases,
  fixtureCases,
  outcomeOf,
  readCase,
} from '../../scripts/lib/alert-cases.js';
import type { RateLimitTable } from '../../src/db/rate-limits.js';
import { RATE_LIMITS } from '../../src/domain/rules.js';
import { pairDevice, startTestService, type TestService, type TestTenant } from '../support/service.js';
import {
  forward,
  forwarderDevice,
  type ForwarderSetup,
  postSmsGate,
  smsGateDevice,
  smsReceivedEnvelope,
} from '../support/reporter-apps.js';

let svc: TestService;
beforeAll(async () => {
  // A shop per bank pairs a phone from this one address: pairing's per-address limit (tested in
  // rate-limits.test.ts) would refuse the eleventh. Reports keep their real limit.
  const rateLimits: RateLimitTable = {
    ...RATE_LIMITS,
    pairPerSource: { points: 1000, duration: 60 },
    pairAggregate: { points: 1000, duration: 60 },
  };
  svc = await startTestService({ rateLimits });
});
afterAll(async () => {
  await svc?.stop();
});

type Body = Record<string, unknown>;
type Feed = 'reports' | 'forwarder' | 'smsgate';
const FEEDS: readonly Feed[] = ['reports', 'forwarder', 'smsgate'];

/** A tenant with one reporter of each kind: the bank's cases are spread over the three. */
interface Shop {
  tenant: TestTenant;
  deviceToken: string;
  forwarder: ForwarderSetup;
  smsgate: { url: string; key: string };
}

async function shop(): Promise<Shop> {
  const tenant = await svc.tenant();
  return {
    tenant,
    deviceToken: await pairDevice(svc, tenant),
    forwarder: (await forwarderDevice(svc, tenant)).setup,
    smsgate: await smsGateDevice(svc, tenant),
  };
}

async function send(s: Shop, feed: Feed, c: AlertCase): Promise<{ status: number; body: Body }> {
  const at = Math.floor(Date.parse(c.received_at) / 1000);
  if (feed === 'reports') {
    const res = await svc.api<Body>(s.deviceToken, 'POST', '/v1/reports', {
      sms: { sender: c.sender, body: c.body, received_at: c.received_at },
    });
    return { status: res.status, body: res.body };
  }
  if (feed === 'forwarder') {
    return forward(s.forwarder, { from: c.sender, text: c.body, sentAt: at, receivedAt: at });
  }
  return postSmsGate(
    s.smsgate.url,
    s.smsgate.key,
    smsReceivedEnvelope({ sender: c.sender, message: c.body, at }),
  );
}

const alertsOf = async (t: TestTenant): Promise<number> =>
  Number(
    (await svc.sql<{ n: string }>(`select count(*) as n from ops_alerts where tenant_id = ?`, [t.id]))[0]?.n,
  );

const cases = [...fixtureCases(), ...corpusCases()];
const banks = [...new Set(cases.map((c) => c.bank))];

test('the corpus is there to send (fixtures and the tuning part of at least 45 banks)', () => {
  expect(banks.length).toBeGreaterThanOrEqual(45);
  expect(cases.length).toBeGreaterThanOrEqual(350);
});

test.each(banks)('%s: every wording through every SMS feed answers as the one reader does', async (bank) => {
  const s = await shop();
  const seenRrns = new Set<string>();
  const disagreements: string[] = [];
  const own = cases.filter((c) => c.bank === bank);
  for (const [i, c] of own.entries()) {
    const feed = FEEDS[i % FEEDS.length] as Feed;
    const reading = readCase(c);
    const expected = outcomeOf(reading);
    const alertsBefore = await alertsOf(s.tenant);
    const answer = await send(s, feed, c);
    const alertsRaised = (await alertsOf(s.tenant)) - alertsBefore;
    const where = `${c.set}/${c.name} via ${feed}`;
    if (answer.status !== 202) {
      disagreements.push(`${where}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
      continue;
    }
    if (expected === 'credit') {
      const credit =
        reading.kind === 'read' && reading.reading.kind === 'credit' ? reading.reading : undefined;
      const id = answer.body.credit_id;
      if (typeof id !== 'string' || credit === undefined) {
        disagreements.push(
          `${where}: the reader reads a credit, the feed answered ${JSON.stringify(answer.body)}`,
        );
        continue;
      }
      // A reference seen before in this shop is the same payment again: the feed answers the credit on
      // file (dedupe), whose amount is the first report's.
      if (credit.rrn !== undefined && seenRrns.has(credit.rrn)) continue;
      if (credit.rrn !== undefined) seenRrns.add(credit.rrn);
      const stored = (await svc.api<Body>(s.tenant.key, 'GET', `/v1/credits/${id}`)).body;
      if (stored.amount_paise !== credit.amountPaise || (stored.rrn ?? undefined) !== credit.rrn) {
        disagreements.push(
          `${where}: stored ${String(stored.amount_paise)} rrn ${String(stored.rrn)}, read ${credit.amountPaise} rrn ${String(credit.rrn)}`,
        );
      }
      // What a seller sees is what the label says (feeds:coverage's `wrong`, through the feed).
      if (c.expect.kind !== 'credit' || stored.amount_paise !== c.expect.amount_paise) {
        disagreements.push(
          `${where}: a credit of ${String(stored.amount_paise)} where the label says ${c.expect.kind}`,
        );
      }
      if (alertsRaised !== 0) disagreements.push(`${where}: a credit raised an operator alert`);
      continue;
    }
    if (answer.body.credit_id !== undefined) {
      disagreements.push(`${where}: the reader answers ${expected}, the feed made a credit`);
      continue;
    }
    const status = expected === 'unparsed' ? 'unparseable' : 'ignored';
    if (answer.body.status !== status) {
      disagreements.push(`${where}: the reader answers ${expected}, the feed ${JSON.stringify(answer.body)}`);
    }
    // Only a message that could not be read alerts operators (and a header no bank declares whose text
    // reads as a payment, once a day per header: it may or may not be the first today).
    const alertsAllowed = expected === 'unparsed' ? [1] : expected === 'unknown_sender' ? [0, 1] : [0];
    if (!alertsAllowed.includes(alertsRaised)) {
      disagreements.push(`${where}: ${alertsRaised} operator alerts for a message read as ${expected}`);
    }
  }
  expect(disagreements).toEqual([]);
});

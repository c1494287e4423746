// CONTRACT §14 over HTTP on the real PostgreSQL and Temporal: a statement proves the confirmations it
// shows, finds the payments the feeds missed (a credit with `source: "statement"`), lists what it does
// not show, refuses what it cannot read (nothing stored), and never creates one payment twice.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { indiaDate } from '../../src/domain/time.js';
import { startTestService, type TestService, type TestTenant } from '../support/service.js';
import { hdfcDelimited, passwordProtectedWorkbook, zipOf } from '../support/statements.js';
import { signIn, tenantEmail } from '../support/dashboard.js';
import { datedRrn } from '../support/rrn.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.stop();
});

type Body = Record<string, unknown>;
const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/statements');
let rrnSeq = 100_000_000_000 + Math.floor(Math.random() * 800_000_000_000);
const nextRrn = (): string => datedRrn(rrnSeq++);
const today = (): string => indiaDate(Math.floor(Date.now() / 1000));

async function upload(t: TestTenant, file: Buffer, type = 'text/csv', query = '') {
  const res = await fetch(`${svc.baseUrl}/v1/statements${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${t.key}`, 'content-type': type },
    body: file,
  });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as Body, text };
}

/**
 * Two statements that share `line` (each with one line of its own), each uploaded twice, all four at
 * once: the sorted HTTP statuses (two new statements, two repeats of the same file).
 */
async function overlappingUploadsAtOnce(
  t: TestTenant,
  line: { date: string; amountPaise: number; rrn: string },
): Promise<number[]> {
  const fileA = hdfcDelimited([line, { date: line.date, amountPaise: 1_300, rrn: nextRrn() }]);
  const fileB = hdfcDelimited([line, { date: line.date, amountPaise: 2_400, rrn: nextRrn() }]);
  const answers = await Promise.all([upload(t, fileA), upload(t, fileB), upload(t, fileA), upload(t, fileB)]);
  return answers.map((a) => a.status).sort();
}

async function reservedOrder(t: TestTenant, listPaise = 50_000): Promise<{ id: string; amount: number }> {
  const created = (await svc.runtime.services.intents.create(t.id, { list_paise: listPaise })).body as Body;
  const reserved = await svc.runtime.services.intents.reserve(t.id, created.intent_id as string);
  return { id: reserved.intent_id, amount: reserved.amount_paise as number };
}

/** A credit an alert brought, confirming the order it pays. */
async function alerted(t: TestTenant, amount: number, rrn: string): Promise<string> {
  const recorded = await svc.runtime.services.credits.record({
    tenantId: t.id,
    source: 'email',
    amountPaise: amount,
    creditedAt: Math.floor(Date.now() / 1000),
    rrn,
    payerVpa: 'asha@oksbi',
    payerName: 'ASHA',
  });
  expect(recorded.status).toBe('matched');
  return recorded.creditId;
}

const count = async (sql: string, params: unknown[]): Promise<number> =>
  Number((await svc.sql<{ n: string }>(sql, params))[0]?.n);

/** An alert that came two hours after its payment: its time is unusable, so the credit is parked `stale`. */
async function staleAlert(t: TestTenant, amount: number, rrn: string): Promise<string> {
  const recorded = await svc.runtime.services.credits.record({
    tenantId: t.id,
    source: 'email',
    amountPaise: amount,
    creditedAt: Math.floor(Date.now() / 1000) - 7_200,
    rrn,
    payerVpa: 'kiran@okhdfcbank',
    payerName: 'KIRAN',
  });
  expect(recorded.status).toBe('stale');
  return recorded.creditId;
}

/** Moves an order's reservations (and the order) to `at`, so its amount is free for another order now. */
async function movedTo(intentId: string, at: number): Promise<void> {
  const [r] = await svc.sql<{ reserved_at: string }>(
    `select reserved_at from reservations where intent_id = ? order by reserved_at limit 1`,
    [intentId],
  );
  const by = Number(r?.reserved_at) - at;
  await svc.sql(
    `update reservations set reserved_at = reserved_at - ?, lapses_at = lapses_at - ?, held_until = held_until - ?,
            rest_until = rest_until - ? where intent_id = ?`,
    [by, by, by, by, intentId],
  );
  await svc.sql(`update intents set created_at = created_at - ?, expires_at = expires_at - ? where id = ?`, [
    by,
    by,
    intentId,
  ]);
}

const confirmations = (t: TestTenant): Promise<number> =>
  count(`select count(*) as n from events where tenant_id = ? and kind = 'payment.confirmed'`, [t.id]);

describe('a statement reconciles the day', () => {
  test('proved, found (confirms its order), not_a_payment, not_in_statement; the same file again is nothing new', async () => {
    const t = await svc.tenant();
    const a = await reservedOrder(t, 49_900);
    const b = await reservedOrder(t, 59_900);
    const c = await reservedOrder(t, 69_900);
    const [ra, rb, rc] = [nextRrn(), nextRrn(), nextRrn()];
    const creditA = await alerted(t, a.amount, ra);
    // A confirmation the statement will not show (a forged or misdirected alert).
    const creditC = await alerted(t, c.amount, rc);
    const file = hdfcDelimited([
      { date: today(), amountPaise: a.amount, rrn: ra, payerName: 'ASHA VERMA', payerVpa: 'asha@oksbi' },
      { date: today(), amountPaise: 23_100, debit: true, narration: 'POS 416021XXXXXX4821 SHREE PACKAGING' },
      {
        date: today(),
        amountPaise: b.amount,
        rrn: rb,
        payerName: '=HYPERLINK(1)',
        payerVpa: 'ravi-1@okicici',
      },
      { date: today(), amountPaise: 41_200, narration: 'CREDIT INTEREST CAPITALISED' },
    ]);
    const first = await upload(t, file, 'text/plain');
    expect(first.status).toBe(201);
    const statement = first.body;
    expect(statement).toMatchObject({
      bank: 'hdfc',
      period_from: today(),
      period_to: today(),
      lines: { credit: 3, debit: 1 },
      outcomes: { proved: 1, found: 1, not_a_payment: 1, repeat: 0 },
      not_in_statement: [creditC],
    });
    expect(statement).not.toHaveProperty('account_last4');
    const id = statement.statement_id as string;

    const found = await svc.api<{ data: Body[] }>(t.key, 'GET', `/v1/statements/${id}/lines?outcome=found`);
    expect(found.body.data).toHaveLength(1);
    const line = found.body.data[0] as Body;
    expect(line).toMatchObject({
      line_no: 4,
      rrn: rb,
      payer_vpa: 'ravi-1@okicici',
      credit_status: 'matched',
    });
    const credit = await svc.api<Body>(t.key, 'GET', `/v1/credits/${line.credit_id as string}`);
    expect(credit.body).toMatchObject({ source: 'statement', statement_id: id, rrn: rb, intent_id: b.id });
    const order = await svc.api<Body>(t.key, 'GET', `/v1/intents/${b.id}`);
    expect(order.body.status).toBe('confirmed');
    const proved = await svc.api<Body>(t.key, 'GET', `/v1/credits/${creditA}`);
    expect(proved.body.statement_id).toBe(id);

    const again = await upload(t, file, 'application/octet-stream');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(statement);
    expect(await count(`select count(*) as n from statements where tenant_id = ?`, [t.id])).toBe(1);
    expect(await count(`select count(*) as n from credits where tenant_id = ?`, [t.id])).toBe(3);
    expect(
      await count(`select count(*) as n from events where tenant_id = ? and kind = 'statement.reconciled'`, [
        t.id,
      ]),
    ).toBe(1);
    const [event] = await svc.sql<{ payload: string }>(
      `select payload from events where tenant_id = ? and kind = 'statement.reconciled'`,
      [t.id],
    );
    const payload = JSON.parse(event?.payload as string) as Body;
    expect(payload).toMatchObject({ event: 'statement.reconciled', intent_id: null, statement });
    expect((payload.not_in_statement as Body[]).map((x) => x.credit_id)).toEqual([creditC]);

    const csv = await fetch(`${svc.baseUrl}/v1/statements/${id}/lines.csv`, {
      headers: { authorization: `Bearer ${t.key}` },
    });
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.toString('utf8')).toContain(`,'=HYPERLINK(1),found,`);

    // Debit lines are counted, never kept; no balance column exists.
    expect(await count(`select count(*) as n from statement_lines where statement_id = ?`, [id])).toBe(3);
  });

  test('an overlapping statement: lines an earlier one brought are repeat', async () => {
    const t = await svc.tenant();
    const [r1, r2] = [nextRrn(), nextRrn()];
    const day1 = { date: '2026-09-01', amountPaise: 12_345, rrn: r1 };
    await upload(t, hdfcDelimited([day1]));
    const second = await upload(
      t,
      hdfcDelimited([day1, { date: '2026-09-02', amountPaise: 22_222, rrn: r2 }]),
    );
    expect(second.status).toBe(201);
    expect(second.body.outcomes).toEqual({ proved: 0, found: 1, not_a_payment: 0, repeat: 1 });
    expect(await count(`select count(*) as n from credits where tenant_id = ?`, [t.id])).toBe(2);
  });

  test('two uploads at once never create one payment twice', async () => {
    const t = await svc.tenant();
    const shared = { date: '2026-09-03', amountPaise: 77_700, rrn: nextRrn() };
    expect(await overlappingUploadsAtOnce(t, shared)).toEqual([200, 200, 201, 201]);
    expect(
      await count(`select count(*) as n from credits where tenant_id = ? and rrn = ?`, [t.id, shared.rrn]),
    ).toBe(1);
    expect(await count(`select count(*) as n from credits where tenant_id = ?`, [t.id])).toBe(3);
    expect(await count(`select count(*) as n from statements where tenant_id = ?`, [t.id])).toBe(2);
  });
});

describe('not_in_statement: confirmed credits of the period that no line shows', () => {
  test('matched and placed ones inside the period, unshown; never parked, outside or shown ones', async () => {
    const t = await svc.tenant();
    const sep1 = Date.UTC(2026, 8, 1, 0, 0) / 1000 - 19_800;
    const shownRrn = nextRrn();
    const credits: [string, string, number, number | null, string | null][] = [
      ['matched, unshown', 'matched', sep1 + 36_000, null, null],
      ['placed, unshown', 'placed', sep1 + 36_000, null, null],
      ['last second of the period', 'matched', sep1 + 86_399, null, null],
      ['parked: no confirmation', 'unplaced', sep1 + 36_000, null, null],
      ['before the period', 'matched', sep1 - 1, null, null],
      ['span runs past the period', 'matched', sep1 + 86_399, sep1 + 86_400, null],
      ['shown by a line', 'matched', sep1 + 36_000, null, shownRrn],
    ];
    const ids: string[] = [];
    for (const [i, [, status, at, until, rrn]] of credits.entries()) {
      const id = `crd_${t.id.slice(-8)}${String(i).padStart(12, '0')}`;
      ids.push(id);
      await svc.sql(
        `insert into credits (id, tenant_id, rrn, amount_paise, source, credited_at, credited_until, received_at, status)
         values (?, ?, ?, ?, 'email', ?, ?, ?, ?)`,
        [id, t.id, rrn, 9_900 + i, at, until ?? at, at + 5, status],
      );
    }
    const answer = await upload(
      t,
      hdfcDelimited([{ date: '2026-09-01', amountPaise: 9_906, rrn: shownRrn }]),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.outcomes).toMatchObject({ proved: 1 });
    expect(answer.body.not_in_statement).toEqual([ids[0], ids[1], ids[2]]);
  });
});

// E11-10: CONTRACT §14, not_in_statement lists confirmed credits "for its account"; a seller with two
// accounts (`accounts: ["4821", "1111"]`) saw every payment into 1111 as a warning on 4821's statement.
describe("not_in_statement is for the statement's account", () => {
  test('a credit whose feed named another account is not listed; one naming none, or this one, is', async () => {
    const t = await svc.tenant();
    const sep1 = Date.UTC(2026, 8, 1, 0, 0) / 1000 - 19_800;
    const rows: [string, string | null][] = [
      ['another account', '1111'],
      ['no account stated', null],
      ['this account', '4821'],
      ['this account, masked to two digits', '21'],
    ];
    const ids: string[] = [];
    for (const [i, [, digits]] of rows.entries()) {
      const id = `crd_${t.id.slice(-8)}${String(i).padStart(12, '0')}`;
      ids.push(id);
      await svc.sql(
        `insert into credits (id, tenant_id, amount_paise, source, credited_at, credited_until, received_at, status,
                              account_digits)
         values (?, ?, ?, 'email', ?, ?, ?, 'matched', ?)`,
        [id, t.id, 8_800 + i, sep1 + 36_000, sep1 + 36_000, sep1 + 36_005, digits],
      );
    }
    const kotak = readFileSync(path.join(FIXTURES, 'kotak.csv'));
    const answer = await upload(t, kotak);
    expect(answer.status).toBe(201);
    expect(answer.body.account_last4).toBe('4821');
    expect(answer.body.not_in_statement).toEqual([ids[1], ids[2], ids[3]]);
  });

  test("an SMS's account digits are kept on its credit", async () => {
    const t = await svc.tenant();
    const recorded = await svc.runtime.services.credits.record({
      tenantId: t.id,
      source: 'device',
      amountPaise: 12_300,
      creditedAt: Math.floor(Date.now() / 1000),
      accountDigits: '1111',
    });
    const [row] = await svc.sql<{ account_digits: string | null }>(
      `select account_digits from credits where id = ?`,
      [recorded.creditId],
    );
    expect(row?.account_digits).toBe('1111');
  });
});

// E11-2: a statement is the defence against a forged alert. A forger who pays the seller Rs 1 learns a
// real RRN; an alert of Rs 9,999.99 with that RRN confirmed an order, and the statement's Rs 1.00 line
// of the RRN "proved" it. A line proves a credit only at the credit's amount.
describe('a line whose RRN names a credit of another amount', () => {
  test('proves nothing: the confirmation is not_in_statement, the line a payment of its own', async () => {
    const t = await svc.tenant();
    const order = await reservedOrder(t, 1_000_000);
    const rrn = nextRrn();
    const forged = await alerted(t, order.amount, rrn);
    const answer = await upload(t, hdfcDelimited([{ date: today(), amountPaise: 100, rrn }]));
    expect(answer.status).toBe(201);
    expect(answer.body.outcomes).toEqual({ proved: 0, found: 1, not_a_payment: 0, repeat: 0 });
    expect(answer.body.not_in_statement).toEqual([forged]);
    const lines = await fetch(`${svc.baseUrl}/v1/statements/${answer.body.statement_id as string}/lines`, {
      headers: { authorization: `Bearer ${t.key}` },
    });
    const [line] = ((await lines.json()) as { data: Body[] }).data;
    expect(line).toMatchObject({ amount_paise: 100, rrn, outcome: 'found' });
    expect(line?.credit_id).not.toBe(forged);
    const [own] = await svc.sql<{ amount_paise: string; status: string }>(
      `select amount_paise, status from credits where id = ?`,
      [line?.credit_id],
    );
    expect([Number(own?.amount_paise), own?.status]).toEqual([100, 'unplaced']);
    const [held] = await svc.sql<{ statement_id: string | null }>(
      `select statement_id from credits where id = ?`,
      [forged],
    );
    expect(held?.statement_id).toBeNull();
  });
});

// Departure from CONTRACT §14 (README): a line that proves a credit parked `stale` gives it the time its
// alert lacked; the line is `found`, names that same credit, and the credit is decided by §6 with the
// line's span in the statement's transaction.
describe('a stale alert the statement shows', () => {
  test('confirms its one order: the line is found with the existing credit; the same file again is nothing new', async () => {
    const t = await svc.tenant();
    const order = await reservedOrder(t, 45_000);
    const rrn = nextRrn();
    const creditId = await staleAlert(t, order.amount, rrn);
    const file = hdfcDelimited([{ date: today(), amountPaise: order.amount, rrn, payerName: 'KIRAN' }]);

    const first = await upload(t, file);
    expect(first.status).toBe(201);
    expect(first.body.outcomes).toEqual({ proved: 0, found: 1, not_a_payment: 0, repeat: 0 });
    const id = first.body.statement_id as string;
    const lines = await svc.api<{ data: Body[] }>(t.key, 'GET', `/v1/statements/${id}/lines`);
    expect(lines.body.data).toEqual([
      expect.objectContaining({ outcome: 'found', credit_id: creditId, credit_status: 'matched' }),
    ]);
    const credit = await svc.api<Body>(t.key, 'GET', `/v1/credits/${creditId}`);
    expect(credit.body).toMatchObject({
      source: 'email',
      status: 'matched',
      intent_id: order.id,
      statement_id: id,
      rrn,
    });
    expect((await svc.api<Body>(t.key, 'GET', `/v1/intents/${order.id}`)).body.status).toBe('confirmed');
    expect(await count(`select count(*) as n from credits where tenant_id = ?`, [t.id])).toBe(1);
    expect(await confirmations(t)).toBe(1);

    const again = await upload(t, file);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await count(`select count(*) as n from credits where tenant_id = ?`, [t.id])).toBe(1);
    expect(await count(`select count(*) as n from statements where tenant_id = ?`, [t.id])).toBe(1);
    expect(await confirmations(t)).toBe(1);
  });

  test('whose amount two orders held that day stays parked with both, never confirmed', async () => {
    const t = await svc.tenant();
    const day = '2026-09-10';
    const tenAm = Date.UTC(2026, 8, 10, 4, 30) / 1000;
    const first = await reservedOrder(t, 50_000);
    await movedTo(first.id, tenAm);
    const second = await reservedOrder(t, 50_000);
    // The pool hands the freed amount out again: two orders showed it on the same day.
    expect(second.amount).toBe(first.amount);
    await movedTo(second.id, tenAm + 5 * 3600);
    const rrn = nextRrn();
    const creditId = await staleAlert(t, first.amount, rrn);

    const answer = await upload(t, hdfcDelimited([{ date: day, amountPaise: first.amount, rrn }]));
    expect(answer.status).toBe(201);
    expect(answer.body.outcomes).toMatchObject({ proved: 0, found: 1 });
    const credit = await svc.api<Body>(t.key, 'GET', `/v1/credits/${creditId}`);
    expect(credit.body).toMatchObject({ status: 'ambiguous', statement_id: answer.body.statement_id });
    expect([...(credit.body.candidates as string[])].sort()).toEqual([first.id, second.id].sort());
    expect(credit.body).not.toHaveProperty('intent_id');
    for (const o of [first, second]) {
      expect((await svc.api<Body>(t.key, 'GET', `/v1/intents/${o.id}`)).body.status).not.toBe('confirmed');
    }
    expect(await confirmations(t)).toBe(0);
    expect(
      await count(`select count(*) as n from events where credit_id = ? and kind = 'payment.ambiguous'`, [
        creditId,
      ]),
    ).toBe(1);
  });

  test('one the seller already dismissed is left as it is: its line is proved', async () => {
    const t = await svc.tenant();
    const order = await reservedOrder(t, 47_000);
    const rrn = nextRrn();
    const creditId = await staleAlert(t, order.amount, rrn);
    expect((await svc.api(t.key, 'POST', `/v1/credits/${creditId}/dismiss`, {})).status).toBe(200);
    const answer = await upload(t, hdfcDelimited([{ date: today(), amountPaise: order.amount, rrn }]));
    expect(answer.body.outcomes).toMatchObject({ proved: 1, found: 0 });
    const credit = await svc.api<Body>(t.key, 'GET', `/v1/credits/${creditId}`);
    expect(credit.body).toMatchObject({ status: 'dismissed', statement_id: answer.body.statement_id });
    expect((await svc.api<Body>(t.key, 'GET', `/v1/intents/${order.id}`)).body.status).not.toBe('confirmed');
    expect(await confirmations(t)).toBe(0);
  });

  test('two statements showing it, uploaded at once, decide it once', async () => {
    const t = await svc.tenant();
    const order = await reservedOrder(t, 46_000);
    const rrn = nextRrn();
    const creditId = await staleAlert(t, order.amount, rrn);
    const shown = { date: today(), amountPaise: order.amount, rrn };
    expect(await overlappingUploadsAtOnce(t, shown)).toEqual([200, 200, 201, 201]);
    expect(await confirmations(t)).toBe(1);
    expect(
      await count(`select count(*) as n from credits where tenant_id = ? and rrn = ?`, [t.id, rrn]),
    ).toBe(1);
    const outcomes = await svc.sql<{ outcome: string }>(
      `select outcome from statement_lines where credit_id = ? order by outcome`,
      [creditId],
    );
    // The first statement found it; the second brought the same line again.
    expect(outcomes.map((o) => o.outcome)).toEqual(['found', 'repeat']);
    const credit = await svc.api<Body>(t.key, 'GET', `/v1/credits/${creditId}`);
    expect(credit.body).toMatchObject({ status: 'matched', intent_id: order.id });
  });
});

describe('what a statement upload refuses (nothing stored)', () => {
  test.each([
    ['a PDF', Buffer.from('%PDF-1.7\n'), 'application/octet-stream', 415],
    ['no header row', Buffer.from('hello,world\n'), 'text/csv', 400],
    ['a JSON body', Buffer.from('{}'), 'application/json', 415],
    ['a password-protected workbook', passwordProtectedWorkbook(), 'application/vnd.ms-excel', 400],
    [
      'a truncated spreadsheet',
      readFileSync(path.join(FIXTURES, 'sbi-2026.xlsx')).subarray(0, 2000),
      'application/octet-stream',
      400,
    ],
    [
      'a zip bomb (a 60 MiB member)',
      zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(60 * 1024 * 1024, 0x20), 100),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      400,
    ],
  ])('%s', async (_name, file, type, status) => {
    const t = await svc.tenant();
    const answer = await upload(t, file, type);
    expect(answer.status).toBe(status);
    expect(await count(`select count(*) as n from statements where tenant_id = ?`, [t.id])).toBe(0);
  });

  // E11-7: the file was read as raw bytes whatever its Content-Encoding said: a gzipped CSV was a
  // misleading "binary content" 400, and a plain file labelled `br` was read as if not compressed.
  test.each(['gzip', 'br', 'deflate'])(
    'Content-Encoding %s: 415 naming it, nothing stored',
    async (encoding) => {
      const t = await svc.tenant();
      const file = readFileSync(path.join(FIXTURES, 'axis-old.csv'));
      const res = await fetch(`${svc.baseUrl}/v1/statements`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${t.key}`,
          'content-type': 'text/csv',
          'content-encoding': encoding,
        },
        body: encoding === 'gzip' ? gzipSync(file) : file,
      });
      expect(res.status).toBe(415);
      expect(await res.json()).toMatchObject({
        error: 'unsupported_media_type',
        message: expect.any(String),
      });
      expect(await count(`select count(*) as n from statements where tenant_id = ?`, [t.id])).toBe(0);
    },
  );

  test('an amount that does not parse: 400 naming the line', async () => {
    const t = await svc.tenant();
    const csv =
      'Date,Description,Debit,Credit,Balance\n01/09/2026,UPI,,1.00,1\n01/09/2026,UPI,,"12,34.5x",1\n';
    const answer = await upload(t, Buffer.from(csv));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: 'invalid_request',
      details: [{ path: 'line 3', issue: "amount '12,34.5x' does not parse" }],
    });
    expect(await count(`select count(*) as n from credits where tenant_id = ?`, [t.id])).toBe(0);
  });

  test("another account's statement when `accounts` is set: 400", async () => {
    const t = await svc.tenant();
    await svc.sql(`update tenants set accounts = '{1234}' where id = ?`, [t.id]);
    const answer = await upload(t, readFileSync(path.join(FIXTURES, 'kotak.csv')));
    expect(answer.status).toBe(400);
    expect(await count(`select count(*) as n from statements where tenant_id = ?`, [t.id])).toBe(0);
    await svc.sql(`update tenants set accounts = '{4821}' where id = ?`, [t.id]);
    expect((await upload(t, readFileSync(path.join(FIXTURES, 'kotak.csv')))).status).toBe(201);
  });

  test('over 10 MiB: 413', async () => {
    const t = await svc.tenant();
    expect((await upload(t, Buffer.alloc(10 * 1024 * 1024 + 1, 0x41))).status).toBe(413);
  });
});

describe('privacy', () => {
  test('payer fields of statement lines follow the 90-day retention', async () => {
    const t = await svc.tenant();
    const rrn = nextRrn();
    const up = await upload(
      t,
      hdfcDelimited([{ date: '2026-09-05', amountPaise: 3_300, rrn, payerName: 'MEERA' }]),
    );
    const id = up.body.statement_id as string;
    await svc.sql(`update statements set uploaded_at = uploaded_at - ? where id = ?`, [91 * 86_400, id]);
    const swept = await svc.runtime.services.housekeeping.applyRetention();
    expect(swept.statementLines).toBeGreaterThanOrEqual(1);
    const lines = await svc.api<{ data: Body[] }>(t.key, 'GET', `/v1/statements/${id}/lines`);
    expect(lines.body.data[0]).toMatchObject({ rrn, payer_vpa: null, payer_name: null });
  });
});

describe('the dashboard upload form (CONTRACT §13: CSRF on every form)', () => {
  test('without the CSRF token: 403 and nothing stored; with it: 303 to the statement', async () => {
    const t = await svc.tenant();
    const who = await signIn(svc, await tenantEmail(svc, t.id));
    const post = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append(
        'file',
        new Blob([hdfcDelimited([{ date: '2026-09-06', amountPaise: 4_400, rrn: nextRrn() }])]),
        's.txt',
      );
      return fetch(`${svc.baseUrl}/app/statements`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: who.cookie },
        body: form,
      });
    };
    expect((await post({})).status).toBe(403);
    expect((await post({ csrf: 'x'.repeat(43) })).status).toBe(403);
    expect(await count(`select count(*) as n from statements where tenant_id = ?`, [t.id])).toBe(0);
    const ok = await post({ csrf: who.csrf });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toMatch(/^\/app\/statements\/stm_[0-9a-f]{20}$/);
  });
});

describe('the dashboard upload form, sent wrong', () => {
  // E11-9: a multipart body cut short (a client that stops mid-upload) made busboy's file stream emit
  // 'error' with no listener: the process (API, worker and SMTP in one) died.
  test('a multipart body cut short: 400, nothing stored, and the service still answers', async () => {
    const t = await svc.tenant();
    const who = await signIn(svc, await tenantEmail(svc, t.id));
    const body =
      `--XX\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${who.csrf}\r\n` +
      `--XX\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nDate,Description`;
    const res = await fetch(`${svc.baseUrl}/app/statements`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: who.cookie, 'content-type': 'multipart/form-data; boundary=XX' },
      body,
    });
    expect(res.status).toBe(400);
    expect(await count(`select count(*) as n from statements where tenant_id = ?`, [t.id])).toBe(0);
    expect((await fetch(`${svc.baseUrl}/healthz`)).status).toBe(200);
  });

  // E11-8: `file` sent as a urlencoded text field reached the reader as a string: 500.
  test('a urlencoded form whose file is text: the 400 page asking for the file, nothing stored', async () => {
    const t = await svc.tenant();
    const who = await signIn(svc, await tenantEmail(svc, t.id));
    const res = await fetch(`${svc.baseUrl}/app/statements`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: who.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf: who.csrf, file: 'Date,Description,Debit,Credit' }).toString(),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('<html');
    expect(await count(`select count(*) as n from statements where tenant_id = ?`, [t.id])).toBe(0);
  });
});

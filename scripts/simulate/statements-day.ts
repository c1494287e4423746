// After the simulated day (issue 27): each seller uploads the day's bank statement, written from ground
// truth in one of the five banks' formats (rotating), and the service reconciles it. Reported by payer
// behaviour: lines found (payments whose alert was lost), proved, and the confirmations the statement
// does not show; and the wrong confirmations statement credits made (must be 0).
import { createHash } from 'node:crypto';
import type { Database } from '../../src/db/sql.js';
import { indiaDate } from '../../src/domain/time.js';
import { readStatement } from '../../src/ingest/statements/read.js';
import { CreditLedger } from '../../src/ledger/credits.js';
import { IntentLedger } from '../../src/ledger/orders.js';
import { StatementLedger, type StatementBody } from '../../src/ledger/statements.js';
import { Metrics } from '../../src/metrics.js';
import type { LaneClock } from './runner.js';
import { STATEMENT_FORMATS, writeStatement, type TruthLine } from './statement-writers.js';
import type { Truth } from './truth.js';

const TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

type Tally = Record<string, number>;

export async function reconcileStatements(
  db: Database,
  clock: LaneClock,
  truth: Truth,
  tenants: Map<number, { id: string }>,
  afterMs: number,
) {
  const deps = {
    db,
    publicBaseUrl: 'http://sim.invalid',
    metrics: new Metrics(),
    outbox: { wake: () => undefined },
  };
  const statements = new StatementLedger(deps, new CreditLedger(deps, new IntentLedger(deps)));
  const byBehaviour: Record<string, Tally> = {};
  const count = (behaviour: string, key: string) => {
    const t = (byBehaviour[behaviour] ??= {});
    t[key] = (t[key] ?? 0) + 1;
  };
  const totals = {
    statements: 0,
    statement_found: 0,
    statement_proved: 0,
    not_in_statement: 0,
    wrong_confirmations: 0,
    // Issue 27's "done when": every payment whose alert was lost or stale is found; every confirmation is
    // proved or listed as not in the statement. A stale alert is on file, parked `stale`: its line is
    // `found` naming that credit, decided again with the line's span (README, "Where statements depart").
    no_alert_payments: 0,
    no_alert_payments_not_found: 0,
    stale_alerts_found: 0,
    stale_alerts_found_confirmed: 0,
    stale_alerts_found_parked: 0,
    // Lines that proved a credit and left it `stale` (0 unless a credit turned stale outside the statement).
    stale_alerts_proved: 0,
    // The seller's credits still `stale` after the statement: no line showed them (not decided).
    stale_alerts_left_stale: 0,
    confirmed_neither_proved_nor_listed: 0,
  };
  const byFormat: Tally = {};
  const orderOfIntent = truth.intentRefs();
  const wrong: Record<string, unknown>[] = [];

  for (const [index, tenant] of tenants) {
    const credits = [...truth.credits.values()]
      .filter((c) => c.tenant === index)
      .sort((a, b) => a.paidAtMs - b.paidAtMs);
    if (credits.length === 0) continue;
    const lines: TruthLine[] = credits.map((c) => ({
      date: indiaDate(Math.floor(c.paidAtMs / 1000)),
      time: TIME.format(new Date(c.paidAtMs)),
      amountPaise: c.amountPaise,
      rrn: c.rrn,
      name: `PAYER ${c.rrn.slice(-4)}`,
      kind: 'payment',
    }));
    const last = lines.at(-1) as TruthLine;
    lines.push({ ...last, amountPaise: 1_234, rrn: '', name: '', kind: 'interest' });
    lines.push({ ...last, amountPaise: 50_000, rrn: '', name: '', kind: 'debit' });
    const format = STATEMENT_FORMATS[index % STATEMENT_FORMATS.length] as (typeof STATEMENT_FORMATS)[number];
    const file = writeStatement(format, lines);
    const read = await readStatement(file);
    const sha256 = createHash('sha256').update(file).digest('hex');
    // Uploaded the next morning, on the seller's own simulated clock.
    let statement: StatementBody | undefined;
    await clock.run(async (advance) => {
      await advance(afterMs);
      statement = (await statements.import({ tenantId: tenant.id, sha256, ...read })).statement;
    });
    if (statement === undefined) throw new Error('the statement was not reconciled');
    totals.statements += 1;
    byFormat[format] = (byFormat[format] ?? 0) + 1;
    totals.not_in_statement += (statement.not_in_statement as string[]).length;
    const rows = await db.rows<{
      rrn: string | null;
      outcome: string;
      status: string | null;
      intent_id: string | null;
      source: string | null;
    }>(
      `select l.rrn, l.outcome, c.status, c.intent_id, c.source
         from statement_lines l left join credits c on c.id = l.credit_id
        where l.statement_id = $1`,
      [statement.statement_id],
    );
    for (const r of rows) {
      const t = r.rrn === null ? undefined : truth.credits.get(r.rrn);
      const behaviour = t?.behaviour ?? 'not_a_payment';
      count(behaviour, r.outcome);
      if (t !== undefined && t.deliveries.length === 0) {
        totals.no_alert_payments += 1;
        if (r.outcome !== 'found') totals.no_alert_payments_not_found += 1;
      }
      if (r.outcome === 'proved' && r.status === 'stale') totals.stale_alerts_proved += 1;
      if (r.outcome === 'found') {
        totals.statement_found += 1;
        count(behaviour, `found_${r.status}`);
        // A found line naming a credit a feed brought: a stale alert the line gave its time.
        if (r.source !== 'statement') {
          totals.stale_alerts_found += 1;
          if (r.status === 'matched') totals.stale_alerts_found_confirmed += 1;
          else totals.stale_alerts_found_parked += 1;
          count(behaviour, `found_stale_alert_${r.status}`);
        }
        const meant = t?.orderRef ?? null;
        const confirmed = r.intent_id === null ? null : (orderOfIntent.get(r.intent_id) ?? r.intent_id);
        if ((r.status === 'matched' || r.status === 'placed') && confirmed !== meant) {
          totals.wrong_confirmations += 1;
          if (wrong.length < 5) wrong.push({ rrn: r.rrn, behaviour, meant, confirmed, format });
        }
      }
      if (r.outcome === 'proved') totals.statement_proved += 1;
    }
    const [unaccounted] = await db.rows<{ confirmed: string; stale: string }>(
      `select count(*) filter (where status in ('matched', 'placed') and not proved
                                 and not (id = any($2::text[]))) as confirmed,
              count(*) filter (where status = 'stale') as stale
         from (select c.status, c.id, c.statement_id is not null
                      or exists (select 1 from statement_lines l where l.credit_id = c.id) as proved
                 from credits c where c.tenant_id = $1) x`,
      [tenant.id, statement.not_in_statement],
    );
    totals.confirmed_neither_proved_nor_listed += Number(unaccounted?.confirmed ?? 0);
    totals.stale_alerts_left_stale += Number(unaccounted?.stale ?? 0);
  }
  return { ...totals, wrong_examples: wrong, by_format: byFormat, by_payer_behaviour: byBehaviour };
}

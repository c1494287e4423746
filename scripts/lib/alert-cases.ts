// The labelled SMS wordings the alert reader is measured on: the shared fixtures (test/fixtures/sms, one
// array per bank) and the corpus (test/corpus/sms/<bank>.json, `{bank, cases}`), and how one reading is
// judged against its label. The held-out part of the corpus is read only when asked for by name
// (`heldOut: true`), which only `npm run feeds:coverage` does, once, for the figure it reports.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AlertReading, readSms, type SmsReading } from '../../src/ingest/alerts/read.js';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Expected {
  kind: 'credit' | 'debit' | 'ignored' | 'unparsed' | 'rejected';
  reason?: string;
  amount_paise?: number;
  rrn?: string | null;
  payer_vpa?: string | null;
  payer_name?: string | null;
  account_digits?: string | null;
  stated_at?: string | null;
  stated_date?: string | null;
}

export interface AlertCase {
  bank: string;
  /** `fixtures`, `corpus` or `held-out`. */
  set: string;
  name: string;
  sender: string;
  body: string;
  received_at: string;
  expect: Expected;
}

interface CorpusFile {
  bank: { id: string; name: string; headers: string[] };
  cases: Omit<AlertCase, 'bank' | 'set'>[];
}

const jsonFiles = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];

export function fixtureCases(): AlertCase[] {
  const dir = path.join(REPO_ROOT, 'test/fixtures/sms');
  return jsonFiles(dir).flatMap((file) =>
    (JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Omit<AlertCase, 'bank' | 'set'>[]).map(
      (c) => ({
        ...c,
        bank: file.replace('.json', ''),
        set: 'fixtures',
      }),
    ),
  );
}

/** The corpus's banks as its files declare them (id, name, headers). */
export function corpusBanks(options: { heldOut?: boolean } = {}): CorpusFile['bank'][] {
  return corpusFiles(options).map((f) => f.bank);
}

function corpusFiles({ heldOut = false }: { heldOut?: boolean }): CorpusFile[] {
  const dir = path.join(REPO_ROOT, 'test/corpus/sms', heldOut ? 'held-out' : '');
  return jsonFiles(dir).map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CorpusFile);
}

export function corpusCases(options: { heldOut?: boolean } = {}): AlertCase[] {
  const set = options.heldOut === true ? 'held-out' : 'corpus';
  return corpusFiles(options).flatMap((f) => f.cases.map((c) => ({ ...c, bank: f.bank.id, set })));
}

export const receivedAt = (c: AlertCase): number => Date.parse(c.received_at) / 1000;

/** A case read as the intake reads it. */
export const readCase = (c: AlertCase): SmsReading => readSms(c.sender, c.body, receivedAt(c));

export type Outcome = 'credit' | 'debit' | 'ignored' | 'unparsed' | 'rejected' | 'unknown_sender';

export function outcomeOf(reading: SmsReading): Outcome {
  if (reading.kind === 'rejected') return 'rejected';
  if (reading.kind === 'unknown_sender') return 'unknown_sender';
  const r: AlertReading = reading.reading;
  if (r.kind === 'credit') return 'credit';
  if (r.kind === 'unparseable') return 'unparsed';
  return r.reason === 'debit' ? 'debit' : 'ignored';
}

const isoIndia = (t: number | undefined): string | null =>
  t === undefined ? null : `${new Date((t + 19_800) * 1000).toISOString().slice(0, 19)}+05:30`;

export interface Judgement {
  outcome: Outcome;
  /** A credit that should not be one, or a wrong amount, rrn or direction (the coverage table's `wrong`). */
  wrong: boolean;
  wrongAmount: boolean;
  falseCredit: boolean;
  /** Right outcome, but a field a credit carries differs (payer, account, date): named here. */
  fieldMisses: string[];
}

const SILENT: readonly Outcome[] = ['debit', 'ignored', 'rejected', 'unknown_sender'];

export function judge(c: AlertCase, reading: SmsReading = readCase(c)): Judgement {
  const outcome = outcomeOf(reading);
  const e = c.expect;
  const falseCredit = outcome === 'credit' && e.kind !== 'credit';
  const credit = reading.kind === 'read' && reading.reading.kind === 'credit' ? reading.reading : undefined;
  const wrongAmount = credit !== undefined && e.kind === 'credit' && credit.amountPaise !== e.amount_paise;
  const wrongRrn = credit !== undefined && e.kind === 'credit' && (credit.rrn ?? null) !== (e.rrn ?? null);
  // A credit read as money out (or as no payment) is a wrong direction: it would be dropped silently.
  const wrongDirection = e.kind === 'credit' && SILENT.includes(outcome);
  const fieldMisses: string[] = [];
  if (credit !== undefined && e.kind === 'credit') {
    const compare = (field: string, got: string | null, want: string | null | undefined): void => {
      if (want !== undefined && got !== want) fieldMisses.push(`${field}: ${got} (want ${want})`);
    };
    compare('payer_vpa', credit.payerVpa ?? null, e.payer_vpa);
    compare('payer_name', credit.payerName ?? null, e.payer_name);
    compare('account_digits', credit.accountDigits ?? null, e.account_digits);
    compare('stated_date', credit.statedDate ?? null, e.stated_date);
    compare('stated_at', isoIndia(credit.statedAt), e.stated_at);
    // CONTRACT §6: a time printed with seconds is stated to the second, `HH:mm` to the minute.
    if (e.stated_at !== null && e.stated_at !== undefined) {
      const printed = /\b\d{1,2}[:.]\d{2}[:.]\d{2}\b/.test(c.body) ? 'second' : 'minute';
      compare('stated_precision', credit.statedPrecision ?? null, printed);
    }
  }
  return {
    outcome,
    wrong: falseCredit || wrongAmount || wrongRrn || wrongDirection,
    wrongAmount,
    falseCredit,
    fieldMisses,
  };
}

/** The label as an outcome: a debit and an ignored non-payment are both silent, told apart here. */
export const expectedOutcome = (c: AlertCase): Outcome => c.expect.kind;

/** Silent either way (a debit read as a non-payment or the reverse): no credit, no alert. */
export const bothSilent = (a: Outcome, b: Outcome): boolean => SILENT.includes(a) && SILENT.includes(b);

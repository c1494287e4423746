// The SMS corpus of the public-sector, small-finance and payments banks (issue 26, points 3 and 4) is data
// the reader is measured on, so its shape is checked here without parsing a single message: every file
// reads, every case carries the fields its kind needs, and the held-out split is the one the rule gives.
import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const CORPUS = join(process.cwd(), 'test/corpus/sms');
const HELD_OUT = join(CORPUS, 'held-out');

// notes/banks.md: the 12 public-sector, 7 small finance and 5 payments banks this corpus covers.
const BANK_IDS = [
  'sbi',
  'pnb',
  'bob',
  'canara',
  'union',
  'boi',
  'indian',
  'central',
  'iob',
  'uco',
  'mahabank',
  'psb',
  'au',
  'equitas',
  'ujjivan',
  'jana',
  'suryoday',
  'utkarsh',
  'esaf',
  'airtel',
  'ippb',
  'fino',
  'paytm',
  'jio',
];

const KINDS = ['credit', 'debit', 'ignored', 'unparsed', 'rejected'];
const CREDIT_FIELDS = [
  'amount_paise',
  'rrn',
  'payer_vpa',
  'payer_name',
  'account_digits',
  'stated_at',
  'stated_date',
];
const OFFSET_TIME = /^2026-11-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/;

interface Case {
  name: string;
  sender: string;
  body: string;
  received_at: string;
  source: string;
  expect: Record<string, unknown>;
}
interface BankFile {
  bank: { id: string; name: string; headers: string[]; header_sources: string[] };
  cases: Case[];
}

const read = (path: string): BankFile => JSON.parse(readFileSync(path, 'utf8')) as BankFile;
const files = (id: string) => ({
  tuning: read(join(CORPUS, `${id}.json`)),
  heldOut: read(join(HELD_OUT, `${id}.json`)),
});

/** The rule of notes/banks.md, written again here rather than imported, so a slip in either copy shows. */
function heldOutByRule(id: string, names: string[]): Set<string> {
  const rank = (name: string) => createHash('sha256').update(`${id}/${name}`).digest('hex');
  const ordered = [...names].sort((a, b) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0));
  const count = Math.max(Math.round(names.length / 5), names.length >= 3 ? 1 : 0);
  return new Set(ordered.slice(0, count));
}

/** The calendar date of an ISO time with +05:30, checked to be a real day (no 2026-11-31). */
function isRealIndiaTime(value: string): boolean {
  if (!OFFSET_TIME.test(value)) return false;
  const parsed = new Date(value);
  return (
    !Number.isNaN(parsed.getTime()) &&
    new Date(parsed.getTime() + 5.5 * 3600_000).toISOString().slice(0, 19) === value.slice(0, 19)
  );
}

describe('SMS corpus, public-sector / small-finance / payments banks', () => {
  it.each(BANK_IDS)('%s has a tuning and a held-out file for the same bank', (id) => {
    expect(existsSync(join(CORPUS, `${id}.json`))).toBe(true);
    expect(existsSync(join(HELD_OUT, `${id}.json`))).toBe(true);
    const { tuning, heldOut } = files(id);
    expect(tuning.bank.id).toBe(id);
    expect(heldOut.bank).toEqual(tuning.bank);
    expect(typeof tuning.bank.name).toBe('string');
    for (const header of tuning.bank.headers) expect(header).toMatch(/^[A-Z0-9]{6}$/);
    // A bank declares headers only where a source shows them.
    if (tuning.bank.headers.length > 0) expect(tuning.bank.header_sources.length).toBeGreaterThan(0);
  });

  it.each(BANK_IDS)('%s: every case has the format of notes/banks.md', (id) => {
    const { tuning, heldOut } = files(id);
    const cases = [...tuning.cases, ...heldOut.cases];
    const names = cases.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const c of cases) {
      expect(Object.keys(c).sort()).toEqual(['body', 'expect', 'name', 'received_at', 'sender', 'source']);
      expect(c.name.length).toBeGreaterThan(0);
      expect(c.body.length).toBeGreaterThan(0);
      expect(c.source.length).toBeGreaterThan(0);
      expect(isRealIndiaTime(c.received_at)).toBe(true);
      const kind = c.expect.kind as string;
      expect(KINDS).toContain(kind);
      if (kind === 'rejected') expect(c.sender).toMatch(/^\+?\d+$/);
      else expect(c.sender).toMatch(/^(?:[A-Z]{2}-)?[A-Z0-9]{6}(?:-[STPG])?$/);
      // An alphabetic sender must be one of the bank's declared headers, whatever its prefix and suffix.
      if (kind !== 'rejected')
        expect(tuning.bank.headers).toContain(c.sender.replace(/^[A-Z]{2}-/, '').replace(/-[STPG]$/, ''));
      if (kind === 'ignored') expect(c.expect).toEqual({ kind: 'ignored', reason: 'not_a_payment' });
      if (kind === 'debit' || kind === 'unparsed' || kind === 'rejected') expect(c.expect).toEqual({ kind });
      if (kind !== 'credit') continue;
      expect(Object.keys(c.expect).sort()).toEqual(['kind', ...CREDIT_FIELDS].sort());
      const e = c.expect;
      expect(Number.isInteger(e.amount_paise) && (e.amount_paise as number) > 0).toBe(true);
      expect(e.rrn === null || /^\d{12}$/.test(e.rrn as string)).toBe(true);
      if (e.rrn !== null) expect(c.body).toContain(e.rrn);
      expect(e.payer_vpa === null || /^[^\s@]+@[^\s@]+$/.test(e.payer_vpa as string)).toBe(true);
      if (e.payer_vpa !== null) expect(c.body).toContain(e.payer_vpa);
      if (e.payer_name !== null) expect(c.body).toContain(e.payer_name);
      expect(e.account_digits === null || /^\d+$/.test(e.account_digits as string)).toBe(true);
      if (e.account_digits !== null) expect(c.body).toContain(e.account_digits);
      expect(e.stated_at === null || isRealIndiaTime(e.stated_at as string)).toBe(true);
      expect(e.stated_date === null || /^2026-11-\d{2}$/.test(e.stated_date as string)).toBe(true);
      // A stated time implies a stated date, and the two agree.
      if (e.stated_at !== null) expect((e.stated_at as string).slice(0, 10)).toBe(e.stated_date);
      // A message cannot arrive before the moment it states.
      if (e.stated_at !== null)
        expect(new Date(c.received_at).getTime()).toBeGreaterThanOrEqual(
          new Date(e.stated_at as string).getTime(),
        );
    }
  });

  it.each(BANK_IDS)('%s: the held-out cases are exactly those the sha256 rule picks', (id) => {
    const { tuning, heldOut } = files(id);
    const all = [...tuning.cases, ...heldOut.cases].map((c) => c.name);
    const expected = heldOutByRule(id, all);
    expect(new Set(heldOut.cases.map((c) => c.name))).toEqual(expected);
    for (const c of tuning.cases) expect(expected.has(c.name)).toBe(false);
  });

  it('the rule holds out a fifth, at least one case from three up', () => {
    expect(heldOutByRule('x', ['a', 'b']).size).toBe(0);
    expect(heldOutByRule('x', ['a', 'b', 'c']).size).toBe(1);
    expect(heldOutByRule('x', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']).size).toBe(2);
    expect(
      heldOutByRule(
        'x',
        Array.from({ length: 17 }, (_, i) => `c${i}`),
      ).size,
    ).toBe(3);
  });
});

// The SMS corpus of the public-sector, small-finance and payments banks (issue 26, points 3 and 4) is data
// the reader is measured on, so its shape is checked here without parsing a single message: every file
// reads, every case carries the fields its kind needs, and the held-out split is the one the rule gives.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import {
  corpusFiles as files,
  CREDIT_FIELDS,
  HELD_OUT_DIR as HELD_OUT,
  HELD_OUT_ROUNDS,
  heldOutNames,
  isRealIndiaTime,
  KINDS,
  TUNING_DIR as CORPUS,
  expectDocumentedShape,
} from '../support/corpus.js';

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
      expectDocumentedShape(c);
      expect(c.name.length).toBeGreaterThan(0);
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
      expect(Object.keys(c.expect).sort()).toEqual([...CREDIT_FIELDS].sort());
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
    const expected = heldOutNames(id, [...tuning.cases, ...heldOut.cases]);
    expect(new Set(heldOut.cases.map((c) => c.name))).toEqual(expected);
    for (const c of tuning.cases) expect(expected.has(c.name)).toBe(false);
  });

  it('the rule holds out a fifth of the current round, at least one case from three up', () => {
    const [first, second] = HELD_OUT_ROUNDS as [number, number];
    const current = (names: string[]) => names.map((name) => ({ name, round: first }));
    expect(heldOutNames('x', current(['a', 'b'])).size).toBe(0);
    expect(heldOutNames('x', current(['a', 'b', 'c'])).size).toBe(1);
    expect(heldOutNames('x', current(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])).size).toBe(2);
    expect(heldOutNames('x', current(Array.from({ length: 17 }, (_, i) => `c${i}`))).size).toBe(3);
    // Stop 23's cases (no round) and rounds 2 to 4 were each measured once and opened: never held out again.
    expect(heldOutNames('x', [{ name: 'a' }, { name: 'b' }, { name: 'c' }]).size).toBe(0);
    const opened = ['c', 'd', 'e', 'f', 'g', 'h'].map((name, i) => ({ name, round: 2 + (i % 3) }));
    expect(heldOutNames('x', opened).size).toBe(0);
    expect(heldOutNames('x', [{ name: 'a' }, ...opened, ...current(['i', 'j', 'k'])]).size).toBe(1);
    // Each held-out round is split by itself: the next round's cases never move one of this round's.
    const next = (names: string[]) => names.map((name) => ({ name, round: second }));
    const alone = heldOutNames('x', current(['f', 'g', 'h', 'i', 'j', 'k']));
    const withNext = heldOutNames('x', [
      ...current(['f', 'g', 'h', 'i', 'j', 'k']),
      ...next(['l', 'm', 'n']),
    ]);
    expect([...withNext].filter((n) => 'fghijk'.includes(n))).toEqual([...alone]);
    expect(withNext.size).toBe(alone.size + 1);
  });
});

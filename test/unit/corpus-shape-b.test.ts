// The SMS corpus of the private-sector and foreign banks (issue 26 points 3 and 4): its files must keep the
// format of notes/banks.md and the held-out split rule, or the reader is tuned and measured on data it
// cannot trust. This test reads data only; it parses no SMS.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import {
  corpusFiles as files,
  CREDIT_FIELDS,
  HELD_OUT_DIR,
  heldOutNames,
  KINDS,
  TUNING_DIR,
  expectDocumentedShape,
} from '../support/corpus.js';

// Banks of this half of the corpus with real wordings found in public sources (at least 4 cases each).
const COVERED = [
  'hdfc',
  'icici',
  'axis',
  'kotak',
  'indusind',
  'yes',
  'idfc',
  'federal',
  'idbi',
  'rbl',
  'sib',
  'karnataka',
  'kvb',
  'cub',
  'tmb',
  'jkbank',
  'bandhan',
  'dhanlaxmi',
  'scb',
  'hsbc',
  // DCB left the thin list in round 10: a real 2015-16 inbox dataset (SOURCES-M.md).
  'dcb',
] as const;
// Banks with fewer than 4 public wordings found: their file holds what exists, nothing more.
const THIN = [] as const;
// Banks of this half for which no verbatim public SMS body was found (SOURCES-B.md says where we
// looked): no file may appear for them without real evidence, so the test pins the gap. CSB and DBS
// got files from a later search (SOURCES-C.md); test/unit/corpus-shape-c.test.ts checks them.
const NO_PUBLIC_WORDING = ['nainital'] as const;

const ISO_INDIA = /^2026-11-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/;

describe.each([...COVERED, ...THIN])('the %s corpus files', (id) => {
  const { tuning, heldOut } = files(id);
  const cases = [...tuning.cases, ...heldOut.cases];

  test('both files name the same bank, with headers and where each was seen', () => {
    expect(tuning.bank).toEqual(heldOut.bank);
    expect(tuning.bank.id).toBe(id);
    expect(tuning.bank.name.length).toBeGreaterThan(0);
    expect(tuning.bank.headers.length).toBeGreaterThan(0);
    for (const h of tuning.bank.headers) expect(h).toMatch(/^[A-Z]{6}$/);
    expect(tuning.bank.header_sources.length).toBeGreaterThan(0);
  });

  test('at least 4 cases (1 for a thin bank), names unique within the bank', () => {
    expect(cases.length).toBeGreaterThanOrEqual((THIN as readonly string[]).includes(id) ? 1 : 4);
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
  });

  test('the held-out folder holds exactly the cases the rule picks', () => {
    const held = heldOutNames(id, cases);
    expect(new Set(heldOut.cases.map((c) => c.name))).toEqual(held);
    for (const c of tuning.cases) expect(held.has(c.name)).toBe(false);
  });

  test.each(cases.map((c) => [c.name, c] as const))('case %s has the documented shape', (_name, c) => {
    expectDocumentedShape(c);
    expect(c.received_at).toMatch(ISO_INDIA);
    const e = c.expect;
    if (e.kind === 'rejected') {
      // The known fraud: a phone number sending a bank's exact wording (as corpus-shape-a and -c allow).
      expect(c.sender).toMatch(/^\+?\d+$/);
    } else {
      // The sender carries one of the bank's declared headers (operator prefix and route suffix optional).
      const header = c.sender.toUpperCase().match(/^(?:[A-Z]{2}-)?([A-Z]{6})(?:-[STPG])?$/)?.[1];
      expect(tuning.bank.headers).toContain(header);
    }
    expect(KINDS).toContain(e.kind);
    if (e.kind === 'credit') {
      expect(Object.keys(e).sort()).toEqual([...CREDIT_FIELDS].sort());
      expect(Number.isInteger(e.amount_paise)).toBe(true);
      expect(e.amount_paise as number).toBeGreaterThan(0);
      if (e.rrn !== null) expect(e.rrn).toMatch(/^\d{12}$/);
      if (e.payer_vpa !== null) expect(e.payer_vpa).toMatch(/^[^@\s]+@[^@\s]+$/);
      if (e.account_digits !== null) expect(e.account_digits).toMatch(/^\d+$/);
      if (e.stated_at !== null) {
        expect(e.stated_at).toMatch(ISO_INDIA);
        expect(e.stated_date).toBe((e.stated_at as string).slice(0, 10));
        // The phone gets the message after the moment it states.
        expect(Date.parse(c.received_at)).toBeGreaterThanOrEqual(Date.parse(e.stated_at as string));
      }
      if (e.stated_date !== null) expect(e.stated_date).toMatch(/^2026-11-\d{2}$/);
    } else if (e.kind === 'ignored') {
      expect(e).toEqual({ kind: 'ignored', reason: 'not_a_payment' });
    } else {
      expect(e).toEqual({ kind: e.kind });
    }
  });
});

describe('the banks of this half of the corpus', () => {
  test('every covered bank has a tuning and a held-out file', () => {
    for (const id of [...COVERED, ...THIN]) {
      expect(existsSync(join(TUNING_DIR, `${id}.json`))).toBe(true);
      expect(existsSync(join(HELD_OUT_DIR, `${id}.json`))).toBe(true);
    }
  });

  test('banks without public wordings have no invented file', () => {
    for (const id of NO_PUBLIC_WORDING) expect(existsSync(join(TUNING_DIR, `${id}.json`))).toBe(false);
  });

  test('every kind the reader must tell apart is present', () => {
    const kinds = new Set(
      COVERED.flatMap((id) => {
        const { tuning, heldOut } = files(id);
        return [...tuning.cases, ...heldOut.cases].map((c) => c.expect.kind);
      }),
    );
    for (const k of ['credit', 'debit', 'ignored', 'unparsed']) expect(kinds.has(k)).toBe(true);
  });
});

// The SMS corpus of the five banks the first two corpus passes found no wording for (ESAF, Fino, CSB, Nainital,
// DBS): its files must keep the format of notes/banks.md and the held-out split rule, and a bank without public
// evidence must stay without invented cases, or the reader is tuned and measured on data it cannot trust.
// This test reads data only; it parses no SMS.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import {
  corpusFiles as files,
  CREDIT_FIELDS,
  HELD_OUT_DIR,
  heldOutNames,
  isRealIndiaTime,
  KINDS,
  TUNING_DIR,
  expectDocumentedShape,
} from '../support/corpus.js';

// Banks of this pass with real wordings found in public sources (at least 4 cases each).
const COVERED = ['dbs'] as const;
// Banks with fewer than 4 public wordings found: their file holds what exists, nothing more.
const THIN = ['csb', 'fino'] as const;
// Banks whose files exist from the first pass with no case (no public body found then or now): they stay empty.
// (Fino left this list in round 8: three real Fino notices, SOURCES-K.md.)
const EMPTY = ['esaf'] as const;
// Banks with no file at all: no verbatim public SMS body was found (SOURCES-C.md says where we looked).
const NO_FILE = ['nainital'] as const;

describe.each([...COVERED, ...THIN])('the %s corpus files', (id) => {
  const { tuning, heldOut } = files(id);
  const cases = [...tuning.cases, ...heldOut.cases];

  test('both files name the same bank, with headers and where each was seen', () => {
    expect(tuning.bank).toEqual(heldOut.bank);
    expect(tuning.bank.id).toBe(id);
    expect(tuning.bank.name.length).toBeGreaterThan(0);
    expect(tuning.bank.headers.length).toBeGreaterThan(0);
    for (const h of tuning.bank.headers) expect(h).toMatch(/^[A-Z]{6}$/);
    // Every declared header is named by at least one of the recorded sources.
    for (const h of tuning.bank.headers)
      expect(tuning.bank.header_sources.some((s) => s.includes(h))).toBe(true);
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
    expect(isRealIndiaTime(c.received_at)).toBe(true);
    const e = c.expect;
    expect(KINDS).toContain(e.kind);
    if (e.kind === 'rejected') {
      // The known fraud: a phone number sending a bank's exact wording.
      expect(c.sender).toMatch(/^\+?\d+$/);
    } else {
      // The sender carries one of the bank's declared headers (operator prefix and route suffix optional).
      const header = c.sender.match(/^(?:[A-Z]{2}-)?([A-Z]{6})(?:-[STPG])?$/)?.[1];
      expect(tuning.bank.headers).toContain(header);
    }
    if (e.kind === 'credit') {
      expect(Object.keys(e).sort()).toEqual([...CREDIT_FIELDS].sort());
      expect(Number.isInteger(e.amount_paise) && (e.amount_paise as number) > 0).toBe(true);
      // Every value the reader must extract is printed in the body.
      if (e.rrn !== null) {
        expect(e.rrn).toMatch(/^\d{12}$/);
        expect(c.body).toContain(e.rrn);
      }
      if (e.payer_vpa !== null) {
        expect(e.payer_vpa).toMatch(/^[^@\s]+@[^@\s]+$/);
        expect(c.body).toContain(e.payer_vpa);
      }
      if (e.payer_name !== null) expect(c.body).toContain(e.payer_name);
      if (e.account_digits !== null) {
        expect(e.account_digits).toMatch(/^\d+$/);
        expect(c.body).toContain(e.account_digits);
      }
      if (e.stated_at !== null) {
        expect(isRealIndiaTime(e.stated_at)).toBe(true);
        expect(e.stated_date).toBe((e.stated_at as string).slice(0, 10));
        // The phone gets the message after the moment it states.
        expect(Date.parse(c.received_at)).toBeGreaterThanOrEqual(Date.parse(e.stated_at as string));
      }
      if (e.stated_date !== null) {
        expect(e.stated_date).toMatch(/^2026-11-\d{2}$/);
        // CONTRACT §7: received_at must fall on the date the message states, or the credit is stale.
        expect(c.received_at.slice(0, 10)).toBe(e.stated_date);
      }
    } else if (e.kind === 'ignored') {
      expect(e).toEqual({ kind: 'ignored', reason: 'not_a_payment' });
    } else {
      expect(e).toEqual({ kind: e.kind });
    }
  });
});

describe('the banks of this pass of the corpus', () => {
  test('every covered bank has a tuning and a held-out file', () => {
    for (const id of [...COVERED, ...THIN]) {
      expect(existsSync(join(TUNING_DIR, `${id}.json`))).toBe(true);
      expect(existsSync(join(HELD_OUT_DIR, `${id}.json`))).toBe(true);
    }
  });

  test('a covered bank has at least one incoming credit, the kind the reader exists for', () => {
    for (const id of COVERED) {
      const { tuning, heldOut } = files(id);
      expect([...tuning.cases, ...heldOut.cases].some((c) => c.expect.kind === 'credit')).toBe(true);
    }
  });

  test('banks without public wordings keep no invented case', () => {
    for (const id of EMPTY) {
      const { tuning, heldOut } = files(id);
      expect(tuning.cases).toEqual([]);
      expect(heldOut.cases).toEqual([]);
    }
    for (const id of NO_FILE) expect(existsSync(join(TUNING_DIR, `${id}.json`))).toBe(false);
  });
});

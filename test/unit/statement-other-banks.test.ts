// CONTRACT §14's generic table on other banks' real layouts (fixtures/statements-other-banks README):
// each invented sample read line for line as its expected reading says, from the bytes alone.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { readStatement } from '../../src/ingest/statements/read.js';

const DIR = path.resolve(import.meta.dirname, '../fixtures/statements-other-banks');

interface Expected {
  file: string;
  bank: null;
  account_last4: string | null;
  period_from: string;
  period_to: string;
  credit_lines: unknown[];
  debits: number;
}

const expectations = readdirSync(path.join(DIR, 'expected')).map(
  (name) => JSON.parse(readFileSync(path.join(DIR, 'expected', name), 'utf8')) as Expected,
);

describe("other banks' downloads read as the generic table", () => {
  test('every sample has its expected reading', () => {
    expect(expectations.map((e) => e.file).sort()).toEqual(
      readdirSync(DIR)
        .filter((n) => !n.endsWith('.md') && n !== 'expected')
        .sort(),
    );
  });

  test.each(expectations.map((e) => ({ file: e.file, expected: e })))('$file', async ({ file, expected }) => {
    const read = await readStatement(readFileSync(path.join(DIR, file)));
    expect({
      bank: read.bank === 'generic' ? null : read.bank,
      account_last4: read.accountLast4,
      period_from: read.periodFrom,
      period_to: read.periodTo,
      credit_lines: read.credits.map((l) => ({
        line_no: l.lineNo,
        date: l.date,
        time: l.time,
        amount_paise: l.amountPaise,
        rrn: l.rrn,
        payer_name: l.payerName,
        payer_vpa: l.payerVpa,
        kind: l.kind,
      })),
      debits: read.debitCount,
    }).toEqual({
      bank: expected.bank,
      account_last4: expected.account_last4,
      period_from: expected.period_from,
      period_to: expected.period_to,
      credit_lines: expected.credit_lines,
      debits: expected.debits,
    });
  });
});

// CONTRACT §14: every bank's download (each file type) and the generic table read line for line as
// fixtures/statements/expected/*.json says, and other banks' real layouts read as the generic table as
// fixtures/statements-other-banks/expected/*.json says (that folder's README gives each layout's
// source); detected from the bytes alone (the file name is never seen).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { readStatement } from '../../src/ingest/statements/read.js';
import type { StatementBank } from '../../src/ingest/statements/types.js';

const FOLDERS = ['statements', 'statements-other-banks'];

const BANK_NAME: Record<StatementBank, string | null> = {
  hdfc: 'HDFC Bank',
  sbi: 'State Bank of India',
  icici: 'ICICI Bank',
  axis: 'Axis Bank',
  kotak: 'Kotak Mahindra Bank',
  generic: null,
};

interface Expected {
  file: string;
  bank: string | null;
  account_last4: string | null;
  period_from: string;
  period_to: string;
  credit_lines: unknown[];
  debits: number;
}

describe.each(FOLDERS)(
  'statement readers: each fixture in test/fixtures/%s as its expected reading',
  (folder) => {
    const DIR = path.resolve(import.meta.dirname, '../fixtures', folder);
    const expectations = readdirSync(path.join(DIR, 'expected')).map(
      (name) => JSON.parse(readFileSync(path.join(DIR, 'expected', name), 'utf8')) as Expected,
    );

    test('every sample has its expected reading', () => {
      expect(expectations.map((e) => e.file).sort()).toEqual(
        readdirSync(DIR)
          .filter((n) => !n.endsWith('.md') && n !== 'expected')
          .sort(),
      );
    });

    test.each(expectations.map((e) => ({ file: e.file, expected: e })))(
      '$file',
      async ({ file, expected }) => {
        const read = await readStatement(readFileSync(path.join(DIR, file)));
        expect({
          bank: BANK_NAME[read.bank],
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
      },
    );
  },
);

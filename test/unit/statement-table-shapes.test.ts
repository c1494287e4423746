// What other banks' tables hold beyond a header and lines (fixtures/statements-other-banks README):
// balance rows, page breaks, narrations wrapped over rows, Excel text cells, a preamble stating the
// account and period, amounts that carry their own Cr/Dr, and where the RRN is. Read right, or refused.
import { describe, expect, test } from '@jest/globals';
import { readStatement } from '../../src/ingest/statements/read.js';

const read = (text: string) => readStatement(Buffer.from(text));
const GENERIC = 'Date,Description,Debit,Credit,Balance\n';

describe('cells and headers of other banks', () => {
  test('an Excel text cell (="…") is its text', async () => {
    const csv = `${GENERIC}="01/09/2026",UPI/CR/624411876512/A,,="1499.00",1\n`;
    expect((await read(csv)).credits.map((l) => [l.date, l.amountPaise])).toEqual([['2026-09-01', 149_900]]);
  });
});

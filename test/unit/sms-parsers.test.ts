// Bank SMS of the thirteen banks of CONTRACT §7, table-driven from fixtures/sms/ (one file per bank, each
// case with the parse it must give): credits read exactly, every debit ignored, everything else an
// operator alert, numeric senders never credits. The fixtures are copied into test/fixtures/sms/ so a
// fresh clone tests the same; when the shared originals are beside the repository they must not differ.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { readBankSms } from '../../src/ingest/sms.js';
import { BANK_PARSERS, smsParserFor } from '../../src/ingest/parsers/registry.js';
import { dltHeader, toStatedAt, toStatedDate } from '../../src/ingest/parsers/text.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const inRepo = path.join(repoRoot, 'test/fixtures/sms');
const shared = path.resolve(repoRoot, '../shared/fixtures/sms');
const fixtureDir = existsSync(inRepo) ? inRepo : shared;

interface Expected {
  kind: 'credit' | 'debit' | 'unparsed' | 'rejected';
  amount_paise?: number;
  rrn?: string | null;
  payer_vpa?: string | null;
  payer_name?: string | null;
  stated_at?: string | null;
  stated_date?: string | null;
}
interface Case {
  name: string;
  sender: string;
  body: string;
  received_at: string;
  expect: Expected;
}

const bankFiles = readdirSync(fixtureDir).filter((f) => f.endsWith('.json'));
const cases: [string, string, Case][] = bankFiles.flatMap((file) =>
  (JSON.parse(readFileSync(path.join(fixtureDir, file), 'utf8')) as Case[]).map(
    (c): [string, string, Case] => [file.replace('.json', '').toUpperCase(), c.name, c],
  ),
);

const present = <T>(v: T | null | undefined): v is T => v !== null && v !== undefined;

/** The fixture's expectation in the parser's own terms (absent value = absent key). */
/** CONTRACT §6: a time printed with seconds is stated to the second, `HH:mm` to the minute. */
const precisionOf = (body: string): 'second' | 'minute' =>
  /\b\d{1,2}:\d{2}:\d{2}\b/.test(body) ? 'second' : 'minute';

function asParse(e: Expected, body: string): unknown {
  switch (e.kind) {
    case 'rejected':
      return { kind: 'rejected' };
    case 'debit':
      return { kind: 'read', bank: expect.any(String), parsed: { kind: 'not_a_credit', what: 'debit' } };
    case 'unparsed':
      return { kind: 'read', bank: expect.any(String), parsed: { kind: 'unparseable' } };
    case 'credit': {
      const credit: Record<string, unknown> = { kind: 'credit', amountPaise: e.amount_paise };
      if (present(e.rrn)) credit.rrn = e.rrn;
      if (present(e.payer_vpa)) credit.payerVpa = e.payer_vpa;
      if (present(e.payer_name)) credit.payerName = e.payer_name;
      if (present(e.stated_date)) credit.statedDate = e.stated_date;
      if (present(e.stated_at)) {
        credit.statedAt = Date.parse(e.stated_at) / 1000;
        credit.statedPrecision = precisionOf(body);
      }
      return { kind: 'read', bank: expect.any(String), parsed: credit };
    }
  }
}

describe('the fixtures', () => {
  test('all thirteen banks have a fixture file', () => {
    expect(bankFiles.sort()).toEqual(
      [
        'au',
        'axis',
        'bob',
        'federal',
        'hdfc',
        'icici',
        'idfc',
        'indusind',
        'kotak',
        'pnb',
        'sbi',
        'union',
        'yes',
      ].map((b) => `${b}.json`),
    );
  });

  // Beside the shared originals (a checkout next to ../shared), the copies must not differ; elsewhere (a
  // fresh clone alone, the mutation tester's sandbox) there is nothing to compare against.
  test('the in-repo copies are the shared fixture files, where those are present', () => {
    for (const file of existsSync(shared) ? bankFiles : []) {
      expect(readFileSync(path.join(inRepo, file), 'utf8')).toBe(
        readFileSync(path.join(shared, file), 'utf8'),
      );
    }
  });
});

describe('bank SMS, as the fixtures state them (CONTRACT §7)', () => {
  test.each(cases)('%s: %s', (_bank, _format, c) => {
    expect(readBankSms(c.sender, c.body)).toStrictEqual(asParse(c.expect, c.body));
  });
});

describe('each bank reads only its own headers', () => {
  test.each(cases.filter(([, , c]) => c.expect.kind !== 'rejected'))(
    '%s: %s comes from a header of that bank',
    (bank, _format, c) => {
      expect(smsParserFor(c.sender)?.bank).toBe(bank.toLowerCase());
    },
  );
});

describe('spacing and case the banks vary: the same parse', () => {
  const credits = cases.filter(([, , c]) => c.expect.kind === 'credit');
  test.each(credits)('%s: %s, with its line breaks as runs of spaces and tabs', (_bank, _format, c) => {
    const spaced = c.body.replace(/ /g, '  ').replace(/\n/g, ' \t\r\n ');
    expect(readBankSms(c.sender, spaced)).toStrictEqual(asParse(c.expect, c.body));
  });

  test.each(credits)('%s: %s, with its words in lower case', (_bank, _format, c) => {
    // Only the bank's own words change case; the payer's name is kept as printed.
    const name = c.expect.payer_name ?? undefined;
    const lowered =
      name === undefined
        ? c.body.toLowerCase()
        : c.body
            .split(name)
            .map((p) => p.toLowerCase())
            .join(name);
    const reading = readBankSms(c.sender, lowered);
    expect(reading).toMatchObject({
      kind: 'read',
      parsed: { kind: 'credit', amountPaise: c.expect.amount_paise },
    });
  });
});

describe('never a guess: a credit whose parts are malformed is an operator alert', () => {
  const credits = cases.filter(([, , c]) => c.expect.kind === 'credit');
  const unparseable = { kind: 'read', bank: expect.any(String), parsed: { kind: 'unparseable' } };

  test.each(credits.filter(([, , c]) => present(c.expect.rrn)))(
    '%s: %s, with its reference one digit short',
    (_bank, _format, c) => {
      const rrn = c.expect.rrn as string;
      expect(readBankSms(c.sender, c.body.replace(rrn, rrn.slice(1)))).toStrictEqual(unparseable);
    },
  );

  test.each(credits.filter(([, , c]) => present(c.expect.stated_date)))(
    '%s: %s, dated a day the calendar does not have',
    (_bank, _format, c) => {
      const broken = c.body
        .replace(/\b21(?=[-/]?(?:11|nov)[-/]?\d{2})/i, '31')
        .replace('2026-11-21', '2026-11-31');
      expect(broken).not.toBe(c.body);
      expect(readBankSms(c.sender, broken)).toStrictEqual(unparseable);
    },
  );

  test.each(credits)('%s: %s, cut off halfway (the first segment of a split SMS)', (_bank, _format, c) => {
    const half = c.body.slice(0, Math.floor(c.body.length / 2));
    const reading = readBankSms(c.sender, half);
    expect(reading).toMatchObject({
      kind: 'read',
      parsed: { kind: expect.stringMatching(/unparseable|credit/) },
    });
    // A half message may still carry everything a shape needs only if the shape ends early; it is then the
    // same credit, never another amount.
    if (reading.kind === 'read' && reading.parsed.kind === 'credit') {
      expect(reading.parsed.amountPaise).toBe(c.expect.amount_paise);
    }
  });

  test.each(credits)('%s: %s, with a control character in it', (_bank, _format, c) => {
    expect(readBankSms(c.sender, `${c.body}\u0000`)).toStrictEqual(unparseable);
  });

  test.each(credits)('%s: %s, with "debited" added: never a credit', (_bank, _format, c) => {
    expect(readBankSms(c.sender, `${c.body} Rs 10 debited`)).toStrictEqual(unparseable);
  });
});

describe('numeric senders never yield a credit (CONTRACT §7)', () => {
  const credits = cases.filter(([, , c]) => c.expect.kind === 'credit');
  test.each(credits)('%s: %s, sent from a phone number', (_bank, _format, c) => {
    for (const sender of ['+919876543210', '9876543210', '09876 543210']) {
      expect(readBankSms(sender, c.body)).toStrictEqual({ kind: 'rejected' });
    }
  });
});

describe('sender ids: the 6-letter DLT header, whatever the prefix and suffix', () => {
  test.each([
    ['AX-HDFCBK-S', 'HDFCBK'],
    ['VM-HDFCBK', 'HDFCBK'],
    ['HDFCBK', 'HDFCBK'],
    ['jd-sbiupi-t', 'SBIUPI'],
    ['BP-CBSSBI-P', 'CBSSBI'],
    ['AD-FEDBNK-G', 'FEDBNK'],
  ])('%s is %s', (sender, header) => {
    expect(dltHeader(sender)).toBe(header);
  });

  test.each(['VM-HDFCBKX', 'XHDFCBK', 'JD-HDFCBK-ST', 'VMX-HDFCBK', 'HDFCBK ', 'AX-HDFCBK-X', '', 'HDFC'])(
    '%j is no header',
    (sender) => {
      expect(dltHeader(sender)).toBeUndefined();
    },
  );

  test('a header no bank parser reads is an unknown sender, not an alert', () => {
    expect(readBankSms('AX-SWIGGY-S', 'Rs.499 credited to your wallet')).toStrictEqual({
      kind: 'unknown_sender',
    });
  });

  test('no two banks claim one header, and every bank of CONTRACT §7 reads SMS', () => {
    const headers = BANK_PARSERS.flatMap((b) => b.sms?.headers ?? []);
    expect(new Set(headers).size).toBe(headers.length);
    expect(BANK_PARSERS.map((b) => b.sms?.bank)).toEqual([
      'hdfc',
      'sbi',
      'icici',
      'axis',
      'kotak',
      'pnb',
      'bob',
      'union',
      'indusind',
      'au',
      'idfc',
      'yes',
      'federal',
    ]);
    for (const header of [
      'SBIUPI',
      'CBSSBI',
      'SBINEF',
      'SBIINB',
      'ATMSBI',
      'SBITXN',
      'ICICIT',
      'ICICIB',
      'KOTAKB',
      'KOTAKD',
      'BOBTXN',
      'BOBSMS',
    ]) {
      expect(headers).toContain(header);
    }
  });
});

describe('the bank date and time styles (India time)', () => {
  test.each([
    ['21-11-26', '2026-11-21'],
    ['21/11/26', '2026-11-21'],
    ['21-NOV-26', '2026-11-21'],
    ['21Nov26', '2026-11-21'],
    ['21NOV26', '2026-11-21'],
    ['21-Nov-26', '2026-11-21'],
    ['21-NOV-2026', '2026-11-21'],
    ['21NOV2026', '2026-11-21'],
    ['21-11-2026', '2026-11-21'],
    ['2026-11-21', '2026-11-21'],
    ['26Dec24', '2024-12-26'],
    ['16-04-26', '2026-04-16'],
    ['25-Jul-26', '2026-07-25'],
    ['01JAN2026', '2026-01-01'],
    ['29-02-28', '2028-02-29'],
  ])('%s is %s', (written, date) => {
    expect(toStatedDate(written)).toBe(date);
  });

  test.each([
    '31-02-26',
    '29-02-26',
    '21-13-26',
    '00-11-26',
    '21-11/26',
    '21Nov-26',
    '21-NOQ-26',
    '2026-11-31',
    '1-11-26',
  ])('%s is no date', (written) => {
    expect(toStatedDate(written)).toBeUndefined();
  });

  test.each([
    ['14:03', '2026-11-21T14:03:00+05:30'],
    ['14:03:41', '2026-11-21T14:03:41+05:30'],
    ['02:03:27 PM', '2026-11-21T14:03:27+05:30'],
    ['12:00:00 AM', '2026-11-21T00:00:00+05:30'],
    ['12:30 pm', '2026-11-21T12:30:00+05:30'],
    ['00:00:00', '2026-11-21T00:00:00+05:30'],
  ])('%s on 2026-11-21 is %s', (time, iso) => {
    expect(toStatedAt('2026-11-21', time)).toBe(Date.parse(iso) / 1000);
  });

  test.each(['24:00', '12:60', '13:00 PM', '00:10 AM', '14:03:60'])('%s is no time of day', (time) => {
    expect(toStatedAt('2026-11-21', time)).toBeUndefined();
  });
});

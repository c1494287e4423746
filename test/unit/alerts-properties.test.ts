// Properties of the alert reader over every labelled credit (fixtures and the corpus's tuning part), with
// generated changes: turn its direction words around, move its balance before its amount, insert a
// debit word anywhere, or feed it arbitrary text. Whatever fast-check makes of them, the answer is the
// same credit, a non-credit, or unparseable: never a credit of another amount, never a credit of money out.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import {
  type AlertCase,
  corpusCases,
  fixtureCases,
  outcomeOf,
  readCase,
  receivedAt,
} from '../../scripts/lib/alert-cases.js';
import { isShapeWord } from '../../src/ingest/alerts/lexicon.js';
import { maskedShape, readSms } from '../../src/ingest/alerts/read.js';

const credits = [...fixtureCases(), ...corpusCases()].filter((c) => c.expect.kind === 'credit');
const readingOf = (c: AlertCase, body: string) => {
  const r = readSms(c.sender, body, receivedAt(c));
  return r.kind === 'read' ? r.reading : r;
};
const aCredit = fc.constantFrom(...credits);
const RUNS = { numRuns: 400, seed: 20261125 };

// Each credit word with a debit word said of the same account.
const SWAPS: [RegExp, string][] = [
  [/credited/gi, 'debited'],
  [/\breceived\b/gi, 'sent'],
  [/deposited/gi, 'withdrawn'],
  [/\bCr\b(?=\.? ?(?:INR|Rs))/g, 'Dr'],
  [/\bCREDIT:/g, 'DEBIT:'],
  [/\bhas (a )?credit\b/gi, 'has $1debit'],
  [/\b(NEFT|IMPS) credit\b/gi, '$1 debit'],
];

/** The body with some of its direction words turned around (`mask` picks which occurrences). */
function swapped(body: string, mask: number): string {
  let n = 0;
  let out = body;
  for (const [pattern, replacement] of SWAPS) {
    out = out.replace(pattern, (...args: string[]) => {
      const flip = ((mask >> (n++ % 30)) & 1) === 1 || n === 1;
      const whole = args[0] ?? '';
      return flip
        ? whole.replace(new RegExp(pattern.source, pattern.flags.replace('g', '')), replacement)
        : whole;
    });
  }
  return out;
}

const BALANCE =
  /(?:(?:Avl\.?|Aval|Avlbl|Avail(?:able)?|Total|Clear|Clr|Final|New|Updated|Tot avbl)\.? ?)?(?:Bal(?:ance)?|bal)\.?(?: is)? ?[:-]? ?(?:Rs\.? ?|INR\.? ?|₹ ?)?[\d,]+(?:\.\d+)?(?: ?CR)?/i;

describe('the reader never makes a wrong credit of a changed message', () => {
  test('direction words turned around: a debit, no payment, or unparseable; never a credit', () => {
    fc.assert(
      fc.property(aCredit, fc.nat(), (c, mask) => {
        const body = swapped(c.body, mask);
        fc.pre(body !== c.body);
        expect(readingOf(c, body).kind).not.toBe('credit');
      }),
      RUNS,
    );
  });

  test('the balance moved anywhere before the amount: the same amount, or unparseable', () => {
    const withBalance = credits.filter((c) => BALANCE.test(c.body));
    expect(withBalance.length).toBeGreaterThan(30);
    fc.assert(
      fc.property(fc.constantFrom(...withBalance), fc.nat(), (c, position) => {
        const balance = BALANCE.exec(c.body)?.[0] ?? '';
        const rest = c.body.replace(balance, ' ');
        const spaces = [0, ...[...rest.matchAll(/ /g)].map((m) => m.index)];
        const at = spaces[position % spaces.length] ?? 0;
        const moved = `${rest.slice(0, at)} ${balance}. ${rest.slice(at)}`;
        const reading = readingOf(c, moved);
        if (reading.kind === 'credit') expect(reading.amountPaise).toBe(c.expect.amount_paise);
      }),
      RUNS,
    );
  });

  // A balance whose label comes after its number ("INR 12,345.00 Avl Bal", "Rs.16,032.10 is your
  // available balance"): the same figure, labelled the other way round, anywhere in the message (redteam W4:
  // the balance was read as the payment, or, the credit's own amount absent, as the only amount).
  const TRAILING_LABELS = [
    (a: string) => `INR ${a} Avl Bal`,
    (a: string) => `Rs.${a} is your available balance`,
    (a: string) => `Rs.${a} (Avl Bal)`,
    (a: string) => `Rs.${a} balance`,
    (a: string) => `Rs ${a} available now`,
    (a: string) => `INR ${a} is the available balance`,
    (a: string) => `Rs.${a} Cr balance`,
    (a: string) => `INR ${a} left in your account`,
  ];
  test('the balance labelled after its number, anywhere: the same amount, or unparseable', () => {
    const withBalance = credits.filter((c) => BALANCE.test(c.body));
    fc.assert(
      fc.property(
        fc.constantFrom(...withBalance),
        fc.nat(),
        fc.constantFrom(...TRAILING_LABELS),
        fc.boolean(),
        (c, position, label, dropAmount) => {
          const balance = BALANCE.exec(c.body)?.[0] ?? '';
          const figure = /[\d,]+(?:\.\d+)?(?=(?: ?CR)?$)/i.exec(balance)?.[0] ?? '';
          fc.pre(figure !== '');
          let rest = c.body.replace(balance, ' ');
          // Half the time the credit's own amount is cut out too: the balance is then the only amount.
          // (Only when a marked amount is there to cut: BOB's "credited with 4500.00" prints none, and the figure left
          // in the text is the credit's own.)
          if (dropAmount) {
            const cut = rest.replace(/(?:Rs|INR|₹)\.?:? ?[\d,]+(?:\.\d+)?(?:\/-)?/i, '');
            fc.pre(cut !== rest);
            rest = cut;
          }
          // (Never inside another label: "Avlbl <here> Amt: Rs 6,106.44" would make a new field.)
          const spaces = [0, ...[...rest.matchAll(/ /g)].map((m) => m.index), rest.length].filter(
            (n) => !/(?:av\w*|total|clear|clr|bal\w*|amt|rs|inr|₹)\.? ?:?$/i.test(rest.slice(0, n)),
          );
          const at = spaces[position % spaces.length] ?? 0;
          const moved = `${rest.slice(0, at)} ${label(figure)}. ${rest.slice(at)}`.trim();
          const reading = readingOf(c, moved);
          if (reading.kind === 'credit')
            expect([moved, reading.amountPaise]).toEqual([moved, dropAmount ? -1 : c.expect.amount_paise]);
        },
      ),
      { ...RUNS, numRuns: 1000 },
    );
  });

  test('"debited" said anywhere after the credit: never a credit', () => {
    fc.assert(
      fc.property(
        aCredit,
        fc.nat(),
        fc.constantFrom('debited', 'withdrawn', 'spent'),
        (c, position, verb) => {
          const words = c.body.split(' ');
          const at = 1 + (position % words.length);
          const body = [...words.slice(0, at), `Rs 10 ${verb}`, ...words.slice(at)].join(' ');
          expect(readingOf(c, body).kind).not.toBe('credit');
        },
      ),
      RUNS,
    );
  });

  test('any amount changed in a credit is read as changed, or the message is unparseable', () => {
    fc.assert(
      fc.property(aCredit, fc.integer({ min: 1, max: 99_999_99 }), (c, paise) => {
        const written = `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
        // Only the transaction amount's digits: the first currency-marked amount of the message.
        const body = c.body.replace(/((?:Rs|INR|₹)\.?:? ?)[\d,]+(?:\.\d+)?/i, `$1${written}`);
        const reading = readingOf(c, body);
        if (reading.kind === 'credit') expect([paise, c.expect.amount_paise]).toContain(reading.amountPaise);
      }),
      RUNS,
    );
  });

  // A payer's name or remark may hold a word that elsewhere marks a non-payment (a firm "Cashback
  // Traders", a remark "refund"): that must neither silence a genuine credit nor make a credit of what
  // may be a merchant's refund. The grammar cannot tell them apart, so an operator looks (unparseable).
  const NAMES_WITH_NON_PAYMENT_WORDS = [
    'CASHBACK TRADERS',
    'REFUND CENTRE',
    'OFFER MART',
    'INTEREST POINT',
    'BONUS STORES',
    'Reward Enterprises',
    'DIVIDEND CAFE',
    'VOUCHER HOUSE',
  ];
  const named = credits.filter((c) => c.expect.payer_name && c.body.includes(c.expect.payer_name));

  test("the payer's name holding a non-payment word: neither silent nor a credit", () => {
    expect(named.length).toBeGreaterThan(40);
    fc.assert(
      fc.property(fc.constantFrom(...named), fc.constantFrom(...NAMES_WITH_NON_PAYMENT_WORDS), (c, name) => {
        const body = c.body.replace(c.expect.payer_name ?? '', name);
        expect([body, outcomeOf(readCase({ ...c, body }))]).toEqual([body, 'unparsed']);
      }),
      RUNS,
    );
  });

  test('a remark with a non-payment word after a credit: neither silent nor a credit', () => {
    fc.assert(
      fc.property(
        aCredit,
        fc.constantFrom('refund', 'cashback', 'interest', 'reward', 'offer', 'bonus', 'gift voucher'),
        fc.constantFrom('. Remarks: ', ' Remark - ', '. Remarks:'),
        (c, word, label) => {
          const body = `${c.body}${label}${word} for order 12`;
          expect([body, outcomeOf(readCase({ ...c, body }))]).toEqual([body, 'unparsed']);
        },
      ),
      RUNS,
    );
  });

  const silent = [...fixtureCases(), ...corpusCases()].filter((c) =>
    ['debit', 'ignored'].includes(c.expect.kind),
  );

  test("a payer's narration added to a debit or a non-payment never makes it a credit", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...silent),
        fc.constantFrom(
          ' from RAVI KUMAR',
          ' by UPI/P2A/632514878275/RAVI KUMAR/HDFC',
          ' from ravi@okaxis',
          '. Info: UPI-632514878275-RAVI KUMAR-ravi@okaxis',
          ' Sender: RAVI KUMAR',
        ),
        (c, narration) => {
          const body = `${c.body}${narration}`;
          expect([body, outcomeOf(readCase({ ...c, body }))]).not.toEqual([body, 'credit']);
        },
      ),
      RUNS,
    );
  });

  test('arbitrary text from a bank header: an answer, never an exception, never a credit without an amount', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (body) => {
        const r = readSms('VM-HDFCBK', body);
        expect(r.kind).toBe('read');
        if (r.kind === 'read' && r.reading.kind === 'credit')
          expect(r.reading.amountPaise).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });
});

describe('the reader always answers', () => {
  // A rule whose loop does not advance hangs the intake (and the forwarder retries the report for days),
  // which is worse than any wrong answer. Every message of the corpus, spliced with pieces of others and
  // with links, handles and brackets at word boundaries, is answered.
  const everything = [...fixtureCases(), ...corpusCases()];
  const PIECES = [
    'https://p.paytm.me/xCTH/pdc',
    'http://m.p-y.tm/care',
    'Query?',
    'UPI:',
    'ravi.k@okaxis',
    '(RAVI KUMAR)',
    '(',
    ')',
    '-',
    '/',
    'SELF',
    'SELF HELP GROUP',
    'Paytm se UPI:',
    'A/c XX4821',
    'Ref:',
    'Rs.',
  ];
  test('a message spliced with pieces of others, links, handles and brackets: an answer', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...everything),
        fc.constantFrom(...everything),
        fc.array(fc.constantFrom(...PIECES), { maxLength: 4 }),
        fc.nat(),
        fc.nat(),
        (host, donor, pieces, at, from) => {
          const words = host.body.split(' ');
          const donorWords = donor.body.split(' ');
          const start = from % donorWords.length;
          const chunk = donorWords.slice(start, start + 6);
          const cut = at % (words.length + 1);
          const body = [...words.slice(0, cut), ...pieces, ...chunk, ...words.slice(cut)].join(' ');
          const r = readSms(host.sender, body, receivedAt(host));
          expect(['read', 'rejected', 'unknown_sender']).toContain(r.kind);
        },
      ),
      { ...RUNS, numRuns: 2000 },
    );
  });
});

describe('the masked shape an operator alert carries (CONTRACT §7)', () => {
  test('the example of the contract', () => {
    expect(maskedShape('Rs 499.01 credited to a/c XX4821 on 21-11-26 by RAVI KUMAR')).toBe(
      'Rs 999.99 credited to a/c XX9999 on 99-99-99 by ***',
    );
  });

  test.each(credits.map((c): [string, string, AlertCase] => [c.bank, c.name, c]))(
    "%s: %s: every digit a 9, no handle, no word of a name but the grammar's own",
    (_bank, _name, c) => {
      const shape = maskedShape(c.body);
      expect(shape).not.toMatch(/[0-8]/);
      // Word by word: a name's `BAN` (a truncated remark) may sit inside the bank's own `Bank`. Banks'
      // names are no exception (`UTKARSH`, `KOTAK` are people's and firms' names too).
      const shapeWords = new Set(shape.toLowerCase().split(/[^\p{L}\d]+/u));
      for (const secret of [c.expect.payer_vpa, c.expect.payer_name]) {
        for (const part of (secret ?? '')
          .split(/[^\p{L}\d]+/u)
          .filter((p) => p.length > 2 && !isShapeWord(p.toLowerCase()))) {
          expect(shapeWords).not.toContain(part.toLowerCase());
        }
      }
      // The handle as a whole never shows either.
      if (c.expect.payer_vpa) expect(shape.toLowerCase()).not.toContain(c.expect.payer_vpa.toLowerCase());
    },
  );
});

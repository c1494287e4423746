// The banks MatchLedger reads, as data (CONTRACT §7): id, name, the DLT headers their alerts come from,
// the DKIM domains of their alert mail, and the few wordings of theirs the shared grammar cannot know.
// Adding a bank is one entry here; its messages are read by the one grammar.
import type { Dialect } from './grammar.js';
import { addBankNames, addBankWords } from './lexicon.js';

export type BankGroup = 'public' | 'private' | 'small_finance' | 'payments' | 'foreign';

export interface Bank {
  id: string;
  name: string;
  group: BankGroup;
  /** 6-letter DLT headers (`HDFCBK`); matched whatever the operator prefix and category suffix. */
  headers: readonly string[];
  /**
   * DKIM signing domains of the bank's alert mail, exact (never a suffix match). Each is named by a public source
   * as the domain the bank's alert mail comes from (the comment at each bank says which); none is guessed.
   */
  mailDomains?: readonly string[];
  /**
   * The credit mails on file, each as the phrases its text holds (lower case, words parted by one space).
   * Where set, a mail the grammar reads as a credit but that holds none of these is a credit in a shape
   * nobody has seen: an operator alert, never a guess (CONTRACT §7 says so of HDFC's, whose newer
   * template's credit body is not public).
   */
  mailCredits?: readonly (readonly string[])[];
  dialect?: Dialect;
}

const bank = (
  id: string,
  name: string,
  group: BankGroup,
  headers: readonly string[],
  more: Partial<Pick<Bank, 'mailDomains' | 'mailCredits' | 'dialect'>> = {},
): Bank => ({ id, name, group, headers, ...more });

// A header is data: where one was seen only in a parser's sender list or TRAI's 2020 registry of headers, it is
// declared too (each bank's test/corpus/sms/<id>.json header_sources says which), since a header is registered to
// one sender alone and a real alert from a header we lack would be lost as unknown_sender.
export const BANKS: readonly Bank[] = [
  bank(
    'sbi',
    'State Bank of India',
    'public',
    [
      'SBIUPI',
      'CBSSBI',
      'SBINEF',
      'SBIINB',
      'ATMSBI',
      'SBITXN',
      'SBIBNK',
      'SBIOTP',
      'SBIPSG',
      'SBIKBP',
      // SBI Card's header: its "payment received" notices are bills paid, which the grammar keeps silent.
      'SBICRD',
      // Seen in real inbox exports (test/corpus/sms/sbi.json's header_sources): SBI's pension alerts,
      // customer care's mini statements, and the older "Dear SBI UPI User" alerts.
      'SBIPEN',
      'SBICRM',
      'SCISMS',
    ],
    {
      dialect: { debits: ['upi frm a/c'] },
      // Sources of each domain (mail16; code index ids are the search tool's, docs/email-forwarding.md lists
      // them too): alerts.sbi.co.in: `cbsalerts.sbi@alerts.sbi.co.in` in a mail-report script's list of senders
      // seen in a company's inboxes (id 55696586839), `cbssbi.cas@alerts.sbi.co.in` sending "Your A/C XXXXX7703
      // Credited INR …" in a parser's tests (id 70188737007), `donotreply.sbiatm@alerts.sbi.co.in` (id
      // 46506997917). alerts.sbi.bank.in: `cbsalerts.sbi@alerts.sbi.bank.in` (id 55696586839),
      // `yonobysbi@alerts.sbi.bank.in` ("actual senders confirmed from Gmail inspection", id 56112553981).
      // sbi.co.in: `sbialerts@sbi.co.in` (the same, id 56112553981).
      mailDomains: ['alerts.sbi.co.in', 'alerts.sbi.bank.in', 'sbi.co.in'],
    },
  ),
  bank('pnb', 'Punjab National Bank', 'public', ['PNBSMS', 'PNBCCD', 'PNBBNK']),
  bank('bob', 'Bank of Baroda', 'public', ['BOBTXN', 'BOBSMS', 'BOBCRD']),
  // `canarabank@canarabank.com`: a Gmail reader's sender for Canara's transaction mail (id 34700765185) and
  // an "ATM/IMPS/UPI Transaction Alert" test mail (id 25526195659).
  bank('canara', 'Canara Bank', 'public', ['CANBNK', 'CNRBNK'], { mailDomains: ['canarabank.com'] }),
  // `noreplyunionbankofindia@unionbankofindia.bank.in`: the alert sender (its debit alerts) in
  // anshuman852/bank-email-fetcher seed.py, read by anshuman852/bank-email-parser parsers/uboi.py.
  bank('union', 'Union Bank of India', 'public', ['UNIONB'], { mailDomains: ['unionbankofindia.bank.in'] }),
  bank('boi', 'Bank of India', 'public', ['BOIIND', 'BOIBAL', 'BOIBNK']),
  bank('indian', 'Indian Bank', 'public', ['INDBNK', 'INBUPI']),
  bank('central', 'Central Bank of India', 'public', ['CENTBK', 'CBOSMS']),
  bank('iob', 'Indian Overseas Bank', 'public', ['IOBCHN', 'IOBBNK', 'IOBANK', 'IOBATM']),
  bank('uco', 'UCO Bank', 'public', ['UCOBNK']),
  // `mahaalert@mahabank.co.in`: anshuman852/bank-email-fetcher seed.py (id 53174230522), its mails read by
  // anshuman852/bank-email-parser parsers/bom.py (the wordings in alerts-reader15.test.ts).
  bank('mahabank', 'Bank of Maharashtra', 'public', ['MAHABK'], { mailDomains: ['mahabank.co.in'] }),
  // Punjab & Sind Bank narrates small give-backs of an earlier card transaction by its date ("--Txndt-261121-
  // GANESH FILLING ST", "--TXNDT/W01/20-11-2026/REF/"): the card's money returned, no payer's payment (round 8).
  bank('psb', 'Punjab & Sind Bank', 'public', ['PSBANK'], { dialect: { notPayment: ['txndt'] } }),
  bank('hdfc', 'HDFC Bank', 'private', ['HDFCBK', 'HDFCBN'], {
    mailDomains: ['hdfcbank.net', 'hdfcbank.bank.in'],
    // The one credit template on file (CONTRACT §7, `fixtures/hdfc/`), from either domain: "Rs.N has been
    // credited to your account **NNNN by VPA <vpa> <NAME> on DD-MM-YY. Your UPI transaction reference
    // number is <rrn>." The 2026 template's credit body is not public (`fixtures/email/hdfc-2026.md`).
    mailCredits: [['has been credited to your account', 'by vpa']],
  }),
  // ICICI narrates a listed company's dividend paid through NACH as `Info ACH*<COMPANY>*<n>` (`ACH*TITANFINDIV250725*654710`,
  // `ACH*COAL INDIA LTD*937306`, `ACH*IOCL*29705990`: several public parsers' tests of real alerts read it so), the
  // purpose never printed: the bank's dividend, no payer's payment (round 12's corpus; reader12).
  bank('icici', 'ICICI Bank', 'private', ['ICICIT', 'ICICIB', 'ICICIO'], {
    dialect: { notPayment: ['info ach'] },
    // icicibank.com: `customernotification@icicibank.com` and `customercare@icicibank.com` (id 55696586839),
    // `customercare@icicibank.com` with subject "Transaction alert" (anshuman852/bank-email-fetcher seed.py).
    // icici.bank.in: `customernotification@icici.bank.in` (seed.py; id 55696586839), `alert@icici.bank.in`
    // ("confirmed from Gmail inspection", id 56112553981).
    mailDomains: ['icicibank.com', 'icici.bank.in'],
  }),
  bank('axis', 'Axis Bank', 'private', ['AXISBK', 'AXISMR'], {
    mailDomains: ['axisbank.com', 'axis.bank.in'],
  }),
  // Both signed by the bank itself: `BankAlerts@kotak.com`, "dkim=pass header.i=@kotak.com header.s=Outgoing01"
  // (id 27272654241); `BankAlerts@kotak.bank.in`, "dkim=pass header.i=@kotak.bank.in header.s=outgoing01" in a
  // stored Gmail message (id 21179280283); "Payment Received" credit alerts from either (id 63329372695).
  bank('kotak', 'Kotak Mahindra Bank', 'private', ['KOTAKB', 'KOTAKD'], {
    mailDomains: ['kotak.com', 'kotak.bank.in'],
  }),
  // `transactionalert@indusind.com` (anshuman852/bank-email-fetcher seed.py; id 34700765185);
  // `alerts@indusind.bank.in` (a card-dues app's tests of the .bank.in senders, id 65727977327).
  bank('indusind', 'IndusInd Bank', 'private', ['INDUSB'], {
    mailDomains: ['indusind.com', 'indusind.bank.in'],
  }),
  // "YES BANK Alerts <alerts@yes.bank.in>" (id 58134718660); its "UPI Debit Alert" (id 62080105490).
  bank('yes', 'Yes Bank', 'private', ['YESBNK'], { mailDomains: ['yes.bank.in'] }),
  // "IDFC First Bank <transaction.alerts@idfcfirstbank.com>", subject "Transaction alert from IDFC FIRST Bank",
  // "Your A/C XXXXXXX5745 has been credited with INR …" (ids 25104208486, 20256693799; seed.py).
  bank('idfc', 'IDFC FIRST Bank', 'private', ['IDFCFB', 'IDFCBK'], { mailDomains: ['idfcfirstbank.com'] }),
  // `fedmail@federal.bank.in`, "Transaction Alert" (a parser "tested against a real Federal Bank alert email",
  // id 59919230581); `*@federalbank.co.in` filed as bank transaction mail by a published Sieve filter (id
  // 40010326710).
  bank('federal', 'Federal Bank', 'private', ['FEDBNK', 'FEDSCP', 'FEDFIB', 'FEDSMS'], {
    mailDomains: ['federal.bank.in', 'federalbank.co.in'],
  }),
  bank('idbi', 'IDBI Bank', 'private', ['IDBIBK', 'IDBIDL']),
  // `rblalerts@rbl.bank.in`, `alerts@rbl.bank.in` and `rblalerts@rblbank.com` (id 55696586839).
  bank('rbl', 'RBL Bank', 'private', ['RBLBNK', 'RBLCRD', 'SPRCRD', 'RATNAK'], {
    mailDomains: ['rbl.bank.in', 'rblbank.com'],
  }),
  bank('sib', 'South Indian Bank', 'private', ['SIBSMS']),
  bank('karnataka', 'Karnataka Bank', 'private', ['KBLBNK']),
  bank('kvb', 'Karur Vysya Bank', 'private', ['KVBANK', 'KVBUPI']),
  bank('cub', 'City Union Bank', 'private', ['CUBANK', 'CUBLTD', 'CUBSMS', 'CUBUPI']),
  bank('tmb', 'Tamilnad Mercantile Bank', 'private', ['TMBANK']),
  // `alerts@dcbbank.com`, an app's whitelisted alert sender beside HDFC's and Yes Bank's (ids 48646651795,
  // 48067084960).
  bank('dcb', 'DCB Bank', 'private', ['DCBANK'], { mailDomains: ['dcbbank.com'] }),
  bank('csb', 'CSB Bank', 'private', ['CSBBNK', 'JTEDGE']),
  bank('jkbank', 'Jammu & Kashmir Bank', 'private', ['JKBANK']),
  bank('bandhan', 'Bandhan Bank', 'private', ['BDNSMS', 'BANDHN', 'BNDNBK']),
  bank('dhanlaxmi', 'Dhanlaxmi Bank', 'private', ['DHANBK']),
  bank('nainital', 'Nainital Bank', 'private', ['NTLBNK']),
  // `alert@au.bank.in` (id 65727977327); `alert@aubank.in` (id 55696586839), `creditcard.alerts@aubank.in`
  // (id 26298327322).
  bank('au', 'AU Small Finance Bank', 'small_finance', ['AUBANK', 'AUBMSG', 'AUBSMS'], {
    mailDomains: ['au.bank.in', 'aubank.in'],
  }),
  // `cc-alerts@equitas.bank.in` (anshuman852/bank-email-fetcher seed.py).
  bank('equitas', 'Equitas Small Finance Bank', 'small_finance', ['EQUTAS', 'EQUTAT', 'EQUITA'], {
    mailDomains: ['equitas.bank.in'],
  }),
  bank('ujjivan', 'Ujjivan Small Finance Bank', 'small_finance', ['UJJIVN']),
  bank('jana', 'Jana Small Finance Bank', 'small_finance', ['JANABK']),
  bank('suryoday', 'Suryoday Small Finance Bank', 'small_finance', ['SSFBNK']),
  bank('utkarsh', 'Utkarsh Small Finance Bank', 'small_finance', ['UTKSFB', 'UTKSPR']),
  bank('esaf', 'ESAF Small Finance Bank', 'small_finance', ['ESAFBK']),
  bank('airtel', 'Airtel Payments Bank', 'payments', ['AIRBNK']),
  bank('ippb', 'India Post Payments Bank', 'payments', ['IPBMSG', 'MYIPPB', 'IPBCOM']),
  bank('fino', 'Fino Payments Bank', 'payments', ['FINOBK', 'FINOPB']),
  // PYTMBK, SPRCRD (RBL's co-branded SuperCard), JIOMNY, DIGIBK (DBS's digibank), HSBCBK: seen in real inbox
  // exports (each bank's test/corpus/sms/<id>.json header_sources).
  bank('paytm', 'Paytm Payments Bank', 'payments', ['PAYTMB', 'PYTMBK']),
  bank('jio', 'Jio Payments Bank', 'payments', ['JIOPBS', 'JIOMNY']),
  bank('dbs', 'DBS Bank India', 'foreign', ['DBSBNK', 'DIGIBK']),
  bank('scb', 'Standard Chartered', 'foreign', ['SCBANK']),
  bank('hsbc', 'HSBC India', 'foreign', ['HSBCIN', 'HSBCBK']),
];

// Words of banks' names that are places or plain English, and so also in firms' names (`SHARMA TEXTILES
// INDIA P`): not the grammar's. Where they do name a bank, "Bank" follows them (`Union Bank`, `from ICIC
// bank`), which the grammar reads as a bank's name.
const COMMON_NAME_WORDS = new Set(
  'india indian first union central city south overseas standard chartered small finance payments post national mercantile punjab sind maharashtra jammu kashmir karnataka tamilnad nainital'.split(
    ' ',
  ),
);

// A bank's own name is never a payer's ("UPI:6325…-ICICI Bank").
addBankWords(
  BANKS.flatMap((b) => [
    b.id,
    ...b.name.split(/[^A-Za-z]+/).filter((w) => w.length > 1 && !COMMON_NAME_WORDS.has(w.toLowerCase())),
  ]).concat(['bob', 'indusind', 'digibank', 'ucobank', 'canarabank']),
);

addBankNames(BANKS.map((b) => b.name));

const byHeader = new Map<string, Bank>();
const byDomain = new Map<string, Bank>();
for (const b of BANKS) {
  for (const header of b.headers) {
    if (byHeader.has(header)) throw new Error(`Two banks claim the header ${header}.`);
    byHeader.set(header, b);
  }
  for (const domain of b.mailDomains ?? []) {
    if (byDomain.has(domain.toLowerCase())) throw new Error(`Two banks claim the mail domain ${domain}.`);
    byDomain.set(domain.toLowerCase(), b);
  }
}

/** The bank that sends from a 6-letter DLT header, if any bank declares it. */
export const bankByHeader = (header: string): Bank | undefined => byHeader.get(header.toUpperCase());

/**
 * The bank whose verified DKIM signing domain this is. Exact domains only, as DNS compares them: not a
 * suffix match, since banks hand marketing subdomains to third-party senders with their own DKIM keys.
 */
export const bankByMailDomain = (domain: string): Bank | undefined => byDomain.get(domain.toLowerCase());

/** Every DKIM signing domain that is a bank's, lower case. */
export const BANK_MAIL_DOMAINS: readonly string[] = [...byDomain.keys()];

/** What the feeds page lists: each bank, its headers, and what of its alerts we read. */
export const READ_RAILS = 'UPI, IMPS, NEFT credits';

export interface BankListing {
  id: string;
  name: string;
  headers: readonly string[];
  reads: string;
}

/** The banks as the dashboard lists them, by name; `query` keeps those whose name, id or a header holds it. */
export function bankDirectory(query = ''): BankListing[] {
  const q = query.trim().toLowerCase();
  return BANKS.filter(
    (b) =>
      q === '' ||
      b.name.toLowerCase().includes(q) ||
      b.id.includes(q) ||
      b.headers.some((h) => h.toLowerCase().includes(q)),
  )
    .map((b) => ({ id: b.id, name: b.name, headers: b.headers, reads: `we read: ${READ_RAILS}` }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

// The banks MatchLedger reads. Adding a bank is its own file beside this one and one entry in BANK_PARSERS.
import { auSmsParser } from './au.js';
import { axisEmailParser, axisSmsParser } from './axis.js';
import { bobSmsParser } from './bob.js';
import { federalSmsParser } from './federal.js';
import { hdfcEmailParser, hdfcSmsParser } from './hdfc.js';
import { iciciSmsParser } from './icici.js';
import { idfcSmsParser } from './idfc.js';
import { indusindSmsParser } from './indusind.js';
import { kotakSmsParser } from './kotak.js';
import { pnbSmsParser } from './pnb.js';
import { sbiSmsParser } from './sbi.js';
import { dltHeader } from './text.js';
import type { BankEmailParser, BankSmsParser } from './types.js';
import { unionSmsParser } from './union.js';
import { yesSmsParser } from './yes.js';

/** One bank's parsers; a bank may be read from one feed only. */
export interface BankParsers {
  email?: BankEmailParser;
  sms?: BankSmsParser;
}

export const BANK_PARSERS: readonly BankParsers[] = [
  { email: hdfcEmailParser, sms: hdfcSmsParser },
  { sms: sbiSmsParser },
  { sms: iciciSmsParser },
  { email: axisEmailParser, sms: axisSmsParser },
  { sms: kotakSmsParser },
  { sms: pnbSmsParser },
  { sms: bobSmsParser },
  { sms: unionSmsParser },
  { sms: indusindSmsParser },
  { sms: auSmsParser },
  { sms: idfcSmsParser },
  { sms: yesSmsParser },
  { sms: federalSmsParser },
];

// Exact domains only, compared case-insensitively as DNS does. Not a suffix match: `evilhdfcbank.net`
// must never pass, and neither does a subdomain such as `mail.hdfcbank.net`, because banks hand marketing
// subdomains to third-party senders that hold their own DKIM keys; a domain is trusted only once a
// parser lists it.
const emailParserByDomain = new Map<string, BankEmailParser>();
for (const parser of BANK_PARSERS.flatMap((bank) => (bank.email === undefined ? [] : [bank.email]))) {
  for (const domain of parser.domains.map((d) => d.toLowerCase())) {
    if (emailParserByDomain.has(domain)) throw new Error(`Two bank e-mail parsers claim ${domain}.`);
    emailParserByDomain.set(domain, parser);
  }
}

/** Every DKIM signing domain that is a bank's, lower case. */
export const BANK_EMAIL_DOMAINS: readonly string[] = [...emailParserByDomain.keys()];

/** The parser for mail whose verified DKIM signature is by `signingDomain`; undefined if it is no bank's. */
export function emailParserFor(signingDomain: string): BankEmailParser | undefined {
  return emailParserByDomain.get(signingDomain.toLowerCase());
}

const smsParserByHeader = new Map<string, BankSmsParser>();
for (const parser of BANK_PARSERS.flatMap((bank) => (bank.sms === undefined ? [] : [bank.sms]))) {
  for (const header of parser.headers) {
    if (smsParserByHeader.has(header)) throw new Error(`Two bank SMS parsers claim ${header}.`);
    smsParserByHeader.set(header, parser);
  }
}

/** The parser for SMS from sender id `sender` (`VM-HDFCBK`, `AX-HDFCBK-S`); undefined if it is no bank's. */
export function smsParserFor(sender: string): BankSmsParser | undefined {
  const header = dltHeader(sender);
  return header === undefined ? undefined : smsParserByHeader.get(header);
}

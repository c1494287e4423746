// The banks MatchLedger reads. Adding a bank is its own file beside this one and one entry in BANK_PARSERS.
import { hdfcEmailParser, hdfcSmsParser } from './hdfc.js';
import type { BankEmailParser, BankSmsParser } from './types.js';

/** One bank's parsers; a bank may be read from one feed only. */
export interface BankParsers {
  email?: BankEmailParser;
  sms?: BankSmsParser;
}

export const BANK_PARSERS: readonly BankParsers[] = [{ email: hdfcEmailParser, sms: hdfcSmsParser }];

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

const smsParsers = BANK_PARSERS.flatMap((bank) => (bank.sms === undefined ? [] : [bank.sms]));

/** The parser for SMS from sender id `sender` (`VM-HDFCBK`); undefined if it is no bank's. */
export function smsParserFor(sender: string): BankSmsParser | undefined {
  return smsParsers.find((parser) => parser.senders.test(sender));
}

// The alert-mail domains mail16 added to src/ingest/alerts/banks.ts (each one's public source is named
// there), and the bank each is: written out here, not read from banks.ts, so that a domain dropped or
// given to another bank fails the tests that accept its mail.
export const ADDED_BANK_MAIL_DOMAINS: readonly [domain: string, bank: string][] = [
  ['alerts.sbi.co.in', 'sbi'],
  ['alerts.sbi.bank.in', 'sbi'],
  ['sbi.co.in', 'sbi'],
  ['canarabank.com', 'canara'],
  ['unionbankofindia.bank.in', 'union'],
  ['mahabank.co.in', 'mahabank'],
  ['icicibank.com', 'icici'],
  ['icici.bank.in', 'icici'],
  ['kotak.com', 'kotak'],
  ['kotak.bank.in', 'kotak'],
  ['indusind.com', 'indusind'],
  ['indusind.bank.in', 'indusind'],
  ['yes.bank.in', 'yes'],
  ['idfcfirstbank.com', 'idfc'],
  ['federal.bank.in', 'federal'],
  ['federalbank.co.in', 'federal'],
  ['rbl.bank.in', 'rbl'],
  ['rblbank.com', 'rbl'],
  ['dcbbank.com', 'dcb'],
  ['au.bank.in', 'au'],
  ['aubank.in', 'au'],
  ['equitas.bank.in', 'equitas'],
];

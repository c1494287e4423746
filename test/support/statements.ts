// Statement files for tests: an HDFC Delimited download (CONTRACT §14 fixtures' layout) written from
// lines, so a test states the payments it means and gets the bytes a seller would upload.
export interface DelimitedLine {
  /** India date, YYYY-MM-DD. */
  date: string;
  amountPaise: number;
  debit?: boolean;
  rrn?: string;
  payerName?: string;
  payerVpa?: string;
  /** The narration itself, instead of a UPI credit's. */
  narration?: string;
}

const rupees = (paise: number): string => (paise / 100).toFixed(2);
const ddmmyy = (date: string): string => {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${(y as string).slice(2)}`;
};

export function hdfcDelimited(lines: DelimitedLine[]): Buffer {
  const header =
    ' Date     , Narration                , Value Dat, Debit Amount      , Credit Amount     , Chq/Ref Number  , Closing Balance   ';
  const rows = lines.map((l) => {
    const narration =
      l.narration ??
      `UPI-${l.payerName ?? 'PAYER'}-${(l.payerVpa ?? 'payer@okaxis').toUpperCase()}-SBIN0001234-${l.rrn ?? '000000000000'}-ORDER`;
    const ref = l.rrn === undefined ? '000000000000000' : `0000${l.rrn}`;
    const debit = l.debit ? rupees(l.amountPaise) : '0.00';
    const credit = l.debit ? '0.00' : rupees(l.amountPaise);
    return ` ${ddmmyy(l.date)} , ${narration} , ${ddmmyy(l.date)}, ${debit}, ${credit}, ${ref}, 0.00`;
  });
  return Buffer.from([header, ...rows].join('\r\n') + '\r\n');
}

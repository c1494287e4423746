// Statement files for tests: an HDFC Delimited download (CONTRACT §14 fixtures' layout) written from
// lines, so a test states the payments it means and gets the bytes a seller would upload; and the bad
// files CONTRACT §14 refuses (a zip bomb, a password-protected workbook).
import { deflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
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

/** A one-member zip whose central directory declares `declared` bytes for `content`. */
export function zipOf(name: string, content: Buffer, declared = content.length): Buffer {
  const data = deflateRawSync(content);
  const file = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(file.length, 28);
  central.writeUInt32LE(0, 42);
  const directoryAt = local.length + file.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + file.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([local, file, data, central, file, end]);
}

/** An OLE2 container holding an encrypted package: what Excel writes for a file with a password. */
export function passwordProtectedWorkbook(): Buffer {
  const cfb = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(cfb, '/EncryptionInfo', Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]));
  XLSX.CFB.utils.cfb_add(cfb, '/EncryptedPackage', Buffer.alloc(64));
  return Buffer.from(XLSX.CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
}

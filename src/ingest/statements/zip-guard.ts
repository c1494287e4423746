// An XLSX is a zip: before SheetJS opens one, every member is inflated here against the 50 MiB budget
// of CONTRACT §14, so a zip bomb (declared sizes that lie included) is refused before it costs memory.
// The inflated bytes are only counted, a chunk at a time, never kept: holding a member whole to measure
// it cost as much memory as the member itself.
import { createInflateRaw } from 'node:zlib';
import { StatementRefused } from './types.js';

export const MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

const truncated = (): StatementRefused =>
  new StatementRefused('The spreadsheet is truncated or damaged; download it again.', [
    { path: 'file', issue: 'the zip container is incomplete' },
  ]);

const bomb = (): StatementRefused =>
  new StatementRefused('The spreadsheet unpacks to more than 50 MiB; no statement is that large.', [
    { path: 'file', issue: 'uncompressed size over 50 MiB' },
  ]);

export async function checkZipBudget(bytes: Buffer): Promise<void> {
  const end = findEndOfDirectory(bytes);
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let budget = MAX_UNCOMPRESSED_BYTES;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw truncated();
    const method = bytes.readUInt16LE(at + 10);
    const compressed = bytes.readUInt32LE(at + 20);
    const declared = bytes.readUInt32LE(at + 24);
    const local = bytes.readUInt32LE(at + 42);
    const nameLength = bytes.readUInt16LE(at + 28);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (declared > budget) throw bomb();
    budget -= await inflatedSize(bytes, local, method, compressed, budget);
  }
}

function findEndOfDirectory(bytes: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65535); at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw truncated();
}

async function inflatedSize(
  bytes: Buffer,
  local: number,
  method: number,
  compressed: number,
  budget: number,
): Promise<number> {
  if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL_HEADER) throw truncated();
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  if (start + compressed > bytes.length) throw truncated();
  const data = bytes.subarray(start, start + compressed);
  if (method === 0) return compressed;
  if (method !== 8) {
    throw new StatementRefused('The spreadsheet uses a compression that statements never use.', [
      { path: 'file', issue: `zip method ${method}` },
    ]);
  }
  const inflate = createInflateRaw();
  let size = 0;
  const counted = (async () => {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > budget) throw bomb();
    }
  })();
  inflate.end(data);
  try {
    await counted;
  } catch (error) {
    if (error instanceof StatementRefused) throw error;
    throw truncated();
  } finally {
    inflate.destroy();
  }
  return size;
}

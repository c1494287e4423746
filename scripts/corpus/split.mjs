// Applies the corpus's held-out rule (notes/banks.md, issue 26 point 4) to one bank, so that which cases
// the reader's author may not read is decided by the rule alone, never by hand:
//   order the bank's cases by sha256(bank_id + "/" + name), hex ascending; the first round(n/5) are held
//   out (at least 1 when n >= 3).
// The bank's cases are the union of test/corpus/sms/<bank>.json and test/corpus/sms/held-out/<bank>.json,
// so adding cases and running this again re-splits the whole bank. Each file keeps the cases in the order
// they had (tuning file first), and is written through prettier so `npm run lint` stays green.
//
//   node scripts/corpus/split.mjs canara pnb ...     split these banks (write both files)
//   node scripts/corpus/split.mjs --all               every bank file in test/corpus/sms
//   node scripts/corpus/split.mjs --check [--all|ids] write nothing; exit 1 when a file breaks the rule
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import prettier from 'prettier';

const TUNING_DIR = 'test/corpus/sms';
const HELD_OUT_DIR = join(TUNING_DIR, 'held-out');

export const heldOutCount = (n) => Math.max(Math.round(n / 5), n >= 3 ? 1 : 0);

// The held-out set of stop 23 (85 cases) was measured once (23 of 28 credits right) and then opened for
// tuning: its cases carry no `round` and all sit in the tuning files now. Rounds 2 (measured once on
// 9a3b1d5), 3 and 4 (measured once together on 81ced55, 2026-11-25), 5 (measured once on ba9bc0f,
// 2026-11-25), 6 (measured once on c8d8ac4, 2026-11-26), 7 and 8 (measured once together on 7aed8a8,
// 2026-11-26), 9 to 11 (measured once together on 3de7da1, 2026-11-26) were opened the same way: their cases
// keep their `"round"` as history and sit in the tuning files. The next held-out rounds are 12 and 13, to be
// collected by someone who does not write the reader; each round is split by itself, so adding a later round's cases
// never moves an earlier round's case between the files (a tuning case the reader's author may have read
// never becomes held out).
export const HELD_OUT_ROUNDS = [12, 13];

const rank = (bankId, name) =>
  createHash('sha256')
    .update(bankId + '/' + name, 'utf8')
    .digest('hex');

/** The names of the cases the rule holds out, for a bank id and all its cases ({name, round?}). */
export function heldOutNames(bankId, cases) {
  return new Set(HELD_OUT_ROUNDS.flatMap((round) => [...heldOutOfRound(bankId, cases, round)]));
}

function heldOutOfRound(bankId, cases, round) {
  const names = cases.filter((c) => (c.round ?? 1) === round).map((c) => c.name);
  const ordered = [...names].sort((a, b) => {
    const ra = rank(bankId, a);
    const rb = rank(bankId, b);
    return ra < rb ? -1 : ra > rb ? 1 : 0;
  });
  return new Set(ordered.slice(0, heldOutCount(names.length)));
}

const readBank = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);

async function writeJson(path, value) {
  const options = (await prettier.resolveConfig(path)) ?? {};
  writeFileSync(path, await prettier.format(JSON.stringify(value, null, 2), { ...options, parser: 'json' }));
}

/** Splits one bank; answers the list of problems found (check mode) or [] after writing. */
async function split(bankId, check) {
  const tuningPath = join(TUNING_DIR, `${bankId}.json`);
  const heldOutPath = join(HELD_OUT_DIR, `${bankId}.json`);
  const tuning = readBank(tuningPath);
  const heldOut = readBank(heldOutPath);
  const bank = tuning?.bank ?? heldOut?.bank;
  if (!bank) return [`${bankId}: no file in ${TUNING_DIR} or ${HELD_OUT_DIR}`];
  if (bank.id !== bankId) return [`${bankId}: the file's bank.id is ${JSON.stringify(bank.id)}`];
  const cases = [...(tuning?.cases ?? []), ...(heldOut?.cases ?? [])];
  const names = cases.map((c) => c.name);
  const duplicates = names.filter((name, i) => names.indexOf(name) !== i);
  if (duplicates.length > 0) return [`${bankId}: case names repeated: ${duplicates.join(' | ')}`];
  const held = heldOutNames(bankId, cases);
  if (check) {
    const problems = [];
    for (const c of tuning?.cases ?? [])
      if (held.has(c.name)) problems.push(`${bankId}: "${c.name}" must be held out`);
    for (const c of heldOut?.cases ?? [])
      if (!held.has(c.name)) problems.push(`${bankId}: "${c.name}" must not be held out`);
    if (!heldOut) problems.push(`${bankId}: ${heldOutPath} is missing`);
    return problems;
  }
  // The held-out file first: a failure between the two writes must not drop cases from both.
  // Every bank gets both files, even when the rule holds nothing out (n < 3), so readers need no special case.
  mkdirSync(HELD_OUT_DIR, { recursive: true });
  await writeJson(heldOutPath, { bank, cases: cases.filter((c) => held.has(c.name)) });
  await writeJson(tuningPath, { bank, cases: cases.filter((c) => !held.has(c.name)) });
  console.log(`${bankId}: ${cases.length - held.size} tuning, ${held.size} held out`);
  return [];
}

async function main(args) {
  const check = args.includes('--check');
  const all = args.includes('--all');
  const named = args.filter((a) => !a.startsWith('--'));
  const ids = all
    ? [
        ...new Set(
          [TUNING_DIR, HELD_OUT_DIR].flatMap((dir) =>
            existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [],
          ),
        ),
      ]
        .map((f) => f.slice(0, -'.json'.length))
        .sort()
    : named;
  if (ids.length === 0) {
    console.error('usage: node scripts/corpus/split.mjs [--check] (--all | <bank id>...)');
    process.exit(2);
  }
  const problems = [];
  for (const id of ids) problems.push(...(await split(id, check)));
  for (const p of problems) console.error(p);
  if (check && problems.length === 0) console.log(`${ids.length} banks split as the rule says`);
  process.exit(problems.length > 0 ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv.slice(2));

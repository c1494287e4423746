// Where a V8 CPU profile's time went (issue 28): `bench:sustained -- --cpu-prof-dir DIR` leaves one
// .cpuprofile per thread of each service process (the main thread and the workflow threads); this
// prints, per file, the busy share of its wall time and the self time by function and by area (a
// package under node_modules, a folder of src/, Node's own internals, the garbage collector), as JSON.
// `attributed_by_area_pct` gives each sample to the nearest frame of its stack in a package or in src/,
// so a socket write or a postMessage counts to the code that asked for it (pg, the SDK's worker).
// The samples are wall time on the thread: a thread waiting in a write or descheduled counts too, so
// compare with bench:sustained's `service_cpu_ms_per_paid_order_by_thread` for the CPU itself.
//
//   node --import tsx scripts/bench/cpu-profile-summary.ts DIR [--top 25]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '25' } },
});
const top = Number(values.top);
const dir = positionals[0];
if (!dir) throw new Error('usage: cpu-profile-summary.ts DIR [--top N]');

/** The part of the code a frame belongs to, coarse enough to add up. */
function area(url: string, name: string): string {
  if (name === '(garbage collector)' || name === '(idle)' || name === '(program)') return name;
  if (!url) return '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] as string;
  const src = /\/(src\/[^/]+)/.exec(url);
  if (src) return src[1] as string;
  if (url.startsWith('node:')) return 'node internals';
  return path.basename(url);
}

const round = (x: number): number => Math.round(x * 10) / 10;
const shares = (m: Map<string, number>, busy: number): Record<string, number> =>
  Object.fromEntries(
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => [k, round((100 * v) / busy)]),
  );

/** The area of the nearest frame at or above `id` in a package or in src/ (memoised). */
function callerArea(
  id: number,
  byId: Map<number, ProfileNode>,
  parent: Map<number, number>,
  memo: Map<number, string>,
): string {
  const known = memo.get(id);
  if (known !== undefined) return known;
  const { url, functionName } = (byId.get(id) as ProfileNode).callFrame;
  const own = area(url, functionName);
  const up = parent.get(id);
  // Node's internals and native frames belong to whoever called them; the collector and the rest
  // of V8's own entries to themselves.
  const passOn = (own === 'node internals' || own === '(native)') && up !== undefined;
  const found = passOn ? callerArea(up, byId, parent, memo) : own;
  memo.set(id, found);
  return found;
}

const out: Record<string, unknown>[] = [];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
  const p = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  p.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0)));
  const wall = p.endTime - p.startTime;
  const idle = [...self].filter(([id]) => byId.get(id)?.callFrame.functionName === '(idle)');
  const busy = wall - idle.reduce((a, [, t]) => a + t, 0);
  const byFunction = new Map<string, number>();
  const byArea = new Map<string, number>();
  const byCaller = new Map<string, number>();
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const memo = new Map<number, string>();
  for (const [id, t] of self) {
    const { functionName, url, lineNumber } = (byId.get(id) as ProfileNode).callFrame;
    if (functionName === '(idle)') continue;
    const where = url ? `${url.replace(/^.*\/(node_modules|src)\//, '$1/')}:${lineNumber + 1}` : '';
    const fn = `${functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + t);
    const a = area(url, functionName);
    byArea.set(a, (byArea.get(a) ?? 0) + t);
    const c = callerArea(id, byId, parent, memo);
    byCaller.set(c, (byCaller.get(c) ?? 0) + t);
  }
  out.push({
    file,
    wall_s: round(wall / 1e6),
    busy_share_of_wall_pct: round((100 * busy) / wall),
    // Shares of the busy time, in per cent.
    self_by_area_pct: shares(byArea, busy),
    attributed_by_area_pct: shares(byCaller, busy),
    self_by_function_pct: shares(byFunction, busy),
  });
}
console.log(JSON.stringify(out, null, 1));

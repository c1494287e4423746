// Credit by credit: do two runs of one scenario (live and ledger mode, same seed, scale, day start and
// cutoff) reach the same verdict? Orders are compared by their reference in the scenario (`t3o17`),
// never by id, since each run mints its own ids.
import type { CreditVerdict } from './classify.js';

/** What must agree: the class, the ledger's status, the order it confirmed, the candidates shown. */
const key = (v: CreditVerdict): string =>
  JSON.stringify([v.class, v.status, v.intent ?? null, [...v.candidates].sort()]);

export interface Difference {
  rrn: string;
  behaviour: string;
  quirk: string;
  truth: string | null;
  a: Pick<CreditVerdict, 'class' | 'status' | 'intent' | 'candidates'> | null;
  b: Pick<CreditVerdict, 'class' | 'status' | 'intent' | 'candidates'> | null;
}

const brief = (v: CreditVerdict | undefined) =>
  v ? { class: v.class, status: v.status, intent: v.intent, candidates: v.candidates } : null;

export function compareVerdicts(a: CreditVerdict[], b: CreditVerdict[], firstN = 25) {
  const byRrn = new Map(b.map((v) => [v.rrn, v]));
  const seen = new Set<string>();
  const differences: Difference[] = [];
  let same = 0;
  let different = 0;
  const differentByClassPair: Record<string, number> = {};
  const note = (x: CreditVerdict | undefined, y: CreditVerdict | undefined): void => {
    different++;
    const pair = `${x?.class ?? 'absent'} -> ${y?.class ?? 'absent'}`;
    differentByClassPair[pair] = (differentByClassPair[pair] ?? 0) + 1;
    const any = (x ?? y) as CreditVerdict;
    if (differences.length < firstN)
      differences.push({
        rrn: any.rrn,
        behaviour: any.behaviour,
        quirk: any.quirk,
        truth: any.truth,
        a: brief(x),
        b: brief(y),
      });
  };
  for (const v of a) {
    seen.add(v.rrn);
    const w = byRrn.get(v.rrn);
    if (w && key(v) === key(w)) same++;
    else note(v, w);
  }
  for (const w of b) if (!seen.has(w.rrn)) note(undefined, w);
  return {
    credits_compared: same + different,
    same,
    different,
    different_by_class: differentByClassPair,
    differences,
  };
}

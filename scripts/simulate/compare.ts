// Credit by credit: do two runs of one scenario (live and ledger mode, same seed, scale, day start and
// cutoff) reach the same verdict? Credits are paired by the model's own name for the payment
// (`t3o17/0`, truth.ts creditId), which no earlier event of either run can shift; orders are compared by
// their reference in the scenario (`t3o17`), never by id, since each run mints its own ids.
import type { CreditVerdict } from './classify.js';

/** What must agree: the class, the ledger's status, the order it confirmed, the candidates shown. */
const key = (v: CreditVerdict): string =>
  JSON.stringify([v.class, v.status, v.intent ?? null, [...v.candidates].sort()]);

export interface Difference {
  credit: string;
  /** Why the runs may legitimately differ on it (`explain`), or `unexplained`. */
  cause: string;
  rrn: string;
  behaviour: string;
  quirk: string;
  truth: string | null;
  a: Pick<CreditVerdict, 'class' | 'status' | 'intent' | 'candidates'> | null;
  b: Pick<CreditVerdict, 'class' | 'status' | 'intent' | 'candidates'> | null;
}

interface Agreement {
  credits_compared: number;
  same: number;
  different: number;
}

const brief = (v: CreditVerdict | undefined) =>
  v ? { class: v.class, status: v.status, intent: v.intent, candidates: v.candidates } : null;

/**
 * `explain` names a cause the runs could not help, for a credit judged differently: a live run whose
 * seller's events ran late (a 429 waited out, an overloaded machine) changed what the ledger saw when.
 * Any other difference is `unexplained`: a defect of the simulator or of the service, to be found.
 */
export function compareVerdicts(
  a: CreditVerdict[],
  b: CreditVerdict[],
  opts: { firstN?: number; explain?: (v: CreditVerdict) => string | undefined } = {},
) {
  const firstN = opts.firstN ?? 25;
  const byCredit = new Map(b.map((v) => [v.credit, v]));
  const seen = new Set<string>();
  const differences: Difference[] = [];
  const all: Agreement = { credits_compared: 0, same: 0, different: 0 };
  const byBehaviour: Record<string, Agreement> = {};
  const differentByClassPair: Record<string, number> = {};
  const differentByCause: Record<string, number> = {};
  const count = (v: CreditVerdict, same: boolean): void => {
    for (const x of [all, (byBehaviour[v.behaviour] ??= { credits_compared: 0, same: 0, different: 0 })]) {
      x.credits_compared++;
      if (same) x.same++;
      else x.different++;
    }
  };
  const note = (x: CreditVerdict | undefined, y: CreditVerdict | undefined): void => {
    const any = (x ?? y) as CreditVerdict;
    count(any, false);
    const pair = `${x?.class ?? 'absent'} -> ${y?.class ?? 'absent'}`;
    differentByClassPair[pair] = (differentByClassPair[pair] ?? 0) + 1;
    const cause = opts.explain?.(any) ?? 'unexplained';
    differentByCause[cause] = (differentByCause[cause] ?? 0) + 1;
    if (differences.length < firstN)
      differences.push({
        credit: any.credit,
        cause,
        rrn: any.rrn,
        behaviour: any.behaviour,
        quirk: any.quirk,
        truth: any.truth,
        a: brief(x),
        b: brief(y),
      });
  };
  for (const v of a) {
    seen.add(v.credit);
    const w = byCredit.get(v.credit);
    if (w && key(v) === key(w)) count(v, true);
    else note(v, w);
  }
  for (const w of b) if (!seen.has(w.credit)) note(undefined, w);
  return {
    ...all,
    different_by_class: differentByClassPair,
    different_by_cause: differentByCause,
    by_payer_behaviour: byBehaviour,
    differences,
  };
}

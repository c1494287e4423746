// Seeded randomness for the simulation model: the same seed gives the same day, payment for payment.

/** A small seeded generator (mulberry32), so a run can be repeated payment for payment. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
export const between = (r: Random, lo: number, hi: number): number => lo + (hi - lo) * r();
export const pick = <T>(r: Random, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
/** Log-normal with the given median; sigma in natural-log units. */
export const logNormal = (r: Random, median: number, sigma: number): number => {
  const u = Math.max(1e-12, r());
  const v = r();
  return median * Math.exp(sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v));
};

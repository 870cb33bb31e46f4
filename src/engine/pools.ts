/**
 * Exact odds of pools of identical custom dice (dice with named faces, some repeated:
 * War to Axis's black die has two anti-personnel faces, two radio, one explosion, one flag).
 *
 * A roll of n such dice is read by counting the faces in one or more disjoint sets of
 * faces. The count of one set follows the binomial law, the counts of several sets read on
 * the same roll the multinomial law. Weights are bigint numbers of equally likely
 * elementary outcomes (sides^n in all), so every probability is exact, never sampled.
 */
import type { Dist } from './distribution';

/** C(n, k), exact. 0 outside 0 ≤ k ≤ n. */
export function binomialCoefficient(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || n < 0) throw new RangeError(`binomialCoefficient: bad n ${n}, k ${k}`);
  if (k < 0 || k > n) return 0n;
  const kk = Math.min(k, n - k);
  let c = 1n;
  for (let i = 1; i <= kk; i++) c = (c * BigInt(n - kk + i)) / BigInt(i);
  return c;
}

function checkPool(n: number, sides: number): void {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`pool: bad number of dice ${n}`);
  if (!Number.isInteger(sides) || sides < 1) throw new RangeError(`pool: bad sides ${sides}`);
}

/**
 * The number of dice showing a favourable face, among n dice of `sides` faces of which
 * `favourable` count: weight of k = C(n,k)·f^k·(sides−f)^(n−k), total sides^n.
 */
export function binomialDist(n: number, favourable: number, sides: number): Dist {
  checkPool(n, sides);
  if (!Number.isInteger(favourable) || favourable < 0 || favourable > sides) throw new RangeError(`binomialDist: bad favourable ${favourable}`);
  const f = BigInt(favourable);
  const o = BigInt(sides - favourable);
  const weights = new Map<number, bigint>();
  let total = 0n;
  for (let k = 0; k <= n; k++) {
    const w = binomialCoefficient(n, k) * f ** BigInt(k) * o ** BigInt(n - k);
    if (w > 0n) weights.set(k, w);
    total += w;
  }
  return { weights, total };
}

/** One reading of a roll: how many dice showed a face of each set, and how many ways. */
export interface JointOutcome {
  counts: number[];
  weight: bigint;
}

/** The joint law of the counts of several disjoint face sets read on the same roll. */
export interface JointDist {
  outcomes: JointOutcome[];
  /** sides^n. */
  total: bigint;
}

/**
 * The multinomial law: n dice of `sides` faces, the sets holding `sizes[i]` faces each
 * (disjoint, sum ≤ sides; the other faces count for none). Outcomes in lexicographic
 * order of their counts; weights sum to exactly sides^n.
 */
export function multinomialDist(n: number, sizes: number[], sides: number): JointDist {
  checkPool(n, sides);
  const used = sizes.reduce((a, b) => a + b, 0);
  if (sizes.some((s) => !Number.isInteger(s) || s < 0) || used > sides) throw new RangeError(`multinomialDist: bad sets ${sizes.join(',')} of ${sides}`);
  const rest = BigInt(sides - used);
  const out: JointOutcome[] = [];
  const walk = (i: number, left: number, counts: number[], ways: bigint): void => {
    if (i === sizes.length) {
      const w = ways * rest ** BigInt(left);
      if (w > 0n) out.push({ counts, weight: w });
      return;
    }
    for (let k = 0; k <= left; k++) {
      const w = ways * binomialCoefficient(left, k) * BigInt(sizes[i]) ** BigInt(k);
      if (w === 0n) continue;
      walk(i + 1, left - k, [...counts, k], w);
    }
  };
  walk(0, n, [], 1n);
  return { outcomes: out, total: BigInt(sides) ** BigInt(n) };
}

/** Reads a joint law down to one value per outcome (equal values merge). */
export function jointToDist(j: JointDist, f: (counts: number[]) => number): Dist {
  const w = new Map<number, bigint>();
  for (const o of j.outcomes) {
    const v = f(o.counts);
    w.set(v, (w.get(v) ?? 0n) + o.weight);
  }
  const weights = new Map([...w.entries()].filter(([, x]) => x > 0n).sort((a, b) => a[0] - b[0]));
  return { weights, total: j.total };
}

/** A mixture: value v of `outer` chooses the law `inner(v)`; the result weighs each by its odds. */
export function mixDist(outer: Dist, inner: (v: number) => Dist): Dist {
  const parts = [...outer.weights.entries()].map(([v, w]) => ({ w, d: inner(v) }));
  let total = 1n;
  for (const p of parts) total = lcm(total, p.d.total);
  const acc = new Map<number, bigint>();
  for (const p of parts) {
    const scale = total / p.d.total;
    for (const [x, wx] of p.d.weights) acc.set(x, (acc.get(x) ?? 0n) + p.w * wx * scale);
  }
  const weights = new Map([...acc.entries()].filter(([, x]) => x > 0n).sort((a, b) => a[0] - b[0]));
  return { weights, total: outer.total * total };
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

function lcm(a: bigint, b: bigint): bigint {
  return (a / gcd(a, b)) * b;
}

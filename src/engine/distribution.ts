/**
 * Exact probability distributions over integers (die totals, hits, modified rolls).
 * Weights are bigint counts of equally likely elementary outcomes; probabilities are
 * Fractions, so the odds shown before a roll are exact and sum to exactly 1.
 */
import type { Outcome, RollSpec, Text } from './types';
import { frac, ZERO } from './fraction';
import type { Fraction } from './types';

export interface Dist {
  /** Value → number of equally likely elementary outcomes giving it. */
  weights: Map<number, bigint>;
  /** Sum of all weights. */
  total: bigint;
}

function sorted(weights: Map<number, bigint>): Map<number, bigint> {
  return new Map([...weights.entries()].filter(([, w]) => w > 0n).sort((a, b) => a[0] - b[0]));
}

function fromWeights(weights: Map<number, bigint>): Dist {
  const w = sorted(weights);
  let total = 0n;
  for (const v of w.values()) total += v;
  return { weights: w, total };
}

/** One die with faces 1..sides, each once. */
export function dieDist(sides: number): Dist {
  if (!Number.isInteger(sides) || sides < 1) throw new RangeError(`dieDist: bad sides ${sides}`);
  const w = new Map<number, bigint>();
  for (let f = 1; f <= sides; f++) w.set(f, 1n);
  return { weights: w, total: BigInt(sides) };
}

/** A value that is certain (a die modifier, a fixed strength). */
export function constDist(value: number): Dist {
  return { weights: new Map([[value, 1n]]), total: 1n };
}

/** The distribution of the sum of independent values (convolution). No argument: certain 0. */
export function sumDist(...ds: Dist[]): Dist {
  let acc = constDist(0);
  for (const d of ds) {
    const w = new Map<number, bigint>();
    for (const [a, wa] of acc.weights) {
      for (const [b, wb] of d.weights) {
        const v = a + b;
        w.set(v, (w.get(v) ?? 0n) + wa * wb);
      }
    }
    acc = fromWeights(w);
  }
  return acc;
}

/** The total of n dice of `sides` faces (2d6: ndDist(2, 6)). */
export function ndDist(n: number, sides: number): Dist {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`ndDist: bad n ${n}`);
  const one = dieDist(sides);
  const ds: Dist[] = [];
  for (let i = 0; i < n; i++) ds.push(one);
  return sumDist(...ds);
}

/** Transforms every value (add a DRM, clamp to a table's rows...); equal results merge. */
export function mapDist(d: Dist, f: (v: number) => number): Dist {
  const w = new Map<number, bigint>();
  for (const [v, wv] of d.weights) {
    const m = f(v);
    w.set(m, (w.get(m) ?? 0n) + wv);
  }
  return fromWeights(w);
}

/** Exact probability that the value satisfies `pred`. */
export function probOf(d: Dist, pred: (v: number) => boolean): Fraction {
  if (d.total === 0n) return ZERO;
  let n = 0n;
  for (const [v, w] of d.weights) if (pred(v)) n += w;
  return frac(n, d.total);
}

/**
 * Groups the values into outcomes (in ascending value order, each outcome placed where
 * its first value appears); probabilities sum to exactly 1.
 */
export function outcomesOf(d: Dist, classify: (v: number) => { id: string; label: Text; tone?: Outcome['tone'] }): Outcome[] {
  const acc = new Map<string, { label: Text; tone?: Outcome['tone']; w: bigint }>();
  const values = [...d.weights.keys()].sort((a, b) => a - b);
  for (const v of values) {
    const w = d.weights.get(v) ?? 0n;
    const c = classify(v);
    const cur = acc.get(c.id);
    if (cur) cur.w += w;
    else acc.set(c.id, { label: c.label, tone: c.tone, w });
  }
  return toOutcomes(acc, d.total);
}

function toOutcomes(acc: Map<string, { label: Text; tone?: Outcome['tone']; w: bigint }>, total: bigint): Outcome[] {
  const out: Outcome[] = [];
  for (const [id, { label, tone, w }] of acc) {
    const o: Outcome = { id, label, p: total === 0n ? ZERO : frac(w, total) };
    if (tone !== undefined) o.tone = tone;
    out.push(o);
  }
  return out;
}

/**
 * Every face combination of a roll, for dice read separately (e.g. 3d6 where two dice
 * are read on one table and the third on another). Faces as in RolledDice: values for
 * numbered dice, indices for custom dice. Each combination has weight 1.
 */
export function enumerateRolls(spec: RollSpec): { faces: number[]; weight: bigint }[] {
  let combos: number[][] = [[]];
  for (const die of spec.dice) {
    const faces = die.kind === 'numbered' ? Array.from({ length: die.sides }, (_, i) => i + 1) : die.faces.map((_, i) => i);
    const next: number[][] = [];
    for (const c of combos) for (const f of faces) next.push([...c, f]);
    combos = next;
  }
  return combos.map((faces) => ({ faces, weight: 1n }));
}

/**
 * Outcomes of a roll classified on all its faces at once (enumerateRolls, grouped).
 * Outcomes keep the order in which they are first met.
 */
export function outcomesOfRolls(spec: RollSpec, classify: (faces: number[]) => { id: string; label: Text; tone?: Outcome['tone'] }): Outcome[] {
  const acc = new Map<string, { label: Text; tone?: Outcome['tone']; w: bigint }>();
  let total = 0n;
  for (const { faces, weight } of enumerateRolls(spec)) {
    const c = classify(faces);
    total += weight;
    const cur = acc.get(c.id);
    if (cur) cur.w += weight;
    else acc.set(c.id, { label: c.label, tone: c.tone, w: weight });
  }
  return toOutcomes(acc, total);
}

/**
 * The number of hits from a pool of dice, each hitting when its face ≥ hitOn
 * (hitOn ≤ 1 always hits; hitOn > sides never hits).
 */
export function hitsPool(dice: { sides: number; hitOn: number }[]): Dist {
  const ds = dice.map(({ sides, hitOn }) => {
    if (!Number.isInteger(sides) || sides < 1) throw new RangeError(`hitsPool: bad sides ${sides}`);
    const hits = BigInt(Math.max(0, Math.min(sides, sides - Math.ceil(hitOn) + 1)));
    const w = new Map<number, bigint>([
      [0, BigInt(sides) - hits],
      [1, hits],
    ]);
    return fromWeights(w);
  });
  return sumDist(...ds);
}

/** The probability of every value, in ascending order. */
export function distProbs(d: Dist): { value: number; p: Fraction }[] {
  return [...d.weights.entries()].sort((a, b) => a[0] - b[0]).map(([value, w]) => ({ value, p: frac(w, d.total) }));
}
